/**
 * The job queue: genotype processing, report computation, relative matching and notifications
 * run as jobs. One interface, two implementations:
 *  - in-process (default): jobs run in this server process; nothing to install. Jobs that are
 *    waiting when the process stops are lost, so every job must be safe to enqueue again (the
 *    domains re-enqueue unfinished work on start from their own tables' state).
 *  - BullMQ on Redis (when REDIS_URL is set): jobs survive restarts and several server/worker
 *    processes share them.
 * Both give the same guarantees the domains may rely on: at-least-once delivery, retries with
 * exponential back-off, de-duplication by jobId while a job is pending, delays.
 *
 * This is the transport: names are strings and payloads plain JSON (they cross Redis). Domains do
 * not use it directly: they declare typed jobs (name, zod payload, handler) with defineJob() and
 * enqueue them through app.jobs (server/src/jobs), which validates the payload both ways.
 */
import type { FastifyBaseLogger } from 'fastify'

export interface JobContext {
  id: string
  name: string
  /** 1 for the first run */
  attempt: number
}

/** a handler's result is kept for call() (plain JSON: it crosses Redis); enqueue() ignores it */
export type JobHandler<P> = (payload: P, context: JobContext) => Promise<unknown>

export interface EnqueueOptions {
  /** a job with the same id that is still waiting, delayed or running is not added again */
  jobId?: string
  delayMs?: number
  /** runs in all, first included; default 3 */
  attempts?: number
  /** first retry after this many ms, doubling each time; default 1000 */
  backoffMs?: number
}

export interface ScheduleOptions {
  everyMs: number
  /** one schedule per key, whichever processes ask for it */
  key: string
}

export interface RegisterOptions {
  /** jobs of this name run at most this many at once in this process; default 1 */
  concurrency?: number
  /**
   * BullMQ: how long a running job's lock lasts without renewal (default 30 s). A process killed
   * mid-job (kill -9) holds it this long; then the job is stalled and runs again elsewhere.
   */
  lockMs?: number
}

export interface CallOptions extends EnqueueOptions {
  /** the caller gives up (and throws) after this long */
  timeoutMs: number
}

export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq'
  /** runs jobs of this name in this process (a process that never registers a handler only enqueues) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register<P = any>(name: string, handler: JobHandler<P>, options?: RegisterOptions): void
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<{ id: string }>
  /**
   * Queues a job and waits for its handler's result (the relatives job asking each matcher shard,
   * server/src/matcher): retried like any job; throws when it failed for good or after timeoutMs.
   */
  call<P, R>(name: string, payload: P, options: CallOptions): Promise<R>
  /**
   * A job run every `everyMs` (a scheduled job): in process, a timer of the queue enqueues it
   * once per period (not pending between runs, so drain() is not held up by it); on BullMQ, a
   * repeatable job whose key makes every process that schedules it share one schedule.
   */
  schedule<P>(name: string, payload: P, options: ScheduleOptions): Promise<void>
  /** resolves once nothing is waiting, delayed or running (tests, graceful shutdown) */
  drain(timeoutMs?: number): Promise<void>
  /** checks the backing service (health endpoint) */
  ping(): Promise<void>
  /** jobs of each queue this process knows (registered or enqueued to): the metrics' queue depths */
  depths(): Promise<QueueDepth[]>
  close(): Promise<void>
}

export interface QueueDepth {
  name: string
  waiting: number
  running: number
  delayed: number
}

export const DEFAULT_ATTEMPTS = 3
export const DEFAULT_BACKOFF_MS = 1000
const JOB_ID = /^[A-Za-z0-9._-]{1,200}$/

export function checkEnqueueOptions(name: string, options: EnqueueOptions): void {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/.test(name)) throw new Error(`job name ${name} must look like area.action`)
  // BullMQ keeps ids in Redis keys separated by ':'; the same rule for both keeps them interchangeable
  if (options.jobId !== undefined && !JOB_ID.test(options.jobId)) throw new Error(`job id ${options.jobId} may use letters, digits, '.', '_' and '-' only`)
  if (options.attempts !== undefined && (!Number.isInteger(options.attempts) || options.attempts < 1)) throw new Error('attempts must be a positive integer')
}

export function backoffDelay(attempt: number, baseMs: number): number {
  return baseMs * 2 ** (attempt - 1)
}

export type QueueLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
