import * as fs from 'fs'
import * as path from 'path'
import { parentPort, Worker } from 'worker_threads'

/**
 * Starts a worker thread on a module of this package, compiled or not.
 *
 * The CLI and the server run the compiled library (dist/, `npm run build`), where the worker
 * is a .js file next to its caller. Tests (jest with @swc/jest) and the npm scripts (run with
 * `node --import tsx`) load the TypeScript sources, and a worker thread does not inherit
 * jest's transform or tsx's --import hooks on Node 20; there the worker is started from a
 * two-line bootstrap that registers tsx's CommonJS hook (tsx is a dev dependency of the
 * repository) and then requires the .ts module.
 */
export function startWorker(dir: string, moduleName: string, workerData: unknown, transferList: readonly ArrayBuffer[] = []): Worker {
  const js = path.join(dir, `${moduleName}.js`)
  if (fs.existsSync(js)) return new Worker(js, { workerData, transferList: transferList as ArrayBuffer[] })
  const ts = path.join(dir, `${moduleName}.ts`)
  if (!fs.existsSync(ts)) throw new Error(`worker module ${moduleName} not found in ${dir}`)
  let tsx: string
  try {
    tsx = require.resolve('tsx/cjs')
  } catch {
    throw new Error(`cannot start worker ${ts}: running from TypeScript sources needs the tsx package (npm install), or build the package first (npm run build -w @xungen/genome)`)
  }
  const bootstrap = `require(${JSON.stringify(tsx)}); require(${JSON.stringify(ts)})`
  return new Worker(bootstrap, { eval: true, workerData, transferList: transferList as ArrayBuffer[] })
}

/**
 * The worker side of WorkerPool, run in the worker thread: answers each { id, request } with
 * { id, result } or { id, error }; { close } runs `onClose` and ends the thread's port.
 */
export function answerPoolRequests<Req, Res>(handle: (request: Req) => Res, onClose?: () => void): void {
  parentPort!.on('message', (msg: { id: number; request?: Req; close?: boolean }) => {
    if (msg.close) {
      onClose?.()
      parentPort!.close()
      return
    }
    try {
      parentPort!.postMessage({ id: msg.id, result: handle(msg.request!) })
    } catch (e) {
      parentPort!.postMessage({ id: msg.id, error: (e as Error).stack ?? String(e) })
    }
  })
}

/**
 * A fixed set of workers answering { id, request } messages. Requests are queued and handed
 * to the first idle worker, so ranges of unequal cost balance themselves. A request may name
 * the worker it is meant for (`prefer`, an index into `workers`: that worker keeps what an
 * earlier request left there, such as the overlaps of a layout index's last query layout); an
 * idle worker takes the first request meant for it or for no one, and only when none is
 * queued the last request meant for a busy worker, so no worker waits while work is queued.
 */
export class WorkerPool<Req, Res> {
  private readonly idle: Worker[] = []
  private readonly queue: { request: Req; prefer?: number; resolve: (r: Res) => void; reject: (e: Error) => void }[] = []
  private readonly pending = new Map<number, { resolve: (r: Res) => void; reject: (e: Error) => void; worker: Worker }>()
  private readonly alive = new Set<Worker>()
  private nextId = 1
  private closed = false

  constructor(readonly workers: Worker[]) {
    for (const w of workers) {
      w.on('message', (msg: { id: number; result?: Res; error?: string }) => {
        const p = this.pending.get(msg.id)
        if (!p) return
        this.pending.delete(msg.id)
        if (msg.error !== undefined) p.reject(new Error(`match worker failed: ${msg.error}`))
        else p.resolve(msg.result as Res)
        this.release(w)
      })
      const fail = (err: Error) => {
        // a dead worker takes no more work: drop it, fail what it held, and fail the queue when
        // no worker is left
        const i = this.idle.indexOf(w)
        if (i >= 0) this.idle.splice(i, 1)
        this.alive.delete(w)
        for (const [id, p] of this.pending) {
          if (p.worker === w) {
            this.pending.delete(id)
            p.reject(err)
          }
        }
        if (this.alive.size === 0) for (const job of this.queue.splice(0)) job.reject(new Error(`no worker left: ${err.message}`))
      }
      w.on('error', fail)
      w.on('exit', code => {
        if (!this.closed) fail(new Error(`worker exited with code ${code}`))
      })
      this.alive.add(w)
      this.idle.push(w)
    }
  }

  get size(): number {
    return this.workers.length
  }

  run(request: Req, prefer?: number): Promise<Res> {
    if (this.closed) return Promise.reject(new Error('worker pool is closed'))
    return new Promise((resolve, reject) => {
      this.queue.push({ request, prefer: prefer === undefined ? undefined : prefer % this.workers.length, resolve, reject })
      this.dispatch()
    })
  }

  private release(w: Worker): void {
    this.idle.push(w)
    this.dispatch()
  }

  private dispatch(): void {
    while (this.idle.length && this.queue.length) {
      let a = this.idle.length - 1
      let j = -1
      // a request meant for an idle worker (or for no one) first
      for (let x = 0; x < this.queue.length && j < 0; x++) {
        const prefer = this.queue[x].prefer
        if (prefer === undefined) j = x
        else {
          const y = this.idle.indexOf(this.workers[prefer])
          if (y >= 0) {
            a = y
            j = x
          }
        }
      }
      // else the last one meant for a busy (or dead) worker: its owner works on from the front
      if (j < 0) j = this.queue.length - 1
      const w = this.idle.splice(a, 1)[0]
      const job = this.queue.splice(j, 1)[0]
      const id = this.nextId++
      this.pending.set(id, { resolve: job.resolve, reject: job.reject, worker: w })
      w.postMessage({ id, request: job.request })
    }
  }

  /** asks every worker to release its resources (open files) and exit; terminates stragglers */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await Promise.all(
      this.workers.map(
        w =>
          new Promise<void>(resolve => {
            const timer = setTimeout(() => void w.terminate().then(() => resolve()), 2000)
            w.once('exit', () => {
              clearTimeout(timer)
              resolve()
            })
            w.postMessage({ close: true })
          })
      )
    )
  }
}
