/**
 * Server configuration, read from environment variables with safe defaults (documented in
 * docs/server.md). Everything runs with no variable set: SQLite file, in-process queue, local
 * storage, the committed development signing keys. Production (NODE_ENV=production) refuses to
 * start without its secrets instead of falling back to public development values.
 */
import net from 'net'
import path from 'path'
import { z } from 'zod'
import { loadAccountsConfig, type AccountsConfig } from './domains/accounts/config'
import { parseLinkKeys, type LinkKey } from './security/downloadLinks'
import type { S3StorageOptions } from './storage/s3'
import { DEVELOPMENT_SIGNING_KEYS, SigningKey, TEST_SIGNING_KEYS, resolveSigningKeys, SIGNATURE_WINDOW_SECONDS } from '@xungen/contracts'

export const REPO_ROOT = path.resolve(__dirname, '..', '..')

export type AppEnv = 'development' | 'test' | 'production'

export interface ServerConfig {
  env: AppEnv
  host: string
  port: number
  /** sqlite:<file> or postgres://… */
  databaseUrl: string
  /** PostgreSQL: connections of the app's pool (DATABASE_POOL_SIZE) */
  databasePoolSize: number
  redisUrl: string | null
  /** database file, stored files and generated keys live here unless configured otherwise */
  dataDir: string
  /** the built H5 site to serve; null (or a directory without index.html) for an API-only server */
  h5Dir: string | null
  signingKeys: readonly SigningKey[]
  signatureWindowSeconds: number
  /**
   * keys that seal download links (issue 20): server only, never in a client build; the first
   * seals, all open (rotation). null: a key generated once into dataDir (not in production)
   */
  downloadLinkKeys: readonly LinkKey[] | null
  /**
   * the server-only key of the blind indexes of personal columns (security/personalFields.ts:
   * sign-in looks a phone up by its HMAC); null: generated once into dataDir (not in production)
   */
  personalIndexKey: Buffer | null
  storageDir: string
  /**
   * an S3-compatible object store for the files instead of storageDir (STORAGE_S3_BUCKET and
   * its STORAGE_S3_* settings); null: the local directory
   */
  storageS3: S3StorageOptions | null
  /** `id:base64key,…` (first one encrypts); null: generated once into dataDir (not in production) */
  storageEncryptionKeys: string | null
  logLevel: string
  /** largest JSON or form body in bytes; file uploads set their own limit per route */
  bodyLimitBytes: number
  /**
   * which X-Forwarded-* entries to believe (the client address for rate limits and logs):
   * false (none), a number of proxy hops in front, or the addresses/CIDRs of the proxies. Never
   * "true": that would believe the first, client-chosen X-Forwarded-For entry.
   */
  trustProxy: false | number | string
  /**
   * the origin every URL and redirect the server builds starts with (https://www.example.com).
   * Required in production; null elsewhere means the origin the server listens on, never the
   * request's Host header.
   */
  publicBaseUrl: string | null
  /** the bearer token a Prometheus scraper sends to GET /metrics (METRICS_TOKEN); null: loopback scrapers only */
  metricsToken: string | null
  /**
   * how often a process without HTTP (a job worker, a matcher) puts its metrics into Redis for the
   * API's GET /metrics/fleet (METRICS_PUSH_MS, default 10 s; 0: never); their key lives 3 periods
   */
  metricsPushMs: number
  /**
   * on SIGTERM, how long /readyz answers 503 before the server stops taking requests
   * (SHUTDOWN_GRACE_MS): the load balancer's time to notice and send no more
   */
  shutdownGraceMs: number
  /** origins besides the site itself that may frame its pages (the product's own app shells); CSP frame-ancestors */
  frameAncestors: string[]
  /** requests per minute and client address on the API */
  rateLimitPerMinute: number
  /** prefix of Redis keys (queues, replay guard, rate limits) so that several deployments can share one Redis */
  redisPrefix: string
  /** how often the storage sweep runs (seconds; 0 = only at start); it always runs once at start */
  storageSweepIntervalSeconds: number
  /** temporary files and files without rows younger than this are left alone by the sweep (a write in progress) */
  storageOrphanAgeSeconds: number
  /** run the versioned seeds on start */
  seed: boolean
  /** this process runs queue jobs (false: the API only enqueues; `npm run worker` runs them, on Redis) */
  runJobs: boolean
  /** the accounts domain's settings (domains/accounts/config.ts) */
  accounts: AccountsConfig
  /** expensive operations (uploads parsed, analyses, PDFs, relatives refreshes) at once: the process, one account (security/concurrency.ts) */
  expensiveConcurrency: { global: number; perAccount: number }
  /**
   * What serve() does with an answer that does not match its declared response (ADR 0019):
   * `fail` answers 500 and logs the mismatch (the default in development and tests), `log` logs it
   * and sends the answer (a staging or canary server), `off` skips the check (the default in
   * production: the check costs about four times the serialisation of the answer).
   */
  responseCheck: ResponseCheck
  /**
   * the relatives matcher (issue 27 item 3): 0 (MATCHER_SHARDS unset) is the embedded default, one
   * index in the process that runs the relatives job; N > 0 splits the index into N shards held by
   * `npm run matcher -- --shard K` processes (K = 0…N-1), asked through the queue (needs REDIS_URL)
   */
  matcher: { shards: number; shardCapacity: number; timeoutMs: number }
  /** what this process is (set by its command: main.ts api, worker.ts worker, matcher.ts matcher): what it warms up at start */
  role: 'api' | 'worker' | 'matcher'
  /** load the engine, the demo report and the PDF thread in the background at start (WARM_UP; off: at their first use) */
  warmUp: boolean
  /** BullMQ lock of a running job (JOB_LOCK_MS): a killed worker's job runs again this soon after; null: BullMQ's 30 s */
  jobLockMs: number | null
}

export type ResponseCheck = 'fail' | 'log' | 'off'

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform(v => v === '1' || v === 'true' || v === 'yes')
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(3000),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  H5_DIR: z.string().optional(),
  SIGNING_KEYS: z.string().optional(),
  SIGNATURE_WINDOW_SECONDS: int(30, 3600).default(SIGNATURE_WINDOW_SECONDS),
  DOWNLOAD_LINK_KEYS: z.string().optional(),
  PERSONAL_INDEX_KEY: z.string().optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  STORAGE_ENCRYPTION_KEYS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT_BYTES: int(1024, 100 * 1024 * 1024).default(1024 * 1024),
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustProxy(value)
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message.replace(/^TRUST_PROXY: /, '') })
      }
    }),
  FRAME_ANCESTORS: z
    .string()
    .regex(/^\s*https:\/\/[^/?#\s,;']+(\s*,\s*https:\/\/[^/?#\s,;']+)*\s*$/, 'must be a comma list of https:// origins')
    .optional(),
  PUBLIC_BASE_URL: z.string().regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin like https://www.example.com').optional(),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/).default('xungen'),
  SEED: bool.default(true),
  STORAGE_SWEEP_INTERVAL_SECONDS: int(0, 7 * 86400).default(3600),
  STORAGE_ORPHAN_AGE_SECONDS: int(0, 30 * 86400).default(3600),
  RUN_JOBS: bool.default(true),
  EXPENSIVE_GLOBAL_CONCURRENCY: int(1, 1000).default(8),
  EXPENSIVE_ACCOUNT_CONCURRENCY: int(1, 100).default(2),
  RESPONSE_CHECK: z.enum(['fail', 'log', 'off']).optional(),
  STORAGE_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens').optional(),
  STORAGE_S3_ENDPOINT: z.string().url().optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  METRICS_PUSH_MS: int(0, 600_000).default(10_000),
  SHUTDOWN_GRACE_MS: int(0, 120_000).default(0),
  MATCHER_SHARDS: int(0, 1024).default(0),
  MATCHER_SHARD_CAPACITY: int(1, 100_000_000).default(1_000_000),
  MATCHER_TIMEOUT_MS: int(1000, 3_600_000).default(300_000),
  JOB_LOCK_MS: int(1000, 600_000).optional(),
  WARM_UP: bool.default(true)
})

export class ConfigError extends Error {}

/**
 * TRUST_PROXY: unset/false/0 → trust nothing; 1..16 → that many proxy hops (the address the
 * last trusted proxy saw); a comma list of IP addresses or CIDRs → exactly those proxies.
 * "true" is refused: Fastify would then take the left-most, client-written X-Forwarded-For entry.
 */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const v = (value ?? '').trim().toLowerCase()
  if (v === '' || v === 'false' || v === 'no' || v === '0') return false
  if (v === 'true' || v === 'yes') {
    throw new ConfigError('TRUST_PROXY=true would trust the client-chosen first X-Forwarded-For entry; set the number of proxy hops in front (e.g. 1) or the proxies\' addresses (e.g. 10.0.0.1,10.0.1.0/24)')
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v)
    if (hops < 1 || hops > 16) throw new ConfigError('TRUST_PROXY: a hop count is between 1 and 16')
    return hops
  }
  const entries = v.split(',').map(e => e.trim()).filter(Boolean)
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/')
    const family = net.isIP(address)
    const maxBits = family === 4 ? 32 : 128
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new ConfigError(`TRUST_PROXY: ${entry} is not an IP address or CIDR (give a hop count or the proxies' addresses)`)
    }
  }
  return entries.join(',')
}

/** Reads the configuration from an environment (process.env by default). Throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(i => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`invalid configuration: ${problems}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'var'))
  let signingKeys: readonly SigningKey[]
  try {
    // Outside production the server accepts both committed (public) sets, so that a development
    // build of the client and the test suites talk to any local server; see ADR 0002.
    signingKeys =
      e.SIGNING_KEYS || e.NODE_ENV === 'production'
        ? resolveSigningKeys(e.NODE_ENV, e.SIGNING_KEYS).keys
        : [...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys]
  } catch (err) {
    throw new ConfigError((err as Error).message)
  }
  if (!e.RUN_JOBS && !e.REDIS_URL) {
    throw new ConfigError('RUN_JOBS=false needs REDIS_URL: without Redis the queue is in this process, and its jobs would never run')
  }
  if (e.MATCHER_SHARDS > 0 && !e.REDIS_URL) {
    throw new ConfigError('MATCHER_SHARDS needs REDIS_URL: the relatives job asks the matcher shards through the queue on Redis')
  }
  if (e.NODE_ENV === 'production' && !e.STORAGE_ENCRYPTION_KEYS) {
    throw new ConfigError('STORAGE_ENCRYPTION_KEYS must be set in production (raw genetic data is stored encrypted)')
  }
  const downloadLinkKeys = linkKeysOf(e.DOWNLOAD_LINK_KEYS, e.NODE_ENV, signingKeys)
  const personalIndexKey = personalIndexKeyOf(e.PERSONAL_INDEX_KEY, e.NODE_ENV, signingKeys, downloadLinkKeys)
  const trustProxy = parseTrustProxy(e.TRUST_PROXY)
  let accounts: AccountsConfig
  try {
    accounts = loadAccountsConfig(present, e.NODE_ENV)
  } catch (err) {
    throw new ConfigError(`invalid configuration: ${(err as Error).message}`)
  }
  if (e.NODE_ENV === 'production') refuseDevelopmentSettings(e.PUBLIC_BASE_URL, accounts)
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'xungen.sqlite')}`,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL ?? null,
    dataDir,
    h5Dir: path.resolve(e.H5_DIR ?? path.join(REPO_ROOT, 'dist-h5')),
    signingKeys,
    signatureWindowSeconds: e.SIGNATURE_WINDOW_SECONDS,
    downloadLinkKeys,
    personalIndexKey,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    storageS3: s3Of(e),
    storageEncryptionKeys: e.STORAGE_ENCRYPTION_KEYS ?? null,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? null,
    frameAncestors: (e.FRAME_ANCESTORS ?? '').split(',').map(o => o.trim()).filter(Boolean),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redisPrefix: e.REDIS_PREFIX,
    seed: e.SEED,
    storageSweepIntervalSeconds: e.STORAGE_SWEEP_INTERVAL_SECONDS,
    storageOrphanAgeSeconds: e.STORAGE_ORPHAN_AGE_SECONDS,
    runJobs: e.RUN_JOBS,
    accounts,
    expensiveConcurrency: { global: e.EXPENSIVE_GLOBAL_CONCURRENCY, perAccount: e.EXPENSIVE_ACCOUNT_CONCURRENCY },
    responseCheck: e.RESPONSE_CHECK ?? (e.NODE_ENV === 'production' ? 'off' : 'fail'),
    metricsToken: e.METRICS_TOKEN ?? null,
    metricsPushMs: e.METRICS_PUSH_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    matcher: { shards: e.MATCHER_SHARDS, shardCapacity: e.MATCHER_SHARD_CAPACITY, timeoutMs: e.MATCHER_TIMEOUT_MS },
    jobLockMs: e.JOB_LOCK_MS ?? null,
    role: 'api',
    warmUp: e.WARM_UP
  }
}

function s3Of(e: z.infer<typeof envSchema>): S3StorageOptions | null {
  if (!e.STORAGE_S3_BUCKET) return null
  if (!e.STORAGE_S3_ACCESS_KEY_ID || !e.STORAGE_S3_SECRET_ACCESS_KEY) throw new ConfigError('STORAGE_S3_BUCKET needs STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY')
  return {
    bucket: e.STORAGE_S3_BUCKET,
    endpoint: e.STORAGE_S3_ENDPOINT ?? null,
    region: e.STORAGE_S3_REGION,
    accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID,
    secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE === 'true'
  }
}

/**
 * DOWNLOAD_LINK_KEYS (issue 20): the keys that seal download links must be known to the server
 * alone. The request-signing secrets ship inside every client build, so a link key equal to one
 * of them (or to a committed key) protects nothing and is refused everywhere; production refuses
 * to start without its own.
 */
function linkKeysOf(text: string | undefined, env: AppEnv, signingKeys: readonly SigningKey[]): readonly LinkKey[] | null {
  if (!text) {
    if (env === 'production') throw new ConfigError('DOWNLOAD_LINK_KEYS must be set in production (id:secret,…; a key only the server knows seals raw-data download links)')
    return null
  }
  let keys: LinkKey[]
  try {
    keys = parseLinkKeys(text)
  } catch (err) {
    throw new ConfigError((err as Error).message)
  }
  const clientHeld = new Set([...signingKeys, ...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys].map(k => k.secret))
  if (keys.some(k => clientHeld.has(k.secret))) throw new ConfigError('DOWNLOAD_LINK_KEYS must not reuse a request-signing key: those ship inside every client build')
  return keys
}

/**
 * PERSONAL_INDEX_KEY (security item 6): base64 of at least 32 random bytes, known to the server
 * alone (a copy of the database must not be enough to test guessed phones against the index).
 * Required in production; never a request-signing key (they ship in every client build) nor a
 * download-link key (one key, one purpose). It cannot be rotated without recomputing every index.
 */
function personalIndexKeyOf(text: string | undefined, env: AppEnv, signingKeys: readonly SigningKey[], linkKeys: readonly LinkKey[] | null): Buffer | null {
  if (!text) {
    if (env === 'production') throw new ConfigError('PERSONAL_INDEX_KEY must be set in production (base64 of 32 random bytes; the server-only key of the blind index sign-in looks phones up by)')
    return null
  }
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length < 32) throw new ConfigError('PERSONAL_INDEX_KEY must be base64 of at least 32 random bytes')
  const reused = [...signingKeys, ...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys].map(k => k.secret).concat((linkKeys ?? []).map(k => k.secret))
  if (reused.some(secret => secret === text.trim() || Buffer.from(secret).equals(key) || Buffer.from(secret, 'base64').equals(key))) throw new ConfigError('PERSONAL_INDEX_KEY must be a key of its own, not a signing or download-link key')
  return key
}

/**
 * Production never runs with a stand-in: a sandbox SMS "sends" codes into the database and a
 * sandbox WeChat login signs anyone in with any code string; a sandbox image review approves
 * everything. Named explicitly or not, they are refused, as is a missing PUBLIC_BASE_URL (links,
 * upload URLs and redirects would otherwise have no trustworthy origin). Committed signing keys
 * are refused by resolveSigningKeys; a missing storage key above.
 */
function refuseDevelopmentSettings(publicBaseUrl: string | undefined, accounts: AccountsConfig): void {
  const problems: string[] = []
  if (accounts.sms.provider === 'sandbox') problems.push('SMS_PROVIDER=sandbox is for development (codes are never delivered); use aliyun')
  if (accounts.wechat.provider === 'sandbox') problems.push('WECHAT_LOGIN_PROVIDER=sandbox signs anyone in with any code; use wechat')
  if (accounts.imageReview === 'sandbox') problems.push('IMAGE_REVIEW_PROVIDER=sandbox approves every image; use manual')
  if (!publicBaseUrl) problems.push('PUBLIC_BASE_URL must be set in production (the origin of links, file URLs and redirects)')
  else if (!publicBaseUrl.startsWith('https://')) problems.push('PUBLIC_BASE_URL must be https:// in production')
  if (problems.length) throw new ConfigError(`refusing to start in production: ${problems.join('; ')}`)
}
