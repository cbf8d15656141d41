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
  // two runs come (timers may be late on a loaded machine: wait for them, never for a fixed time)
  const end = Date.now() + 15_000
  while (runs.length < 2 && Date.now() < end) await new Promise(r => setTimeout(r, 50))
  expect(runs.length).toBeGreaterThanOrEqual(2)
  // one schedule for the key asked twice: the runs are a period apart, not two at a time
  expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(900)
  await queue.close()
  const atClose = runs.length
  await new Promise(r => setTimeout(r, 1200))
  expect(runs.length).toBe(atClose)
  await expect(queue.schedule('test.tick', {}, { everyMs: 1000, key: 'other' })).rejects.toThrow(/closed/)
})

it('refuses a period under a second and a key a Redis id cannot be', async () => {
  const queue = new InProcessQueue(log as never)
  await expect(queue.schedule('test.tick', {}, { everyMs: 10, key: 'fast' })).rejects.toThrow(/once a second/)
  await expect(queue.schedule('test.tick', {}, { everyMs: 1000, key: 'a:b' })).rejects.toThrow(/job id/)
  await queue.close()
})
