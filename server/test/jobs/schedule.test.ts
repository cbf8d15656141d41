/**
 * Scheduled jobs (docs/adding-a-job.md): a job run every period by the queue, one schedule per
 * key however often it is asked for, not pending between runs (drain() does not wait for the next
 * one), stopped with the queue.
 */
import { InProcessQueue } from '../../src/queue/inProcess'

const log = { info: () => {}, warn: () => {}, error: () => {} }

it('runs a scheduled job once per period, one schedule per key, without holding up drain()', async () => {
  const queue = new InProcessQueue(log as never)
  const runs: number[] = []
  queue.register('test.tick', async () => void runs.push(Date.now()))
  await queue.schedule('test.tick', {}, { everyMs: 1000, key: 'test-tick' })
  await queue.schedule('test.tick', {}, { everyMs: 1000, key: 'test-tick' })
  await queue.drain(200)
  await new Promise(r => setTimeout(r, 2300))
  expect(runs.length).toBe(2)
  await queue.close()
  await new Promise(r => setTimeout(r, 1200))
  expect(runs.length).toBe(2)
  await expect(queue.schedule('test.tick', {}, { everyMs: 1000, key: 'other' })).rejects.toThrow(/closed/)
})

it('refuses a period under a second and a key a Redis id cannot be', async () => {
  const queue = new InProcessQueue(log as never)
  await expect(queue.schedule('test.tick', {}, { everyMs: 10, key: 'fast' })).rejects.toThrow(/once a second/)
  await expect(queue.schedule('test.tick', {}, { everyMs: 1000, key: 'a:b' })).rejects.toThrow(/job id/)
  await queue.close()
})
