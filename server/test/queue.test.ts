import { InProcessQueue } from '../src/queue/inProcess'
import { backoffDelay } from '../src/queue'
import { queueContract, silentLog } from './helpers/queueContract'

describe('in-process job queue', () => {
  queueContract(async () => new InProcessQueue(silentLog))

  it('doubles the back-off after each failure', () => {
    expect([1, 2, 3, 4].map(a => backoffDelay(a, 1000))).toEqual([1000, 2000, 4000, 8000])
  })

  it('hands each run its own copy of the payload', async () => {
    const queue = new InProcessQueue(silentLog)
    const payload = { value: 'a' }
    const seen: unknown[] = []
    queue.register('test.echo', async p => {
      seen.push(p)
      ;(p as { value: string }).value = 'changed by the handler'
    })
    await queue.enqueue('test.echo', payload)
    payload.value = 'changed by the caller'
    await queue.drain()
    await queue.close()
    expect(seen).toEqual([{ value: 'changed by the handler' }])
    expect(payload.value).toBe('changed by the caller')
  })

  it('refuses new jobs once closed, and reports the jobs it drops', async () => {
    const warned: unknown[] = []
    const queue = new InProcessQueue({ ...silentLog, warn: (obj: unknown) => void warned.push(obj) })
    await queue.enqueue('test.echo', { value: 'never run' })
    await queue.close()
    expect(warned).toEqual([{ dropped: 1 }])
    await expect(queue.enqueue('test.echo', { value: 'x' })).rejects.toThrow(/closed/)
    await expect(queue.ping()).rejects.toThrow(/closed/)
  })

  it('says so when it does not become idle in time', async () => {
    const queue = new InProcessQueue(silentLog)
    await queue.enqueue('test.echo', { value: 'no handler' })
    await expect(queue.drain(50)).rejects.toThrow(/not idle/)
    await queue.close()
  })
})
