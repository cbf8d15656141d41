/** In-process job queue (the default; see queue/index.ts for the contract it keeps). */
import { randomUUID } from 'crypto'
import {
  CallOptions,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  EnqueueOptions,
  JobHandler,
  JobQueue,
  QueueDepth,
  QueueLogger,
  RegisterOptions,
  ScheduleOptions,
  backoffDelay,
  checkEnqueueOptions
} from './index'

interface PendingJob {
  id: string
  name: string
  payload: unknown
  attempt: number
  attempts: number
  backoffMs: number
}

interface Lane {
  handler: JobHandler<any> | null
  concurrency: number
  running: number
  /** jobs waiting for their retry delay or their start time */
  delayed: number
  waiting: PendingJob[]
}

export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process' as const
  private readonly lanes = new Map<string, Lane>()
  /** ids of jobs waiting, delayed or running: de-duplication, as BullMQ does it */
  private readonly pending = new Set<string>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private idleWaiters: Array<() => void> = []
  private closed = false

  constructor(private readonly log: QueueLogger) {}

  private lane(name: string): Lane {
    let lane = this.lanes.get(name)
    if (!lane) {
      lane = { handler: null, concurrency: 1, running: 0, delayed: 0, waiting: [] }
      this.lanes.set(name, lane)
    }
    return lane
  }

  register<P>(name: string, handler: JobHandler<P>, options: RegisterOptions = {}): void {
    const lane = this.lane(name)
    if (lane.handler) throw new Error(`a handler for ${name} is already registered`)
    lane.handler = handler
    lane.concurrency = Math.max(1, options.concurrency ?? 1)
    this.pump(name)
  }

  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<{ id: string }> {
    if (this.closed) throw new Error('the queue is closed')
    checkEnqueueOptions(name, options)
    const id = options.jobId ?? randomUUID()
    if (this.pending.has(id)) return { id }
    this.pending.add(id)
    // a copy through JSON: the same payload a Redis-backed queue would hand to the handler
    const job: PendingJob = {
      id,
      name,
      payload: JSON.parse(JSON.stringify(payload ?? null)),
      attempt: 1,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS
    }
    this.later(job, options.delayMs ?? 0)
    return { id }
  }

  /** callers waiting for a job's result (call()) */
  private readonly callers = new Map<string, { resolve(value: unknown): void; reject(err: unknown): void }>()

  async call<P, R>(name: string, payload: P, options: CallOptions): Promise<R> {
    const id = options.jobId ?? randomUUID()
    if (this.callers.has(id)) throw new Error(`job ${id} is already being called`)
    return new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.callers.delete(id)
        reject(new Error(`job ${name} ${id} not finished after ${options.timeoutMs} ms`))
      }, options.timeoutMs)
      this.callers.set(id, {
        resolve: v => (clearTimeout(timer), this.callers.delete(id), resolve(v as R)),
        reject: e => (clearTimeout(timer), this.callers.delete(id), reject(e))
      })
      this.enqueue(name, payload, { ...options, jobId: id }).catch(err => this.callers.get(id)?.reject(err))
    })
  }

  private readonly schedules = new Map<string, NodeJS.Timeout>()

  async schedule<P>(name: string, payload: P, options: ScheduleOptions): Promise<void> {
    if (this.closed) throw new Error('the queue is closed')
    checkEnqueueOptions(name, { jobId: options.key })
    if (!(options.everyMs >= 1000)) throw new Error('a schedule runs at most once a second')
    if (this.schedules.has(options.key)) return
    const timer = setInterval(() => {
      // one run per period: its id is the key and the period's number
      void this.enqueue(name, payload, { jobId: `${options.key}-${Math.floor(Date.now() / options.everyMs)}`, attempts: 1 }).catch(err => this.log.warn({ err, job: name }, 'scheduled job not queued'))
    }, options.everyMs)
    timer.unref()
    this.schedules.set(options.key, timer)
  }

  private later(job: PendingJob, delayMs: number): void {
    if (delayMs <= 0) {
      this.lane(job.name).waiting.push(job)
      setImmediate(() => this.pump(job.name))
      return
    }
    this.lane(job.name).delayed++
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      this.lane(job.name).delayed--
      this.lane(job.name).waiting.push(job)
      this.pump(job.name)
    }, delayMs)
    this.timers.add(timer)
  }

  private pump(name: string): void {
    const lane = this.lane(name)
    while (!this.closed && lane.handler && lane.running < lane.concurrency && lane.waiting.length > 0) {
      const job = lane.waiting.shift()!
      lane.running++
      void this.run(lane, job)
    }
    this.checkIdle()
  }

  private async run(lane: Lane, job: PendingJob): Promise<void> {
    try {
      const result = await lane.handler!(job.payload, { id: job.id, name: job.name, attempt: job.attempt })
      this.pending.delete(job.id)
      this.callers.get(job.id)?.resolve(JSON.parse(JSON.stringify(result ?? null)))
    } catch (err) {
      if (job.attempt < job.attempts && !this.closed) {
        const delay = backoffDelay(job.attempt, job.backoffMs)
        this.log.warn({ err, job: job.name, jobId: job.id, attempt: job.attempt, retryInMs: delay }, 'job failed, will retry')
        this.later({ ...job, attempt: job.attempt + 1 }, delay)
      } else {
        this.pending.delete(job.id)
        this.log.error({ err, job: job.name, jobId: job.id, attempt: job.attempt }, 'job failed for good')
        this.callers.get(job.id)?.reject(err)
      }
    } finally {
      lane.running--
      this.pump(job.name)
    }
  }

  private isIdle(): boolean {
    return this.pending.size === 0
  }

  private checkIdle(): void {
    if (!this.isIdle()) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const w of waiters) w()
  }

  drain(timeoutMs = 30_000): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`queue not idle after ${timeoutMs} ms (${this.pending.size} pending)`)), timeoutMs)
      this.idleWaiters.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }

  async depths(): Promise<QueueDepth[]> {
    return [...this.lanes].map(([name, lane]) => ({ name, waiting: lane.waiting.length, running: lane.running, delayed: lane.delayed }))
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('the queue is closed')
  }

  async close(): Promise<void> {
    this.closed = true
    for (const t of this.schedules.values()) clearInterval(t)
    this.schedules.clear()
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    // let running jobs finish; waiting ones are dropped (documented: in-process jobs do not survive a stop)
    const running = () => [...this.lanes.values()].reduce((n, l) => n + l.running, 0)
    const deadline = Date.now() + 10_000
    while (running() > 0 && Date.now() < deadline) await new Promise(r => setTimeout(r, 20))
    const dropped = [...this.lanes.values()].reduce((n, l) => n + l.waiting.length, 0)
    if (dropped > 0) this.log.warn({ dropped }, 'in-process queue closed with waiting jobs')
    this.pending.clear()
    this.checkIdle()
  }
}
