/**
 * The behaviour every JobQueue implementation keeps (queue/index.ts), as one suite run against
 * the in-process queue (queue.test.ts) and BullMQ on Redis (queue.redis.test.ts).
 */
import type { JobQueue } from '../../src/queue'

export function queueContract(factory: () => Promise<JobQueue>) {
  let queue: JobQueue
  beforeEach(async () => {
    queue = await factory()
  })
  afterEach(async () => {
    await queue.close()
  })

  it('runs an enqueued job with its payload (as JSON)', async () => {
    const seen: unknown[] = []
    queue.register('test.echo', async (payload, ctx) => {
      seen.push({ payload, name: ctx.name, attempt: ctx.attempt })
    })
    const { id } = await queue.enqueue('test.echo', { value: '张三' })
    await queue.drain(10_000)
    expect(typeof id).toBe('string')
    expect(seen).toEqual([{ payload: { value: '张三' }, name: 'test.echo', attempt: 1 }])
  })

  it('answers a call with its handler\'s result, after retries; a call that fails for good throws', async () => {
    queue.register('test.answer', async (p, ctx) => {
      if (ctx.attempt < p.failTimes + 1) throw new Error(`failure ${ctx.attempt}`)
      return { doubled: p.n * 2, attempt: ctx.attempt }
    })
    await expect(queue.call('test.answer', { n: 21, failTimes: 1 }, { timeoutMs: 10_000, attempts: 2, backoffMs: 10 })).resolves.toEqual({ doubled: 42, attempt: 2 })
    await expect(queue.call('test.answer', { n: 1, failTimes: 5 }, { timeoutMs: 10_000, attempts: 2, backoffMs: 10 })).rejects.toThrow(/failure 2/)
  })

  it('keeps a job enqueued before its handler registers until it does', async () => {
    await queue.enqueue('test.echo', { value: 'early' })
    const seen: string[] = []
    queue.register('test.echo', async p => void seen.push(p.value))
    await queue.drain(10_000)
    expect(seen).toEqual(['early'])
  })

  it('retries a failing job with back-off until it succeeds', async () => {
    const attempts: Record<string, number[]> = {}
    queue.register('test.flaky', async (p, ctx) => {
      ;(attempts[p.key] ??= []).push(ctx.attempt)
      if (ctx.attempt <= p.failTimes) throw new Error(`failure ${ctx.attempt}`)
    })
    await queue.enqueue('test.flaky', { failTimes: 2, key: 'a' }, { attempts: 3, backoffMs: 10 })
    await queue.drain(10_000)
    expect(attempts.a).toEqual([1, 2, 3])
  })

  it('gives up after the last attempt', async () => {
    let runs = 0
    queue.register('test.always-fails', async () => {
      runs++
      throw new Error('broken')
    })
    await queue.enqueue('test.always-fails', { n: 1 }, { attempts: 2, backoffMs: 10 })
    await queue.drain(10_000)
    expect(runs).toBe(2)
  })

  it('does not add a job twice while one with the same id is pending', async () => {
    const seen: string[] = []
    const first = await queue.enqueue('test.echo', { value: 'one' }, { jobId: 'report-compute-42' })
    const second = await queue.enqueue('test.echo', { value: 'two' }, { jobId: 'report-compute-42' })
    expect(second.id).toBe(first.id)
    queue.register('test.echo', async p => void seen.push(p.value))
    await queue.drain(10_000)
    expect(seen).toEqual(['one'])
  })

  it('runs a delayed job no earlier than its delay', async () => {
    const ranAt: number[] = []
    queue.register('test.delayed', async () => void ranAt.push(Date.now()))
    const start = Date.now()
    await queue.enqueue('test.delayed', { at: start }, { delayMs: 300 })
    await queue.drain(10_000)
    expect(ranAt).toHaveLength(1)
    expect(ranAt[0] - start).toBeGreaterThanOrEqual(290)
  })

  it('runs at most `concurrency` jobs of a name at once', async () => {
    let running = 0
    let peak = 0
    queue.register(
      'test.slow',
      async p => {
        running++
        peak = Math.max(peak, running)
        await new Promise(r => setTimeout(r, p.ms))
        running--
      },
      { concurrency: 2 }
    )
    for (let i = 0; i < 6; i++) await queue.enqueue('test.slow', { ms: 50 })
    await queue.drain(10_000)
    expect(peak).toBe(2)
  })

  it('counts its jobs waiting, running and delayed (the metrics of queue depth)', async () => {
    let release = () => undefined as void
    const held = new Promise<void>(resolve => (release = resolve))
    let started = () => undefined as void
    const running = new Promise<void>(resolve => (started = resolve))
    queue.register('test.held', async () => {
      started()
      await held
    })
    await queue.enqueue('test.held', { n: 1 })
    await running
    await queue.enqueue('test.held', { n: 2 })
    await queue.enqueue('test.held', { n: 3 }, { delayMs: 60_000, jobId: 'held-later' })
    const depth = async () => (await queue.depths()).find(d => d.name === 'test.held')
    expect(await depth()).toEqual({ name: 'test.held', waiting: 1, running: 1, delayed: 1 })
    release()
    for (let i = 0; i < 200 && (await depth())?.waiting !== 0; i++) await new Promise(r => setTimeout(r, 25))
    expect(await depth()).toMatchObject({ waiting: 0, delayed: 1 })
  })

  it('refuses bad names, ids and attempts', async () => {
    await expect(queue.enqueue('Test Echo' as 'test.echo', { value: 'x' })).rejects.toThrow(/area.action/)
    await expect(queue.enqueue('test.echo', { value: 'x' }, { jobId: 'a:b' })).rejects.toThrow(/job id/)
    await expect(queue.enqueue('test.echo', { value: 'x' }, { attempts: 0 })).rejects.toThrow(/attempts/)
  })

  it('refuses a second handler for a name', () => {
    queue.register('test.echo', async () => undefined)
    expect(() => queue.register('test.echo', async () => undefined)).toThrow(/already registered/)
  })

  it('answers ping while open', async () => {
    await expect(queue.ping()).resolves.toBeUndefined()
  })
}

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined }
