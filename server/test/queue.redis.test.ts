import { randomBytes } from 'crypto'
import { Redis } from 'ioredis'
import { BullMqQueue } from '../src/queue/bullmq'
import { queueContract, silentLog } from './helpers/queueContract'

const REDIS_URL = process.env.XUNGEN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('BullMQ job queue on Redis', () => {
  const prefixes: string[] = []
  afterAll(async () => {
    // leave nothing behind in the shared Redis
    const redis = new Redis(REDIS_URL)
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`)
      if (keys.length) await redis.del(...keys)
    }
    await redis.quit()
  })

  queueContract(async () => {
    const prefix = `xungen-test-${randomBytes(4).toString('hex')}`
    prefixes.push(prefix)
    return new BullMqQueue({ redisUrl: REDIS_URL, prefix, log: silentLog })
  })

  it('shares jobs between processes: a job enqueued by one queue runs on a worker of another', async () => {
    const prefix = `xungen-test-${randomBytes(4).toString('hex')}`
    prefixes.push(prefix)
    const web = new BullMqQueue({ redisUrl: REDIS_URL, prefix, log: silentLog })
    const worker = new BullMqQueue({ redisUrl: REDIS_URL, prefix, log: silentLog })
    const seen: string[] = []
    try {
      worker.register('test.echo', async p => void seen.push(p.value))
      await web.enqueue('test.echo', { value: 'from the web process' })
      await web.drain(10_000)
      expect(seen).toEqual(['from the web process'])
    } finally {
      await web.close()
      await worker.close()
    }
  })
})
