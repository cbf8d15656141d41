import { Redis } from 'ioredis'
import { BullMqQueue } from '../src/queue/bullmq'
import { queueContract, silentLog } from './helpers/queueContract'
import { TEST_REDIS_URL as REDIS_URL, deleteTestKeys, testRedisPrefix } from './helpers/redis'

describe('BullMQ job queue on Redis', () => {
  const prefixes: string[] = []
  afterAll(async () => {
    // leave nothing behind in the shared Redis
    const redis = new Redis(REDIS_URL)
    await deleteTestKeys(redis, prefixes.map(p => `${p}:`))
    await redis.quit()
  })

  queueContract(async () => {
    const prefix = testRedisPrefix()
    prefixes.push(prefix)
    return new BullMqQueue({ redisUrl: REDIS_URL, prefix, log: silentLog })
  })

  it('shares jobs between processes: a job enqueued by one queue runs on a worker of another', async () => {
    const prefix = testRedisPrefix()
    prefixes.push(prefix)
    const web = new BullMqQueue({ redisUrl: REDIS_URL, prefix, log: silentLog })
    const worker = new BullMqQueue({ redisUrl: REDIS_URL, prefix, log: silentLog })
    const seen: string[] = []
    try {
      worker.register('test.echo', async (p: { value: string }) => void seen.push(p.value))
      await web.enqueue('test.echo', { value: 'from the web process' })
      await web.drain(10_000)
      expect(seen).toEqual(['from the web process'])
    } finally {
      await web.close()
      await worker.close()
    }
  })
})
