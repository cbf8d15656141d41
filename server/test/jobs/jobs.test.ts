/** The typed jobs layer (server/src/jobs) on the in-process queue. */
import { z } from 'zod'
import { loadConfig } from '../../src/config'
import { Jobs, defineJob } from '../../src/jobs'
import { InProcessQueue } from '../../src/queue/inProcess'
import { silentLog } from '../helpers/queueContract'
import type { FastifyInstance } from 'fastify'

const app = {} as FastifyInstance
const seen: number[] = []
const double = defineJob({
  name: 'test.double',
  payload: z.object({ n: z.number().int() }),
  run: async payload => void seen.push(payload.n * 2)
})

describe('jobs', () => {
  it('runs a declared job with its checked payload', async () => {
    const queue = new InProcessQueue(silentLog)
    const jobs = new Jobs(queue, true, silentLog)
    jobs.register(app, double)
    await jobs.enqueue(double, { n: 21 })
    await queue.drain()
    expect(seen).toEqual([42])
    expect(jobs.names()).toEqual(['test.double'])
    await queue.close()
  })

  it('refuses a payload that does not match the schema, and a job no domain lists', async () => {
    const queue = new InProcessQueue(silentLog)
    const jobs = new Jobs(queue, true, silentLog)
    jobs.register(app, double)
    // @ts-expect-error n must be a number
    await expect(jobs.enqueue(double, { n: 'x' })).rejects.toThrow()
    const other = defineJob({ name: 'test.other', payload: z.object({}), run: async () => undefined })
    await expect(jobs.enqueue(other, {})).rejects.toThrow(/not listed/)
    expect(() => jobs.register(app, double)).toThrow(/twice/)
    await queue.close()
  })

  it('does not run jobs in a process with RUN_JOBS=false (it only enqueues)', async () => {
    const queue = new InProcessQueue(silentLog)
    const jobs = new Jobs(queue, false, silentLog)
    const before = seen.length
    jobs.register(app, double)
    await jobs.enqueue(double, { n: 1 })
    await new Promise(r => setTimeout(r, 50))
    expect(seen.length).toBe(before)
    await queue.close()
  })

  it('RUN_JOBS=false needs REDIS_URL', () => {
    expect(() => loadConfig({ RUN_JOBS: 'false' })).toThrow(/RUN_JOBS=false needs REDIS_URL/)
    expect(loadConfig({ RUN_JOBS: 'false', REDIS_URL: 'redis://127.0.0.1:6379' }).runJobs).toBe(false)
    expect(loadConfig({}).runJobs).toBe(true)
  })
})
