/**
 * The local Redis of the Redis suites (XUNGEN_TEST_REDIS=1): a connection for the tests of a
 * describe block and a key prefix of their own, whose keys are removed afterwards so that the
 * shared Redis keeps nothing.
 */
import { randomBytes } from 'crypto'
import { Redis } from 'ioredis'

export const TEST_REDIS_URL = process.env.XUNGEN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** a fresh key prefix, so that parallel runs never see each other's keys */
export function testRedisPrefix(): string {
  return `xungen-test-${randomBytes(4).toString('hex')}`
}

/** removes every key under the prefixes */
export async function deleteTestKeys(redis: Redis, prefixes: readonly string[]): Promise<void> {
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
  }
}

/** call inside a describe block: `redis()` is connected in beforeAll and cleaned up in afterAll */
export function useTestRedis(): { prefix: string; redis: () => Redis } {
  const prefix = testRedisPrefix()
  let client: Redis | undefined
  beforeAll(() => {
    client = new Redis(TEST_REDIS_URL)
  })
  afterAll(async () => {
    if (!client) return
    await deleteTestKeys(client, [prefix])
    await client.quit()
  })
  return {
    prefix,
    redis: () => {
      if (!client) throw new Error('useTestRedis: the connection opens in beforeAll')
      return client
    }
  }
}
