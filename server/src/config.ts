/**
 * Server configuration, read from environment variables with safe defaults (documented in
 * docs/server.md). Everything runs with no variable set: SQLite file, in-process queue, local
 * storage, the committed development signing keys. Production (NODE_ENV=production) refuses to
 * start without its secrets instead of falling back to public development values.
 */
import path from 'path'
import { z } from 'zod'
import { loadAccountsConfig, type AccountsConfig } from './domains/accounts/config'
import { DEVELOPMENT_SIGNING_KEYS, SigningKey, TEST_SIGNING_KEYS, resolveSigningKeys, SIGNATURE_WINDOW_SECONDS } from '@xungen/contracts'

export const REPO_ROOT = path.resolve(__dirname, '..', '..')

export type AppEnv = 'development' | 'test' | 'production'

export interface ServerConfig {
  env: AppEnv
  host: string
  port: number
  /** sqlite:<file> or postgres://… */
  databaseUrl: string
  redisUrl: string | null
  /** database file, stored files and generated keys live here unless configured otherwise */
  dataDir: string
  /** the built H5 site to serve; null (or a directory without index.html) for an API-only server */
  h5Dir: string | null
  signingKeys: readonly SigningKey[]
  signatureWindowSeconds: number
  storageDir: string
  /** `id:base64key,…` (first one encrypts); null: generated once into dataDir (not in production) */
  storageEncryptionKeys: string | null
  logLevel: string
  /** largest JSON or form body in bytes; file uploads set their own limit per route */
  bodyLimitBytes: number
  /** trust X-Forwarded-* from a reverse proxy in front (the client address for rate limits and logs) */
  trustProxy: boolean
  /** requests per minute and client address on the API */
  rateLimitPerMinute: number
  /** prefix of Redis keys (queues, replay guard, rate limits) so that several deployments can share one Redis */
  redisPrefix: string
  /** run the versioned seeds on start */
  seed: boolean
  /** the accounts domain's settings (domains/accounts/config.ts) */
  accounts: AccountsConfig
}

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform(v => v === '1' || v === 'true' || v === 'yes')
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(3000),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  H5_DIR: z.string().optional(),
  SIGNING_KEYS: z.string().optional(),
  SIGNATURE_WINDOW_SECONDS: int(30, 3600).default(SIGNATURE_WINDOW_SECONDS),
  STORAGE_DIR: z.string().min(1).optional(),
  STORAGE_ENCRYPTION_KEYS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT_BYTES: int(1024, 100 * 1024 * 1024).default(1024 * 1024),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/).default('xungen'),
  SEED: bool.default(true)
})

export class ConfigError extends Error {}

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
  if (e.NODE_ENV === 'production' && !e.STORAGE_ENCRYPTION_KEYS) {
    throw new ConfigError('STORAGE_ENCRYPTION_KEYS must be set in production (raw genetic data is stored encrypted)')
  }
  let accounts: AccountsConfig
  try {
    accounts = loadAccountsConfig(present, e.NODE_ENV)
  } catch (err) {
    throw new ConfigError(`invalid configuration: ${(err as Error).message}`)
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'xungen.sqlite')}`,
    redisUrl: e.REDIS_URL ?? null,
    dataDir,
    h5Dir: path.resolve(e.H5_DIR ?? path.join(REPO_ROOT, 'dist-h5')),
    signingKeys,
    signatureWindowSeconds: e.SIGNATURE_WINDOW_SECONDS,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    storageEncryptionKeys: e.STORAGE_ENCRYPTION_KEYS ?? null,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redisPrefix: e.REDIS_PREFIX,
    seed: e.SEED,
    accounts
  }
}
