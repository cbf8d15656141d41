import path from 'path'
import { DEVELOPMENT_SIGNING_KEYS, TEST_SIGNING_KEYS } from '@xungen/contracts'
import { ConfigError, REPO_ROOT, loadConfig } from '../src/config'

const PROD_KEYS = `p1:${'a'.repeat(43)},p2:${'b'.repeat(43)}`
const STORAGE_KEYS = `s1:${Buffer.alloc(32, 7).toString('base64')}`
const LINK_KEYS = `l1:${'c'.repeat(43)},l0:${'d'.repeat(43)}`
const INDEX_KEY = Buffer.alloc(32, 9).toString('base64')

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
      TRUST_PROXY: '10.0.0.1,10.1.0.0/16',
      PUBLIC_BASE_URL: 'https://www.example.com',
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
      trustProxy: '10.0.0.1,10.1.0.0/16',
      publicBaseUrl: 'https://www.example.com',
      rateLimitPerMinute: 60,
      redisPrefix: 'xg-staging',
      seed: false
    })
    expect(c.signingKeys.map(k => k.id)).toEqual(['p1', 'p2'])
  })

  it('stores files in an S3-compatible bucket when STORAGE_S3_BUCKET is set, with its credentials', () => {
    expect(loadConfig({}).storageS3).toBeNull()
    const s3 = { STORAGE_S3_BUCKET: 'xungen-files', STORAGE_S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', STORAGE_S3_ACCESS_KEY_ID: 'id', STORAGE_S3_SECRET_ACCESS_KEY: 'secret' }
    expect(loadConfig(s3).storageS3).toEqual({ bucket: 'xungen-files', endpoint: 'https://oss-cn-hangzhou.aliyuncs.com', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true })
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'xungen-files' })).toThrow(/STORAGE_S3_ACCESS_KEY_ID/)
    expect(() => loadConfig({ ...s3, STORAGE_S3_BUCKET: 'Bad_Bucket' })).toThrow(/STORAGE_S3_BUCKET/)
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

    const REAL = {
      NODE_ENV: 'production',
      SIGNING_KEYS: PROD_KEYS,
      STORAGE_ENCRYPTION_KEYS: STORAGE_KEYS,
      DOWNLOAD_LINK_KEYS: LINK_KEYS,
      PERSONAL_INDEX_KEY: INDEX_KEY,
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '基因寻根',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      WECHAT_LOGIN_PROVIDER: 'wechat',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 'secret',
      IMAGE_REVIEW_PROVIDER: 'manual',
      PUBLIC_BASE_URL: 'https://www.example.com'
    }

    it('accepts only the configured keys', () => {
      const c = loadConfig(REAL)
      expect(c.signingKeys.map(k => k.id)).toEqual(['p1', 'p2'])
      expect(c.publicBaseUrl).toBe('https://www.example.com')
    })

    // issue 12, probe 4: NODE_ENV=production with WECHAT_LOGIN_PROVIDER=sandbox started, and any code string signed in
    it.each([
      ['the sandbox WeChat login named explicitly', { WECHAT_LOGIN_PROVIDER: 'sandbox' }, /WECHAT_LOGIN_PROVIDER=sandbox/],
      ['the sandbox SMS named explicitly', { SMS_PROVIDER: 'sandbox' }, /SMS_PROVIDER=sandbox/],
      ['the sandbox image review', { IMAGE_REVIEW_PROVIDER: 'sandbox' }, /IMAGE_REVIEW_PROVIDER=sandbox/],
      ['a missing PUBLIC_BASE_URL', { PUBLIC_BASE_URL: '' }, /PUBLIC_BASE_URL must be set/],
      ['a plain-http PUBLIC_BASE_URL', { PUBLIC_BASE_URL: 'http://www.example.com' }, /https/],
      ['the committed test signing keys', { SIGNING_KEYS: TEST_SIGNING_KEYS.keys.map(k => `${k.id}:${k.secret}`).join(',') }, /public/],
      // issue 20 item 1: raw-data links were sealed with the request-signing secret, which every client build holds
      ['no download-link key', { DOWNLOAD_LINK_KEYS: '' }, /DOWNLOAD_LINK_KEYS must be set/],
      ['a download-link key equal to its own request-signing key', { DOWNLOAD_LINK_KEYS: `l1:${'a'.repeat(43)}` }, /must not reuse a request-signing key/],
      ['a download-link key equal to a committed signing key', { DOWNLOAD_LINK_KEYS: `l1:${DEVELOPMENT_SIGNING_KEYS.keys[0].secret}` }, /must not reuse a request-signing key/],
      ['a short download-link key', { DOWNLOAD_LINK_KEYS: 'l1:short' }, /shorter than 32/],
      // security item 6: the blind index of phones is keyed by the server alone
      ['no personal index key', { PERSONAL_INDEX_KEY: '' }, /PERSONAL_INDEX_KEY must be set/],
      ['a short personal index key', { PERSONAL_INDEX_KEY: Buffer.alloc(16, 1).toString('base64') }, /at least 32/],
      ['a personal index key equal to a signing key', { PERSONAL_INDEX_KEY: 'a'.repeat(43) }, /key of its own/],
      ['a personal index key equal to a download-link key', { PERSONAL_INDEX_KEY: 'c'.repeat(43) }, /key of its own/]
    ])('refuses to start with %s', (_name, change, message) => {
      expect(() => loadConfig({ ...REAL, ...change })).toThrow(message)
    })

    it('reads the personal index key', () => {
      expect(loadConfig(REAL).personalIndexKey?.equals(Buffer.alloc(32, 9))).toBe(true)
    })

    it('reads the download-link keys (the first seals, all open: rotation)', () => {
      expect(loadConfig(REAL).downloadLinkKeys?.map(k => k.id)).toEqual(['l1', 'l0'])
    })
  })

  describe('DOWNLOAD_LINK_KEYS outside production', () => {
    it('is generated once into DATA_DIR when unset (every local process shares it), never a committed value', () => {
      expect(loadConfig({}).downloadLinkKeys).toBeNull()
      expect(() => loadConfig({ DOWNLOAD_LINK_KEYS: `t1:${TEST_SIGNING_KEYS.keys[0].secret}` })).toThrow(/must not reuse a request-signing key/)
    })
  })

  describe('TRUST_PROXY (issue 12, probe 3: "true" trusted the first, client-chosen X-Forwarded-For entry)', () => {
    it('is off by default and with false or 0', () => {
      expect(loadConfig({}).trustProxy).toBe(false)
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    })
    it('takes a hop count or a list of proxy addresses', () => {
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
      expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1, 10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,::1,10.0.0.0/8')
    })
    it.each(['true', 'yes', '10.0.0.300', 'proxy.internal', '10.0.0.0/40', '99'])('refuses %s', value => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
    })
  })
})
