/** BullMQ job queue on Redis (when REDIS_URL is set; see queue/index.ts for the contract it keeps). */
import { Queue, QueueEvents, Worker, type ConnectionOptions, type Job } from 'bullmq'
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
  checkEnqueueOptions
} from './index'

export interface BullMqQueueOptions {
  redisUrl: string
  /** Redis key prefix: separates deployments (and test runs) sharing one Redis */
  prefix: string
  log: QueueLogger
}

export class BullMqQueue implements JobQueue {
  readonly kind = 'bullmq' as const
  private readonly queues = new Map<string, Queue>()
  private readonly workers = new Map<string, Worker>()
  /** the finished/failed events of a queue this process call()s (one connection per queue) */
  private readonly events = new Map<string, Promise<QueueEvents>>()
  private readonly connection: ConnectionOptions
  private closed = false

  constructor(private readonly options: BullMqQueueOptions) {
    // Workers block on Redis; BullMQ requires maxRetriesPerRequest null for them.
    this.connection = { url: options.redisUrl, maxRetriesPerRequest: null }
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name)
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.options.prefix })
      queue.on('error', err => this.options.log.error({ err, queue: name }, 'queue connection error'))
      this.queues.set(name, queue)
    }
    return queue
  }

  register<P>(name: string, handler: JobHandler<P>, options: RegisterOptions = {}): void {
    if (this.workers.has(name)) throw new Error(`a handler for ${name} is already registered`)
    const worker = new Worker(
      name,
      async (job: Job) => handler(job.data as P, { id: String(job.id), name, attempt: job.attemptsMade + 1 }),
      {
        connection: this.connection, prefix: this.options.prefix, concurrency: Math.max(1, options.concurrency ?? 1),
        // a killed process's job is found stalled once its lock lapses, checked at half that period
        ...(options.lockMs ? { lockDuration: options.lockMs, stalledInterval: Math.max(500, Math.round(options.lockMs / 2)), maxStalledCount: 3 } : {})
      }
    )
    worker.on('failed', (job, err) => {
      const final = job ? job.attemptsMade >= (job.opts.attempts ?? 1) : true
      this.options.log[final ? 'error' : 'warn']({ err, job: name, jobId: job?.id, attempt: job?.attemptsMade }, final ? 'job failed for good' : 'job failed, will retry')
    })
    worker.on('error', err => this.options.log.error({ err, queue: name }, 'worker error'))
    this.workers.set(name, worker)
  }

  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<{ id: string }> {
    if (this.closed) throw new Error('the queue is closed')
    checkEnqueueOptions(name, options)
    const job = await this.queue(name).add(name, payload, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
      // keep finished jobs briefly for inspection, not forever
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 }
    })
    return { id: String(job.id) }
  }

  private queueEvents(name: string): Promise<QueueEvents> {
    let events = this.events.get(name)
    if (!events) {
      const e = new QueueEvents(name, { connection: this.connection, prefix: this.options.prefix })
      e.on('error', err => this.options.log.error({ err, queue: name }, 'queue events connection error'))
      events = e.waitUntilReady().then(() => e)
      this.events.set(name, events)
    }
    return events
  }

  async call<P, R>(name: string, payload: P, options: CallOptions): Promise<R> {
    // listening before the job is added, so that its end is never missed
    const events = await this.queueEvents(name)
    const { id } = await this.enqueue(name, payload, options)
    const job = await this.queue(name).getJob(id)
    if (!job) throw new Error(`job ${name} ${id} vanished`)
    return (await job.waitUntilFinished(events, options.timeoutMs)) as R
  }

  async schedule<P>(name: string, payload: P, options: ScheduleOptions): Promise<void> {
    if (this.closed) throw new Error('the queue is closed')
    checkEnqueueOptions(name, { jobId: options.key })
    // a job scheduler: upserted under its key, so every process that schedules it shares one schedule
    await this.queue(name).upsertJobScheduler(options.key, { every: options.everyMs }, { name, data: payload, opts: { attempts: 1, removeOnComplete: { age: 3600, count: 100 }, removeOnFail: { age: 7 * 24 * 3600 } } })
  }

  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      let pending = 0
      for (const queue of this.queues.values()) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children')
        pending += Object.values(counts).reduce((a, b) => a + b, 0)
      }
      if (pending === 0) return
      if (Date.now() > deadline) throw new Error(`queue not idle after ${timeoutMs} ms (${pending} pending)`)
      await new Promise(r => setTimeout(r, 50))
    }
  }

  async depths(): Promise<QueueDepth[]> {
    // the queues this process works for (a worker enqueues nothing) and those it enqueued to
    const names = new Set([...this.workers.keys(), ...this.queues.keys()].filter(name => name !== 'health.ping'))
    return Promise.all(
      [...names].map(async name => {
        const c = await this.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed')
        return { name, waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), running: c.active ?? 0, delayed: c.delayed ?? 0 }
      })
    )
  }

  async ping(): Promise<void> {
    // a real round trip to Redis (a job count of an empty queue)
    await this.queue('health.ping').getJobCounts('waiting')
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all([...this.workers.values()].map(w => w.close()))
    await Promise.all([...this.events.values()].map(async e => (await e).close()))
    this.events.clear()
    await Promise.all([...this.queues.values()].map(q => q.close()))
    this.workers.clear()
    this.queues.clear()
  }
}
