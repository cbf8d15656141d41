/**
 * The Fastify application: cross-cutting plugins in the order requests meet them, then the
 * domains, then the site (static files, history fallback, not-found). buildApp() also migrates
 * the database and runs the seeds, so an app it returns is ready to serve.
 *
 * Adding a domain: a folder server/src/domains/<area>/ whose index.ts default-exports
 * defineDomain({...}) (domains/domain.ts); domains/load.ts finds it, no list to edit. Its
 * endpoints are declared in @xungen/contracts/endpoints and served with serve(), which signs,
 * rate-limits, validates and envelopes them.
 */
import fs from 'fs'
import path from 'path'
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import fastifyRateLimit from '@fastify/rate-limit'
import type { Kysely } from 'kysely'
import type { Redis } from 'ioredis'
import { CODES, isApiPath } from '@xungen/contracts'
import type { ServerConfig } from './config'
import { createDatabase, migrateToLatest, type Database, type DatabaseHandle } from './db'
import { TableWrites } from './db/tableWrites'
import { PgNotifications } from './db/notifications'
import type { DialectName } from './db/dialect'
import { AppError } from './errors'
import { Jobs } from './jobs'
import { EventBus, deliverEvent, drainingOutbox } from './events'
import type { JobQueue } from './queue'
import { InProcessQueue } from './queue/inProcess'
import { concurrencyPlugin } from './security/concurrency'
import { MemoryReplayGuard, RedisReplayGuard, type ReplayGuard } from './security/replayGuard'
import { runSeeds, type Seed } from './seed'
import type { FileStorage } from './storage'
import { createStorage, loadStorageKeyText } from './storage/create'
import { parseStorageKeys } from './storage/encryption'
import { StorageSweeper } from './storage/sweeper'
import { UserKeys } from './storage/userKeys'
import { PersonalFields, loadPersonalIndexKey } from './security/personalFields'
import { sealPersonalData } from './security/personalMigration'
import bodyPlugin from './plugins/body'
import errorsPlugin, { frameworkErrorHandler, schemaController } from './plugins/errors'
import healthRoutes from './plugins/health'
import metricsPlugin from './plugins/metrics'
import legacyRedirectsPlugin from './plugins/legacyRedirects'
import loggingPlugin, { loggerOptions } from './plugins/logging'
import sessionPlugin from './plugins/session'
import signaturePlugin from './plugins/signature'
import securityHeadersPlugin from './plugins/securityHeaders'
import sitePlugin from './plugins/site'
import apiDocsRoutes from './endpoints/docs'
import type { ServedRoute } from './endpoints/report'
import type { Domain } from './domains/domain'
import { loadDomains } from './domains/load'

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
    db: Kysely<Database>
    dbDialect: DialectName
    /** which tables the app's queries write, told to listeners as each write runs (db/tableWrites.ts) */
    tableWrites: TableWrites
    /** PostgreSQL LISTEN (db/notifications.ts): what other writers changed; null on SQLite */
    dbNotifications: PgNotifications | null
    /** the raw transport; domains enqueue typed jobs through app.jobs */
    queue: JobQueue
    /** typed jobs (server/src/jobs): enqueue(JOB, payload); runs them here unless RUN_JOBS=false */
    jobs: Jobs
    storage: FileStorage
    /** per-account file keys (crypto-shredding): destroy(userId) at an account's deletion */
    userKeys: UserKeys
    /** personal columns sealed under the account's key, and their blind indexes (security/personalFields.ts); app.db opens sealed values itself */
    personal: PersonalFields
    /** removes crash leftovers and files without rows; domains register the prefixes they own */
    storageSweeper: StorageSweeper
    /** the shared Redis connection when REDIS_URL is set */
    redis: Redis | null
    /** the time (ms) business rules use: code expiry, sessions, cancellation deadlines (tests move it) */
    clock: () => number
    /** stand-ins for outside services, by name (tests); domains declare theirs in ServiceOverrides */
    services: ServiceOverrides
    /** every API route registered (/proxy, /web/api/new), with the declaration it is served from (endpoints/report.ts) */
    apiRoutes: ServedRoute[]
    /**
     * the origin every URL and redirect is built on: PUBLIC_BASE_URL, or (outside production)
     * the origin the server listens on. Never the request's Host header, which the caller writes.
     */
    publicOrigin(): string
  }
}

/**
 * Outside services a test may replace (SMS, WeChat login, image review, captcha, ...). Each
 * domain declares its own by declaration merging:
 *   declare module '../../app' { interface ServiceOverrides { sms?: SmsSender } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface ServiceOverrides {}

const VERSION: string = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version

export interface AppDependencies {
  /** the clock of the signature check (tests move it) */
  now?: () => number
  /** the seeds to run (tests pass their own); default: those of the domains */
  seeds?: readonly Seed[]
  /** the domains to register (tools and tests); default: every folder of server/src/domains (domains/load.ts) */
  domains?: readonly Domain[]
  /** more route plugins, registered after the domains (tests, tools) */
  plugins?: ReadonlyArray<FastifyPluginAsync>
  /** where log lines go instead of stdout (tests read them) */
  logStream?: NodeJS.WritableStream
  /** the replay guard to use instead of the configured one (tests) */
  replayGuard?: ReplayGuard
  /** outside services to use instead of the configured ones (tests) */
  services?: ServiceOverrides
}

/**
 * Fastify's trustProxy from ours: a hop count becomes "trust the socket peer and the next n-1
 * addresses" (proxy-addr walks X-Forwarded-For from the right, so the client's own left-most
 * entries are never reached); an address list is handed over as it is.
 */
export function trustProxyOption(trust: ServerConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return trust
}

/** http://<host>:<port> of a server listening on the configured host and this port. */
function listeningOrigin(config: ServerConfig, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host
  return `http://${host}:${port}`
}

/** how often the outbox is polled for events a wake-up missed (OUTBOX_POLL_MS, default 1000; 0: wake-ups only) */
export function outboxPollMs(env: NodeJS.ProcessEnv): number {
  const raw = env.OUTBOX_POLL_MS
  if (raw === undefined || raw === '') return 1000
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`OUTBOX_POLL_MS: a whole number of milliseconds, not ${raw}`)
  return n
}

/** after how long an event not handled by every subscriber is queued again (OUTBOX_REDELIVER_MS, default 60000) */
export function outboxRedeliverMs(env: NodeJS.ProcessEnv): number {
  const raw = env.OUTBOX_REDELIVER_MS
  if (raw === undefined || raw === '') return 60_000
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1000) throw new Error(`OUTBOX_REDELIVER_MS: a whole number of milliseconds, at least 1000, not ${raw}`)
  return n
}

export async function buildApp(config: ServerConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const logging = loggerOptions(config.logLevel, config.trustProxy)
  if (deps.logStream && typeof logging.logger === 'object') logging.logger = { ...logging.logger, stream: deps.logStream }
  const app = Fastify({
    ...logging,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { maxParamLength: 500 },
    // zod route schemas only, no response schemas: Fastify's Ajv and fast-json-stringify are never loaded
    schemaController
  })

  // --- resources, closed with the app (in reverse order of creation) ---------------------
  const closers: Array<() => Promise<void>> = []
  app.addHook('onClose', async () => {
    for (const close of closers.reverse()) {
      try {
        await close()
      } catch (err) {
        app.log.error({ err }, 'error while closing')
      }
    }
  })
  let database: DatabaseHandle | null = null
  const domains = deps.domains ?? loadDomains()
  try {
    database = createDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, onIdleConnectionError: err => app.log.warn({ err }, 'idle database connection lost; the pool reconnects') })
    const db = database
    closers.push(() => db.close())
    // the Redis client and BullMQ (some 400 modules) are loaded only when configured: every
    // process without REDIS_URL (the embedded product, each server test file) starts without them
    const redis = config.redisUrl ? (require('./redis') as typeof import('./redis')).createRedis(config.redisUrl) : null
    if (redis) {
      redis.on('error', err => app.log.error({ err }, 'redis connection error'))
      closers.push(async () => void (await redis.quit()))
    }
    const queue: JobQueue = config.redisUrl ? new (require('./queue/bullmq') as typeof import('./queue/bullmq')).BullMqQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix, log: app.log }) : new InProcessQueue(app.log)
    closers.push(() => queue.close())
    const storageKeyring = parseStorageKeys(loadStorageKeyText(config))
    const userKeys = new UserKeys(db.db, storageKeyring, db.sideReader)
    const personal = new PersonalFields(userKeys, loadPersonalIndexKey(config))
    // every query of the domains opens the sealed personal values it reads (the key id is in the value)
    const tableWrites = new TableWrites()
    const appDb = db.db.withPlugin(personal.plugin()).withPlugin(tableWrites.plugin())
    const storage = createStorage(config, userKeys, storageKeyring)
    if (storage.close) closers.push(async () => storage.close?.())
    const storageSweeper = new StorageSweeper(storage, config.storageOrphanAgeSeconds * 1000)
    const replayGuard: ReplayGuard = deps.replayGuard ?? (redis ? new RedisReplayGuard(redis, config.redisPrefix) : new MemoryReplayGuard())
    closers.push(() => replayGuard.close())

    app.decorate('config', config)
    app.decorate('db', appDb)
    app.decorate('dbDialect', db.dialect)
    app.decorate('tableWrites', tableWrites)
    const notifications = db.dialect === 'postgres' ? new PgNotifications(config.databaseUrl) : null
    if (notifications) closers.push(() => notifications.close())
    app.decorate('dbNotifications', notifications)
    // the domains subscribe while they register; listening starts once they all have
    app.addHook('onReady', async () => notifications?.start())
    const jobs = new Jobs(queue, config.runJobs, app.log, config.jobLockMs ?? undefined)
    app.decorate('jobs', jobs)
    // domain events (server/src/events): the outbox's dispatcher stops before the queue and the database close
    const events = new EventBus(appDb, jobs, queue, app.log, outboxRedeliverMs(process.env))
    app.decorate('events', events)
    // app.queue.drain() waits for the outbox too
    app.decorate('queue', drainingOutbox(queue, events))
    closers.push(() => events.stop())
    app.decorate('storage', storage)
    app.decorate('userKeys', userKeys)
    app.decorate('personal', personal)
    app.decorate('storageSweeper', storageSweeper)
    app.decorate('redis', redis)
    app.decorate('clock', deps.now ?? Date.now)
    app.decorate('services', deps.services ?? {})
    app.decorate('apiRoutes', [] as ServedRoute[])
    // the origin the server listens on (before listen(): the configured port), kept once it
    // listens: asking the socket for its address is a system call, and the user info endpoint
    // builds its file links on the origin on every read
    let listening: string | null = null
    app.decorate('publicOrigin', () => {
      if (config.publicBaseUrl !== null) return config.publicBaseUrl
      if (listening) return listening
      const address = app.server.address()
      if (typeof address === 'object' && address) return (listening = listeningOrigin(config, address.port))
      return listeningOrigin(config, config.port)
    })
    app.log.info({ database: db.description, queue: queue.kind, runJobs: config.runJobs, storage: storage.kind }, 'resources')

    await migrateToLatest(db.db)
    if (config.seed) {
      const report = await runSeeds(db.db, deps.seeds ?? domains.flatMap(d => d.seeds ?? []))
      if (report.ran.length) app.log.info({ seeds: report.ran }, 'seeds ran')
    }
    // rows written before migration 0017 are sealed now, before anything can look them up
    const sealed = await sealPersonalData(db.db, personal)
    if (Object.values(sealed).some(n => n > 0)) app.log.info({ personalDataSealed: sealed }, 'personal columns sealed under their accounts’ keys')

    // --- cross-cutting plugins -------------------------------------------------------------
    await app.register(errorsPlugin)
    await app.register(loggingPlugin)
    await app.register(fastifyCookie)
    await app.register(bodyPlugin, { bodyLimit: config.bodyLimitBytes })

    await app.register(securityHeadersPlugin, { publicBaseUrl: config.publicBaseUrl, frameAncestors: config.frameAncestors })
    app.addHook('onSend', async (request, reply, payload) => {
      // API answers are personal and change: never cached by browsers or proxies
      if (isApiPath(request.url.split('?')[0]) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
      return payload
    })

    // Rate limits apply to the API only (a page load fetches dozens of static files). This
    // hook must come before the rate-limit plugin's own onRoute hook, which reads the config.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isApiPath(route.url)) return
      for (const method of [route.method].flat()) if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, endpoint: route.config?.endpoint })
      route.config = { ...(route.config ?? {}) }
      if (route.config.rateLimit === undefined) route.config.rateLimit = {}
    })
    await app.register(fastifyRateLimit, {
      global: false,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...(redis ? { redis, nameSpace: `${config.redisPrefix}:rl:` } : {}),
      // spec 8.1 envelope; the code is ours (see contracts/codes.ts)
      errorResponseBuilder: () => new AppError(CODES.TOO_MANY_REQUESTS)
    })

    await app.register(signaturePlugin, { keys: config.signingKeys, windowSeconds: config.signatureWindowSeconds, replayGuard, now: deps.now })
    await app.register(sessionPlugin)
    await app.register(concurrencyPlugin, config.expensiveConcurrency)
    await app.register(legacyRedirectsPlugin)

    // --- routes ----------------------------------------------------------------------------
    await app.register(healthRoutes, { version: VERSION })
    await app.register(metricsPlugin, { token: config.metricsToken, pushMs: config.metricsPushMs })
    await app.register(apiDocsRoutes, { version: VERSION })
    for (const domain of domains) await app.register(domain.plugin)
    // jobs last: their handlers read what the domains decorated
    for (const domain of domains) for (const job of domain.jobs ?? []) app.jobs.register(app, job)
    // the domains' event subscribers, delivered by the events.deliver job; the dispatcher starts with the server
    app.jobs.register(app, deliverEvent)
    for (const domain of domains) for (const subscriber of domain.subscribers ?? []) events.add(subscriber)
    app.addHook('onReady', async () => events.start(outboxPollMs(process.env)))
    for (const plugin of deps.plugins ?? []) await app.register(plugin)

    await app.register(sitePlugin, { h5Dir: config.h5Dir, signingKeys: config.signingKeys })
    // the storage sweep once before the server listens (nothing is being written yet), then on a timer
    app.addHook('onReady', async () => {
      const report = await storageSweeper.run()
      if (report.temporary || report.finished || report.orphans) app.log.info({ storageSweep: report }, 'storage swept')
    })
    if (config.storageSweepIntervalSeconds > 0) {
      const timer = setInterval(() => {
        storageSweeper.run().then(
          report => (report.temporary || report.finished || report.orphans) && app.log.info({ storageSweep: report }, 'storage swept'),
          err => app.log.error({ err }, 'storage sweep failed')
        )
      }, config.storageSweepIntervalSeconds * 1000)
      timer.unref()
      app.addHook('onClose', async () => clearInterval(timer))
    }
    await app.ready()
    return app
  } catch (err) {
    await app.close().catch(() => undefined)
    throw err
  }
}
