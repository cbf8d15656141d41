/**
 * The genome engine off the API's event loop: reading a whole raw file (the import check, the
 * analysis, the Y full-sequence call) takes seconds of CPU, so it runs on a pool of worker
 * threads (piscina) and the event loop goes on answering other people meanwhile — with the
 * in-process queue as much as under `npm run worker`. Same calls and answers as genome.ts
 * (a refusal is GenomeFileRejected); the input is a file path or bytes (transferred, not copied).
 *
 * Threads: ENGINE_THREADS (default: the cores less one, at least 1, at most 4). Each thread
 * loads the engine's reference data once and is kept while work keeps coming. Work beyond
 * the threads waits in the pool's queue (ENGINE_QUEUE, default 64); past that it is refused
 * with 4290 (the callers' own bounds, security/concurrency.ts, keep it from filling up).
 */
import os from 'node:os'
import path from 'node:path'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import type { Piscina } from 'piscina'
import { CODES } from '@xungen/contracts'
import { AppError } from '../../errors'
import { ANALYSIS_STAGES, GenomeFileRejected, type AnalysisStage, type GenomeAnalysis, type LayoutBytesStore, type LayoutBytesWriter, type RawFileInspection, type RawFileOptions, type YFullCall } from './genome'
import type { EngineAnswer } from './engineTasks'

let pool: Piscina | null = null

function threads(): number {
  const n = Number(process.env.ENGINE_THREADS)
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 32) : Math.max(1, Math.min(4, os.availableParallelism() - 1))
}

function enginePool(): Piscina {
  if (!pool) {
    const max = threads()
    const queue = Number(process.env.ENGINE_QUEUE)
    // piscina is loaded with the first pool, not with the app
    const { Piscina: Pool } = require('piscina') as typeof import('piscina')
    pool = new Pool({
      filename: path.join(__dirname, 'engineWorker.cjs'),
      minThreads: 0,
      maxThreads: max,
      maxQueue: Number.isInteger(queue) && queue >= 1 ? queue : 64,
      // the reference data takes a second or two to load: a thread stays while work keeps coming
      idleTimeout: 10 * 60_000,
      // a thread's own heap: a parse holds one file's calls, never the file's text
      resourceLimits: { maxOldGenerationSizeMb: 2048 }
    })
  }
  return pool
}

/** stops the threads (the app's close); a later call starts a new pool */
export async function closeEngineThreads(): Promise<void> {
  const p = pool
  pool = null
  await p?.destroy()
}

/** threads running and tasks waiting (health and tests) */
export function engineThreadStats(): { threads: number; queued: number } {
  return { threads: pool?.threads.length ?? 0, queued: pool?.queueSize ?? 0 }
}

async function runTask<T>(name: 'inspect' | 'analyze' | 'yfull', input: string | Uint8Array, fileName: string, layouts?: LayoutBytesStore | LayoutBytesWriter, options?: RawFileOptions): Promise<T> {
  const transfer: Array<ArrayBuffer | MessagePort> = []
  let data = input
  if (typeof input !== 'string') {
    // hand the bytes over without copying when they own their whole buffer (a copy otherwise)
    const whole = input.byteOffset === 0 && input.byteLength === input.buffer.byteLength && input.buffer instanceof ArrayBuffer
    data = whole ? input : input.slice()
    transfer.push((data as Uint8Array).buffer as ArrayBuffer)
  }
  let channel: MessageChannel | null = null
  // layouts whose lock this task's thread holds: what to store when it lets go, or why not
  const held = new Map<string, { store: (bytes: Uint8Array | null) => void; abandon: (err: Error) => void; done: Promise<void> }>()
  if (layouts) {
    channel = new MessageChannel()
    const port = channel.port1
    const reply = (id: number, work: Promise<Uint8Array | null>) =>
      work.then(
        bytes => port.postMessage({ id, bytes }),
        (err: Error) => port.postMessage({ id, error: err.message })
      )
    port.on('message', (m: { id: number; op: 'get' | 'lock' | 'unlock'; layoutId: string; bytes?: Uint8Array | null }) => {
      if (m.op === 'get') return void reply(m.id, layouts.get(m.layoutId))
      if (m.op === 'unlock') {
        const h = held.get(m.layoutId)
        held.delete(m.layoutId)
        if (!h) return void reply(m.id, Promise.reject(new Error(`layout ${m.layoutId} is not locked`)))
        h.store(m.bytes ?? null)
        return void reply(m.id, h.done.then(() => null))
      }
      if (!('update' in layouts)) return void reply(m.id, Promise.reject(new Error('this task may not store layouts')))
      let locked!: (bytes: Uint8Array | null) => void
      const lockedOrFailed = new Promise<Uint8Array | null>((resolve, reject) => {
        locked = resolve
        const h = { store: (_: Uint8Array | null) => {}, abandon: (_: Error) => {}, done: Promise.resolve() }
        h.done = layouts.update(
          m.layoutId,
          stored =>
            new Promise<Uint8Array | null>((store, abandon) => {
              h.store = store
              h.abandon = abandon
              held.set(m.layoutId, h)
              locked(stored)
            })
        )
        h.done.catch(reject)
      })
      reply(m.id, lockedOrFailed)
    })
    transfer.push(channel.port2)
  }
  let answer: EngineAnswer<T>
  try {
    answer = await enginePool().run({ input: data, fileName, options, layouts: channel?.port2 }, { name, transferList: transfer as never })
  } catch (err) {
    if ((err as Error).message === 'Task queue is at limit') throw new AppError(CODES.TOO_MANY_REQUESTS, '当前处理的请求较多，请稍等片刻后重试', { data: { retryAfterSeconds: 10 } })
    throw err
  } finally {
    channel?.port1.close()
    // a thread that ended (or failed) holding a layout's lock: let it go without storing
    for (const h of held.values()) h.abandon(new Error('the engine task ended holding the layout lock'))
    await Promise.allSettled([...held.values()].map(h => h.done))
  }
  if ('rejected' in answer) throw new GenomeFileRejected(answer.rejected.reason, answer.rejected.message)
  return answer.ok
}

/** inspectRawFile (genome.ts) on an engine thread */
export function inspectRawFileOffThread(input: string | Uint8Array, fileName: string, layouts?: LayoutBytesStore, options?: RawFileOptions) {
  return runTask<RawFileInspection>('inspect', input, fileName, layouts, options)
}

/** analyzeRawFile (genome.ts) on an engine thread; `onStage` is awaited after the stages, on this thread */
export async function analyzeRawFileOffThread(input: string | Uint8Array, fileName: string, onStage?: (stage: AnalysisStage) => Promise<void> | void, layouts?: LayoutBytesWriter, options?: RawFileOptions): Promise<GenomeAnalysis> {
  const a = await runTask<GenomeAnalysis>('analyze', input, fileName, layouts, options)
  for (const stage of ANALYSIS_STAGES) await onStage?.(stage)
  return a
}

/** callYFull (genome.ts) on an engine thread */
export function callYFullOffThread(input: string | Uint8Array, fileName: string): Promise<YFullCall> {
  return runTask<YFullCall>('yfull', input, fileName)
}
