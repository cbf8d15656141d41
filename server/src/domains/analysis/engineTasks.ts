/**
 * What an engine worker thread runs (engineThreads.ts starts the threads): the calls of
 * genome.ts that read a whole raw file — the import check, the analysis, the Y full-sequence
 * call. The layout store lives in the API process (file storage): the thread asks for layouts
 * over the MessagePort it is given, and an analysis that stores a layout asks the API process to
 * take the layout's lock and read it ('lock'), then to store its answer and let go ('unlock'). A refusal travels back as a plain value (an Error's class
 * does not survive the thread boundary).
 */
import type { MessagePort } from 'node:worker_threads'
import { analyzeRawFile, callYFull, GenomeFileRejected, inspectRawFile, type LayoutBytesWriter, type RawFileOptions } from './genome'

export interface EngineTask {
  /** a file path, or the bytes (transferred) */
  input: string | Uint8Array
  fileName: string
  /** what the uploader said about the file (a confirmed whole-genome VCF) */
  options?: RawFileOptions
  /**
   * answers layout requests {id, op, layoutId, bytes?} with {id, bytes?, error?}: 'get' the stored
   * bytes; 'lock' takes the layout's lock and answers the stored bytes; 'unlock' stores `bytes`
   * (when given), lets the lock go and answers once stored
   */
  layouts?: MessagePort
}

export type EngineAnswer<T> = { ok: T } | { rejected: { reason: string; message: string } }

function portLayouts(port: MessagePort): LayoutBytesWriter {
  let next = 0
  const waiting = new Map<number, { resolve: (b: Uint8Array | null) => void; reject: (e: Error) => void }>()
  port.on('message', (m: { id: number; bytes?: Uint8Array | null; error?: string }) => {
    const w = waiting.get(m.id)
    if (!w) return
    waiting.delete(m.id)
    if (m.error) w.reject(new Error(m.error))
    else w.resolve(m.bytes ?? null)
  })
  const ask = (op: 'get' | 'lock' | 'unlock', layoutId: string, bytes?: Uint8Array | null) =>
    new Promise<Uint8Array | null>((resolve, reject) => {
      const id = next++
      waiting.set(id, { resolve, reject })
      port.postMessage({ id, op, layoutId, bytes })
    })
  return {
    get: id => ask('get', id),
    update: async (id, change) => {
      const stored = await ask('lock', id)
      let bytes: Uint8Array | null = null
      try {
        bytes = await change(stored)
      } finally {
        // a failed change lets the lock go without storing
        await ask('unlock', id, bytes)
      }
    }
  }
}

async function answer<T>(task: EngineTask, work: (layouts: LayoutBytesWriter | undefined) => Promise<T>): Promise<EngineAnswer<T>> {
  try {
    return { ok: await work(task.layouts ? portLayouts(task.layouts) : undefined) }
  } catch (err) {
    if (err instanceof GenomeFileRejected) return { rejected: { reason: err.reason, message: err.message } }
    throw err
  } finally {
    task.layouts?.close()
  }
}

export function inspect(task: EngineTask) {
  return answer(task, layouts => inspectRawFile(task.input, task.fileName, layouts, task.options))
}

export function analyze(task: EngineTask) {
  return answer(task, layouts => analyzeRawFile(task.input, task.fileName, undefined, layouts, task.options))
}

export function yfull(task: EngineTask) {
  return answer(task, () => callYFull(task.input, task.fileName))
}
