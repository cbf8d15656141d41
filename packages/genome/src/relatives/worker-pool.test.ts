import { EventEmitter } from 'events'
import type { Worker } from 'worker_threads'
import { WorkerPool } from './worker-pool'

/** a worker thread stand-in: records each request and answers it when told to */
class FakeWorker extends EventEmitter {
  readonly got: { id: number; request: string }[] = []
  postMessage(msg: { id: number; request?: string; close?: boolean }): void {
    if (msg.close) {
      setImmediate(() => this.emit('exit', 0))
      return
    }
    this.got.push({ id: msg.id, request: msg.request! })
  }
  /** answers the oldest request it holds */
  answer(): void {
    const m = this.got.shift()!
    this.emit('message', { id: m.id, result: `${m.request} done` })
  }
  async terminate(): Promise<number> {
    return 0
  }
}

function pool(n: number): { pool: WorkerPool<string, string>; workers: FakeWorker[] } {
  const workers = Array.from({ length: n }, () => new FakeWorker())
  return { pool: new WorkerPool<string, string>(workers as unknown as Worker[]), workers }
}

describe('WorkerPool', () => {
  it('hands a request meant for a worker to that worker while it is idle, and to no other while another request can go there', async () => {
    const { pool: p, workers: [w0, w1] } = pool(2)
    const a = p.run('a', 1)
    const b = p.run('b', 0)
    expect(w1.got.map(g => g.request)).toEqual(['a'])
    expect(w0.got.map(g => g.request)).toEqual(['b'])
    // both busy: queued in order
    const c = p.run('c', 1)
    const d = p.run('d', 0)
    w0.answer()
    // w0 is free again: it takes d (meant for it), not c (meant for w1, which is busy)
    expect(w0.got.map(g => g.request)).toEqual(['d'])
    w1.answer()
    expect(w1.got.map(g => g.request)).toEqual(['c'])
    w0.answer()
    w1.answer()
    await expect(Promise.all([a, b, c, d])).resolves.toEqual(['a done', 'b done', 'c done', 'd done'])
    await p.close()
  })

  it('lets an idle worker take the last request meant for a busy one rather than wait', async () => {
    const { pool: p, workers: [w0, w1] } = pool(2)
    const runs = [p.run('a', 0), p.run('b', 1)]
    // both busy: three more meant for w0 wait
    runs.push(...['c', 'd', 'e'].map(r => p.run(r, 0)))
    w1.answer()
    // w1 has nothing meant for it: it takes the last one queued for w0, which goes on from the front
    expect(w1.got.map(g => g.request)).toEqual(['e'])
    w0.answer()
    expect(w0.got.map(g => g.request)).toEqual(['c'])
    w0.answer()
    expect(w0.got.map(g => g.request)).toEqual(['d'])
    w0.answer()
    w1.answer()
    await expect(Promise.all(runs)).resolves.toEqual(['a done', 'b done', 'c done', 'd done', 'e done'])
    await p.close()
  })

  it('gives requests meant for no worker to the first idle one, in order', async () => {
    const { pool: p, workers } = pool(3)
    const runs = ['a', 'b', 'c', 'd'].map(r => p.run(r))
    expect(workers.map(w => w.got.map(g => g.request))).toEqual([['c'], ['b'], ['a']])
    workers[1].answer()
    expect(workers[1].got.map(g => g.request)).toEqual(['d'])
    for (const w of workers) while (w.got.length) w.answer()
    await expect(Promise.all(runs)).resolves.toEqual(['a done', 'b done', 'c done', 'd done'])
    await p.close()
  })

  it('fails the requests of a worker that dies and sends the rest to the others', async () => {
    const { pool: p, workers: [w0, w1] } = pool(2)
    const a = p.run('a', 0)
    const b = p.run('b', 1)
    const c = p.run('c', 0)
    w0.emit('error', new Error('boom'))
    await expect(a).rejects.toThrow('boom')
    w1.answer()
    // c was meant for the dead worker: the live one takes it
    expect(w1.got.map(g => g.request)).toEqual(['c'])
    w1.answer()
    await expect(Promise.all([b, c])).resolves.toEqual(['b done', 'c done'])
    await p.close()
  })
})
