import path from 'path'
import { DEVELOPMENT_SIGNING_KEYS, TEST_SIGNING_KEYS } from '@xungen/contracts'
import { ConfigError, REPO_ROOT, loadConfig } from '../src/config'

const PROD_KEYS = `p1:${'a'.repeat(43)},p2:${'b'.repeat(43)}`
const STORAGE_KEYS = `s1:${Buffer.alloc(32, 7).toString('base64')}`

describe('configuration from environment variables', () => {
  it('runs with nothing set: SQLite in var/, the built site, both public key sets, port 3000 on 127.0.0.1', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: `sqlite:${path.join(REPO_ROOT, 'var', 'xungen.sqlite')}`,
      redisUrl: null,
      h5Dir: path.join(REPO_ROOT, 'dist-h5'),
      storageDir: path.join(REPO_ROOT, 'var', 'storage'),
      signatureWindowSeconds: 300,
      trustProxy: false,
      seed: true,
      logLevel: 'info'
    })
    expect(c.signingKeys).toEqual([...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys])
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000)
  })

  it('reads every variable', () => {
    const c = loadConfig({
      NODE_ENV: 'test',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/srv/xungen',
      DATABASE_URL: 'postgres://db/xungen',
      REDIS_URL: 'redis://cache:6379',
      H5_DIR: '/srv/site',
      SIGNING_KEYS: PROD_KEYS,
      SIGNATURE_WINDOW_SECONDS: '120',
      STORAGE_DIR: '/mnt/files',
      LOG_LEVEL: 'warn',
      BODY_LIMIT_BYTES: '4096',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '60',
      REDIS_PREFIX: 'xg-staging',
      SEED: '0'
    })
    expect(c).toMatchObject({
      env: 'test',
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/srv/xungen',
      databaseUrl: 'postgres://db/xungen',
      redisUrl: 'redis://cache:6379',
      h5Dir: '/srv/site',
      signatureWindowSeconds: 120,
      storageDir: '/mnt/files',
      logLevel: 'warn',
      bodyLimitBytes: 4096,
      trustProxy: true,
      rateLimitPerMinute: 60,
      redisPrefix: 'xg-staging',
      seed: false
    })
    expect(c.signingKeys.map(k => k.id)).toEqual(['p1', 'p2'])
  })

  it('is silent in tests by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent')
  })

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', REDIS_URL: 'localhost:6379', TRUST_PROXY: 'maybe' })).toThrow(ConfigError)
    try {
      loadConfig({ PORT: 'eighty', REDIS_URL: 'localhost:6379', TRUST_PROXY: 'maybe' })
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/)
      expect((err as Error).message).toMatch(/REDIS_URL/)
      expect((err as Error).message).toMatch(/TRUST_PROXY/)
    }
  })

  describe('production', () => {
    it('refuses to start without its own signing keys', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', STORAGE_ENCRYPTION_KEYS: STORAGE_KEYS })).toThrow(/SIGNING_KEYS/)
    })

    it('refuses the public development keys', () => {
      const dev = DEVELOPMENT_SIGNING_KEYS.keys.map(k => `${k.id}:${k.secret}`).join(',')
      expect(() => loadConfig({ NODE_ENV: 'production', SIGNING_KEYS: dev, STORAGE_ENCRYPTION_KEYS: STORAGE_KEYS })).toThrow(/public/)
    })

    it('refuses to start without storage encryption keys', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', SIGNING_KEYS: PROD_KEYS })).toThrow(/STORAGE_ENCRYPTION_KEYS/)
    })

    it('accepts only the configured keys', () => {
      const c = loadConfig({ NODE_ENV: 'production', SIGNING_KEYS: PROD_KEYS, STORAGE_ENCRYPTION_KEYS: STORAGE_KEYS, SMS_PROVIDER: 'sandbox', WECHAT_LOGIN_PROVIDER: 'sandbox' })
      expect(c.signingKeys.map(k => k.id)).toEqual(['p1', 'p2'])
    })
  })
})
