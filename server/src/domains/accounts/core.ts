/**
 * The accounts core: the services every account domain shares (users, sessions, verification
 * codes, counters, outside-service adapters, the personal-data registry), built once from the
 * configuration and decorated on the app as `app.accounts`. Registered first among the account
 * domains (app.ts DOMAINS); it also registers the session resolver and the periodic sweep.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AccountsConfig } from './config'
import { DatabaseCounter, RedisCounter, type RateCounter } from '../../security/counters'
import { UsersRepository } from './users/repository'
import { UserService } from './users/service'
import { UploadsRepository } from './uploads/repository'
import type { PersonalFields } from '../../security/personalFields'
import { WordListAntispam, type Antispam } from './users/antispam'
import { ManualImageReviewer, SandboxImageReviewer, type ImageReviewer } from './uploads/review'
import { PersonalDataRegistry } from './cancellation/registry'
import { SessionService } from './auth/sessions'
import { SESSION_CHANNEL, SESSION_TABLES, SessionCache, changesSessions } from './auth/sessionCache'
import { AliyunSmsSender } from './auth/sms/aliyun'
import { SandboxSmsSender } from './auth/sms/sandbox'
import type { SmsSender } from './auth/sms'
import { VerificationService, type CaptchaVerifier } from './auth/verification'
import { SandboxWechatLogin, WechatApiLogin, type WechatLogin } from './auth/wechat'
import { WechatApi, type WechatServerApi } from './wechatApi'
import { SandboxWechatApi } from './wechatApi/sandbox'
import { WechatMessages } from './wechatApi/subscriptions'
import { ContentSecurity } from './wechatApi/contentSecurity'
import './wechatApi/tables'

declare module '../../app' {
  interface ServiceOverrides {
    sms?: SmsSender
    wechat?: WechatLogin
    /** WeChat's server-side API (phone numbers, subscription messages, content security) */
    wechatApi?: WechatServerApi
    captcha?: CaptchaVerifier
    imageReview?: ImageReviewer
    antispam?: Antispam
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts
  }
}

export interface Accounts {
  config: AccountsConfig
  clock: () => number
  counters: RateCounter
  users: UsersRepository
  /** the profile rules (users/service.ts), shared by sign-up (auth/) and the profile calls (users/) */
  profiles: UserService
  /** the uploaded images' rows (uploads/repository.ts) */
  uploads: UploadsRepository
  /** personal columns sealed under the account's key and their blind indexes (app.personal) */
  personal: PersonalFields
  sessions: SessionService
  verification: VerificationService
  sms: SmsSender
  wechat: WechatLogin
  /** WeChat's server-side API of the mini-program (wechatApi/): real with WECHAT_LOGIN_PROVIDER=wechat, else the sandbox */
  wechatApi: WechatServerApi
  /** one-time subscription messages: the configured templates, acceptances, the dispatcher */
  wechatMessages: WechatMessages
  /** WeChat's checks of published text and avatars (msgSecCheck, mediaCheckAsync) */
  contentSecurity: ContentSecurity
  antispam: Antispam
  imageReviewer: ImageReviewer
  personalData: PersonalDataRegistry
  /** maintenance steps (expired codes, sessions, abandoned uploads, due cancellations); domains add theirs */
  addSweeper(name: string, sweeper: () => Promise<void>): void
  /** runs every sweeper once (the timer does it every ACCOUNT_SWEEP_INTERVAL_SECONDS; tests call it) */
  sweep(): Promise<void>
  /** the origin file URLs are built on: app.publicOrigin() (PUBLIC_BASE_URL or the listening origin, never the Host header) */
  publicOrigin(request?: FastifyRequest): string
}

async function accountsCore(app: FastifyInstance) {
  const config = app.config.accounts
  const clock = app.clock
  const counters: RateCounter = app.redis ? new RedisCounter(app.redis, app.config.redisPrefix, clock) : new DatabaseCounter(app.db, clock)
  const sms: SmsSender =
    app.services.sms ??
    (config.sms.provider === 'aliyun' && config.sms.aliyun ? new AliyunSmsSender({ ...config.sms.aliyun, clock: Date.now }) : new SandboxSmsSender(app.db, clock))
  const wechat: WechatLogin =
    app.services.wechat ??
    (config.wechat.provider === 'wechat' ? new WechatApiLogin({ apiBase: config.wechat.apiBase, appId: config.wechat.appId!, appSecret: config.wechat.appSecret! }) : new SandboxWechatLogin())
  const wechatApi: WechatServerApi =
    app.services.wechatApi ??
    (config.wechat.provider === 'wechat' ? new WechatApi({ apiBase: config.wechat.apiBase, appId: config.wechat.appId!, appSecret: config.wechat.appSecret! }) : new SandboxWechatApi(app.db, clock))
  const wechatMessages = new WechatMessages(app.db, wechatApi, config.wechat, clock, app.log)
  // resolved sessions kept a few seconds on PostgreSQL, where every change is announced (auth/sessionCache.ts)
  const notifications = app.dbNotifications
  const sessionCache = notifications && config.sessionCacheMs > 0 ? new SessionCache(config.sessionCacheMs) : null
  if (notifications && sessionCache) {
    app.tableWrites.on(SESSION_TABLES, write => {
      if (changesSessions(write)) sessionCache.ownWrite()
    })
    notifications.subscribe(SESSION_CHANNEL, {
      onNotification: payload => sessionCache.invalidate(payload === '*' ? undefined : Number(payload)),
      onUp: () => sessionCache.setLive(true),
      onDown: err => {
        sessionCache.setLive(false)
        if (err) app.log.warn({ err }, 'session change notifications interrupted: sessions are read from the database until they are back')
      }
    })
  }
  const sessions = new SessionService(app.db, clock, sessionCache)
  const verification = new VerificationService(app.db, counters, sms, config.sms, clock, app.services.captcha ?? null, app.log, (nationCode, phone) => app.personal.phoneIndex(nationCode, phone))
  const sweepers: Array<{ name: string; run: () => Promise<void> }> = [
    { name: 'codes', run: () => verification.sweep() },
    { name: 'sessions', run: async () => void (await sessions.sweep()) },
    { name: 'counters', run: async () => void (await counters.sweep()) }
  ]

  const users = new UsersRepository(app.db, app.personal)
  const uploads = new UploadsRepository(app.db)
  const antispam = app.services.antispam ?? WordListAntispam.fromFile()
  const contentSecurity = new ContentSecurity(app.db, wechatApi, config.wechat.contentSecurity, clock, app.log)
  const accounts: Accounts = {
    config,
    clock,
    counters,
    users,
    profiles: new UserService(app.db, users, uploads, antispam, clock, app.log, contentSecurity),
    uploads,
    personal: app.personal,
    sessions,
    verification,
    sms,
    wechat,
    wechatApi,
    wechatMessages,
    contentSecurity,
    antispam,
    imageReviewer: app.services.imageReview ?? (config.imageReview === 'manual' ? new ManualImageReviewer() : new SandboxImageReviewer()),
    personalData: new PersonalDataRegistry(),
    addSweeper(name, run) {
      sweepers.push({ name, run })
    },
    async sweep() {
      for (const s of sweepers) {
        try {
          await s.run()
        } catch (err) {
          // one failing step must not stop the others; it runs again next time
          app.log.error({ err, sweeper: s.name }, 'account sweep step failed')
        }
      }
    },
    publicOrigin() {
      return app.publicOrigin()
    }
  }
  app.decorate('accounts', accounts)
  app.setSessionResolver(token => sessions.resolve(token))

  if (config.wechat.messageIntervalSeconds > 0) {
    let sending = false
    const timer = setInterval(() => {
      if (sending) return
      sending = true
      void wechatMessages
        .dispatch()
        .catch(err => app.log.error({ err }, 'subscription messages not dispatched'))
        .finally(() => (sending = false))
    }, config.wechat.messageIntervalSeconds * 1000)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }

  if (config.sweepIntervalSeconds > 0) {
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      void accounts.sweep().finally(() => (running = false))
    }, config.sweepIntervalSeconds * 1000)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
    // once at start too: due cancellations that an in-process queue lost in a restart are picked up again
    app.addHook('onReady', async () => void accounts.sweep())
  }
}

export default fp(accountsCore, { name: 'accounts-core' })
