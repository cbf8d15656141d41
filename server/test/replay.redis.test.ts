import { randomBytes } from 'crypto'
import type { Redis } from 'ioredis'
import { CODES, TEST_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { RedisReplayGuard } from '../src/security/replayGuard'
import { createTestApp, json } from './helpers/app'
import { TEST_REDIS_URL as REDIS_URL, useTestRedis } from './helpers/redis'

describe('replayed signatures refused across processes (Redis)', () => {
  const { prefix, redis: connection } = useTestRedis()
  let redis: Redis
  beforeAll(() => {
    redis = connection()
  })

  it('claims a signature once, with an expiry', async () => {
    const guard = new RedisReplayGuard(redis, prefix)
    expect(await guard.claim('abc', 600)).toBe(true)
    expect(await guard.claim('abc', 600)).toBe(false)
    const ttl = await redis.ttl(`${prefix}:sig:abc`)
    expect(ttl).toBeGreaterThan(590)
    expect(ttl).toBeLessThanOrEqual(600)
  })

  it('refuses in one server a request already accepted by another', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: prefix }
    const a = await createTestApp({ env })
    const b = await createTestApp({ env })
    try {
      expect(a.app.queue.kind).toBe('bullmq')
      const signed = signRequest({ method: 'GET', url: '/proxy/common/descriptions/IS_OPEN_PIWIK' }, { keys: TEST_SIGNING_KEYS, nowMs: Date.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
      expect(json(await a.app.inject({ method: 'GET', url: signed.url })).code).toBe(0)
      expect(json(await b.app.inject({ method: 'GET', url: signed.url })).code).toBe(CODES.SIGN_REPLAYED)
      // and the health check sees Redis through the queue
      expect(json(await b.app.inject({ method: 'GET', url: '/healthz' }))).toMatchObject({ code: 0, data: { queue: 'bullmq', checks: { queue: 'ok' } } })
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('shares rate limits between servers', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `${prefix}-rl` }
    const a = await createTestApp({ env, config: { rateLimitPerMinute: 2 } })
    const b = await createTestApp({ env, config: { rateLimitPerMinute: 2 } })
    try {
      const codes = []
      for (const t of [a, b, a]) codes.push(json(await t.signed({ method: 'GET', url: '/proxy/common/descriptions/IS_OPEN_PIWIK' })).code)
      expect(codes).toEqual([0, 0, CODES.TOO_MANY_REQUESTS])
    } finally {
      await a.close()
      await b.close()
    }
  })
})
