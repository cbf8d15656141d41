/**
 * Settings of the account domains, read from environment variables with safe defaults
 * (docs/server.md, "Accounts"). Outside services default to their sandboxes; production must
 * choose real ones explicitly, so that a deployment never silently "sends" codes into a database.
 */
import { z } from 'zod'
import { SUBSCRIPTION_KEYS, type SubscriptionKey } from '@xungen/contracts'

/** our values a subscription message carries, mapped onto a template's own field names (thing1, time2, …) */
export const MESSAGE_VALUES = ['person', 'state', 'time', 'barcode', 'note'] as const
export type MessageValue = (typeof MESSAGE_VALUES)[number]
export interface SubscribeTemplate {
  id: string
  /** template field → our value, e.g. { "thing1": "person", "phrase2": "state", "time3": "time" } */
  fields: Record<string, MessageValue>
}

const templateSchema = z.object({
  id: z.string().min(1).max(128),
  fields: z.record(z.string().regex(/^[a-z_]+\d+$/), z.enum(MESSAGE_VALUES)).refine(f => Object.keys(f).length > 0, 'a template needs its fields')
})
const templatesSchema = z.partialRecord(z.enum(SUBSCRIPTION_KEYS), templateSchema)

export interface AccountsConfig {
  sms: {
    provider: 'sandbox' | 'aliyun'
    /** spec 9-style limits: a code lives 5 minutes, a phone waits 120 s between codes */
    codeTtlSeconds: number
    resendSeconds: number
    dailyLimitPerPhone: number
    dailyLimitPerIp: number
    /** codes one device (its deviceId cookie, spec 9) may ask for a day, whatever the phones */
    dailyLimitPerDevice: number
    /** issue 20: codes one client address may have sent to one phone a day (its share of the phone's total) */
    dailyLimitPerPhoneIp: number
    /** issue 20: the wait between codes of a phone once it has had a share's worth today (a slower pace, not a stop) */
    pressureResendSeconds: number
    /** wrong entries a code survives */
    maxAttempts: number
    aliyun: { endpoint: string; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; regionId: string } | null
  }
  wechat: {
    provider: 'sandbox' | 'wechat'
    apiBase: string
    appId: string | null
    appSecret: string | null
    /** the subscription-message templates by what they tell (WECHAT_SUBSCRIBE_TEMPLATES, JSON); none: no messages */
    subscribeTemplates: Partial<Record<SubscriptionKey, SubscribeTemplate>>
    /** user text and images go through WeChat's content security (msgSecCheck, mediaCheckAsync) before publication */
    contentSecurity: boolean
    /** the token of WeChat's message push (admin console → 开发管理 → 消息推送, plain-text JSON); null: no pushes taken */
    pushToken: string | null
    /** how often queued subscription messages are sent; 0 = never by timer (tests send them) */
    messageIntervalSeconds: number
  }
  /** avatars are reviewed before use (spec 5): sandbox decides at once; manual leaves them pending */
  imageReview: 'sandbox' | 'manual'
  /** log2 of scrypt's cost N */
  passwordScryptLogN: number
  /** wrong passwords a phone may try in 15 minutes */
  passwordMaxFailures: number
  cancellationCoolingOffDays: number
  uploadMaxBytes: number
  /** how often expired codes, sessions and abandoned uploads are swept and due cancellations run; 0 = never (tests) */
  sweepIntervalSeconds: number
  /**
   * issue 30: how long a resolved session (user, state, roles) may be answered from memory on
   * PostgreSQL, where every change to sessions, users and roles is announced to every process
   * (auth/sessionCache.ts); 0: every request reads the database
   */
  sessionCacheMs: number
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

const schema = z.object({
  SMS_PROVIDER: z.enum(['sandbox', 'aliyun']).optional(),
  SMS_CODE_TTL_SECONDS: int(60, 3600).default(300),
  SMS_RESEND_SECONDS: int(10, 3600).default(120),
  SMS_DAILY_LIMIT_PER_PHONE: int(1, 1000).default(10),
  SMS_DAILY_LIMIT_PER_IP: int(1, 100000).default(50),
  SMS_DAILY_LIMIT_PER_DEVICE: int(1, 100000).default(20),
  SMS_DAILY_LIMIT_PER_PHONE_IP: int(1, 1000).default(5),
  SMS_PRESSURE_RESEND_SECONDS: int(10, 86400).default(600),
  SMS_MAX_ATTEMPTS: int(1, 20).default(5),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_REGION_ID: z.string().default('cn-hangzhou'),
  WECHAT_LOGIN_PROVIDER: z.enum(['sandbox', 'wechat']).optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_SUBSCRIBE_TEMPLATES: z.string().optional(),
  WECHAT_CONTENT_SECURITY: z.enum(['on', 'off']).default('on'),
  WECHAT_PUSH_TOKEN: z.string().regex(/^[A-Za-z0-9]{3,32}$/).optional(),
  WECHAT_MESSAGE_INTERVAL_SECONDS: int(0, 3600).optional(),
  IMAGE_REVIEW_PROVIDER: z.enum(['sandbox', 'manual']).optional(),
  PASSWORD_SCRYPT_LOG_N: int(10, 20).optional(),
  PASSWORD_MAX_FAILURES: int(1, 100).default(5),
  ACCOUNT_CANCEL_COOLING_OFF_DAYS: int(0, 365).default(15),
  UPLOAD_IMAGE_MAX_BYTES: int(1024, 50 * 1024 * 1024).default(10 * 1024 * 1024),
  ACCOUNT_SWEEP_INTERVAL_SECONDS: int(0, 86400).optional(),
  SESSION_CACHE_MS: int(0, 60000).default(5000)
})

export function loadAccountsConfig(env: Record<string, string | undefined>, appEnv: 'development' | 'test' | 'production'): AccountsConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = schema.safeParse(present)
  if (!parsed.success) throw new Error(parsed.error.issues.map(i => `${i.path.join('.')}: ${i.message}`).join('; '))
  const e = parsed.data
  const production = appEnv === 'production'
  if (production && !e.SMS_PROVIDER) throw new Error('SMS_PROVIDER must be set in production (sandbox codes are never delivered)')
  if (production && !e.WECHAT_LOGIN_PROVIDER) throw new Error('WECHAT_LOGIN_PROVIDER must be set in production')
  const smsProvider = e.SMS_PROVIDER ?? 'sandbox'
  let aliyun: AccountsConfig['sms']['aliyun'] = null
  if (smsProvider === 'aliyun') {
    const missing = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'].filter(k => !present[k])
    if (missing.length) throw new Error(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`)
    aliyun = {
      endpoint: e.ALIYUN_SMS_ENDPOINT,
      accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: e.ALIYUN_SMS_SIGN_NAME!,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
      regionId: e.ALIYUN_SMS_REGION_ID
    }
  }
  const wechatProvider = e.WECHAT_LOGIN_PROVIDER ?? 'sandbox'
  if (wechatProvider === 'wechat' && (!e.WECHAT_APP_ID || !e.WECHAT_APP_SECRET)) throw new Error('WECHAT_LOGIN_PROVIDER=wechat needs WECHAT_APP_ID and WECHAT_APP_SECRET')
  let subscribeTemplates: AccountsConfig['wechat']['subscribeTemplates'] = {}
  if (e.WECHAT_SUBSCRIBE_TEMPLATES) {
    let raw: unknown
    try {
      raw = JSON.parse(e.WECHAT_SUBSCRIBE_TEMPLATES)
    } catch {
      throw new Error('WECHAT_SUBSCRIBE_TEMPLATES must be JSON: {"reportReady": {"id": "<template id>", "fields": {"thing1": "person", ...}}, ...}')
    }
    const t = templatesSchema.safeParse(raw)
    if (!t.success) throw new Error(`WECHAT_SUBSCRIBE_TEMPLATES: ${t.error.issues.map(i => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
    subscribeTemplates = t.data
  }
  // scrypt N = 2^15 (32 MiB with r = 8) in production; tests may go lower to stay fast
  const logN = e.PASSWORD_SCRYPT_LOG_N ?? (appEnv === 'test' ? 10 : 15)
  if (production && logN < 15) throw new Error('PASSWORD_SCRYPT_LOG_N must be at least 15 in production')
  return {
    sms: {
      provider: smsProvider,
      codeTtlSeconds: e.SMS_CODE_TTL_SECONDS,
      resendSeconds: e.SMS_RESEND_SECONDS,
      dailyLimitPerPhone: e.SMS_DAILY_LIMIT_PER_PHONE,
      dailyLimitPerIp: e.SMS_DAILY_LIMIT_PER_IP,
      dailyLimitPerDevice: e.SMS_DAILY_LIMIT_PER_DEVICE,
      dailyLimitPerPhoneIp: e.SMS_DAILY_LIMIT_PER_PHONE_IP,
      pressureResendSeconds: e.SMS_PRESSURE_RESEND_SECONDS,
      maxAttempts: e.SMS_MAX_ATTEMPTS,
      aliyun
    },
    wechat: {
      provider: wechatProvider,
      apiBase: e.WECHAT_API_BASE.replace(/\/+$/, ''),
      appId: e.WECHAT_APP_ID ?? null,
      appSecret: e.WECHAT_APP_SECRET ?? null,
      subscribeTemplates,
      contentSecurity: e.WECHAT_CONTENT_SECURITY === 'on',
      pushToken: e.WECHAT_PUSH_TOKEN ?? null,
      messageIntervalSeconds: e.WECHAT_MESSAGE_INTERVAL_SECONDS ?? (appEnv === 'test' ? 0 : 30)
    },
    imageReview: e.IMAGE_REVIEW_PROVIDER ?? 'sandbox',
    passwordScryptLogN: logN,
    passwordMaxFailures: e.PASSWORD_MAX_FAILURES,
    cancellationCoolingOffDays: e.ACCOUNT_CANCEL_COOLING_OFF_DAYS,
    uploadMaxBytes: e.UPLOAD_IMAGE_MAX_BYTES,
    sweepIntervalSeconds: e.ACCOUNT_SWEEP_INTERVAL_SECONDS ?? (appEnv === 'test' ? 0 : 600),
    sessionCacheMs: e.SESSION_CACHE_MS
  }
}
