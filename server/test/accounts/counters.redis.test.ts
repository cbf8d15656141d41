import type { Redis } from 'ioredis'
import { CODES } from '@xungen/contracts'
import { RedisCounter } from '../../src/security/counters'
import { json } from '../helpers/app'
import { TEST_REDIS_URL as REDIS_URL, useTestRedis } from '../helpers/redis'
import { createAccountsApp, newPhone } from '../helpers/accounts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

describe('account counters in Redis (several server processes)', () => {
  const { prefix, redis: connection } = useTestRedis()
  let redis: Redis
  beforeAll(() => {
    redis = connection()
  })

  it('counts hits in a fixed window that expires by itself', async () => {
    const counter = new RedisCounter(redis, prefix)
    const first = await counter.hit('k1', 60_000)
    expect(first.count).toBe(1)
    expect(first.resetAt - Date.now()).toBeGreaterThan(59_000)
    expect((await counter.hit('k1', 60_000)).count).toBe(2)
    expect(await counter.peek('k1')).toMatchObject({ count: 2 })
    const ttl = await redis.pttl(`${prefix}:counter:k1`)
    expect(ttl).toBeGreaterThan(59_000)
    await counter.reset('k1')
    expect(await counter.peek('k1')).toBeNull()
    // a window of 50 ms ends and a new one starts
    await counter.hit('k2', 50)
    await new Promise(r => setTimeout(r, 80))
    expect((await counter.hit('k2', 50)).count).toBe(1)
  })

  it('counts concurrent hits exactly', async () => {
    const counter = new RedisCounter(redis, prefix)
    const results = await Promise.all(Array.from({ length: 25 }, () => counter.hit('k3', 60_000)))
    expect(results.map(r => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
  })

  it('a phone that got a code from one server waits 120 s on every other server too', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `${prefix}-sms` }
    const a = await createAccountsApp({ env })
    const b = await createAccountsApp({ env })
    try {
      expect(a.app.accounts.counters.kind).toBe('redis')
      const phone = newPhone()
      expect(json(await a.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone, verifyType: 'login' } })).code).toBe(0)
      const second = await b.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone, verifyType: 'login' } })
      expect(json(second)).toMatchObject({ code: CODES.TOO_MANY_REQUESTS, data: { retryAfterSeconds: expect.any(Number) } })
      expect(json<{ retryAfterSeconds: number }>(second).data.retryAfterSeconds).toBeGreaterThan(100)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('wrong passwords are counted across servers', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `${prefix}-pw`, PASSWORD_MAX_FAILURES: '2' }
    const a = await createAccountsApp({ env })
    const b = await createAccountsApp({ env })
    try {
      const phone = newPhone()
      for (const t of [a, b]) expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, password: 'Wrong123x' } })).code).toBe(CODES.ARG_ERROR)
      expect(json(await a.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, password: 'Wrong123x' } })).code).toBe(CODES.TOO_MANY_REQUESTS)
    } finally {
      await a.close()
      await b.close()
    }
  })
})
