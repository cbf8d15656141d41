/**
 * The electronic report is drawn on worker threads (piscina), never on the API's event loop:
 * a report takes a second or more of CPU (text layout, the font's subset, compression) and the
 * loop goes on answering everyone else meanwhile.
 *
 * Threads: PDF_THREADS (default 1; the concurrency bounds of security/concurrency.ts keep the
 * work that reaches them small). Work beyond the threads waits in a short queue (PDF_QUEUE,
 * default 8); past that it is refused with 4290. A thread is kept while reports keep coming
 * (it holds the parsed font); a server started outside the tests keeps one ready from its start.
 */
import path from 'node:path'
import type { Piscina } from 'piscina'
import { CODES } from '@xungen/contracts'
import { AppError } from '../../../errors'
import type { ReportPdfData } from './data'

export interface RenderedPdf {
  pdf: Buffer
  pages: number
  fill: number[]
}

let pool: Piscina | null = null

function envInt(name: string, fallback: number, max: number): number {
  const n = Number(process.env[name])
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback
}

function pdfPool(keepOne = false): Piscina {
  if (!pool) {
    // piscina is loaded with the first pool, not with the app
    const { Piscina: Pool } = require('piscina') as typeof import('piscina')
    pool = new Pool({
      filename: path.join(__dirname, 'worker.cjs'),
      // a server keeps one thread ready (the code loaded, the font parsed: a second or two); tests do not
      minThreads: keepOne ? 1 : 0,
      maxThreads: envInt('PDF_THREADS', 1, 8),
      maxQueue: envInt('PDF_QUEUE', 8, 256),
      idleTimeout: 5 * 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 512 }
    })
  }
  return pool
}

/** the PDF of `data`, drawn on a worker thread */
export async function renderOffThread(data: ReportPdfData): Promise<RenderedPdf> {
  let r: { pdf: Uint8Array; pages: number; fill: number[] }
  try {
    r = await pdfPool().run(data)
  } catch (err) {
    if ((err as Error).message === 'Task queue is at limit') throw new AppError(CODES.TOO_MANY_REQUESTS, '当前生成报告的请求较多，请稍等片刻后重试', { data: { retryAfterSeconds: 10 } })
    throw err
  }
  return { pdf: Buffer.from(r.pdf.buffer, r.pdf.byteOffset, r.pdf.byteLength), pages: r.pages, fill: r.fill }
}

/** starts a thread and has it load the code and parse the font, so that the first report does not wait for that */
export async function warmPdfThreads(): Promise<void> {
  await pdfPool(true).run(null, { name: 'warm' })
}

/** stops the threads (the app's close); a later render starts a new pool */
export async function closePdfThreads(): Promise<void> {
  const p = pool
  pool = null
  await p?.destroy()
}
