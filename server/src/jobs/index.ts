/**
 * Typed queue jobs. A domain declares each of its jobs once, in its jobs.ts, with defineJob():
 * a name (`area.action`), a zod schema of the payload, the handler and the queue options; and
 * lists them in its index (`jobs: [...]`). Services enqueue with `jobs.enqueue(JOB, payload)`:
 * the payload is checked against the schema before it is queued and again before the handler
 * runs (a payload queued by an older version is refused, not half-understood).
 *
 * Where jobs run (docs/adding-a-job.md):
 *  - in the API process by default (in-process queue, or BullMQ when REDIS_URL is set);
 *  - with RUN_JOBS=false the API only enqueues, and `npm run worker` (server/src/worker.ts) runs
 *    them in separate processes: BullMQ on Redis carries them across (RUN_JOBS=false without
 *    REDIS_URL is refused at start: the jobs would never run).
 * Handlers must be idempotent: delivery is at least once, with retries.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CallOptions, EnqueueOptions, JobContext, JobQueue, QueueLogger, RegisterOptions } from '../queue'
import { tagPayload, untagPayload, withRequestId } from '../requestContext'
import { jobDuration } from '../metrics'

export interface JobDeclaration<S extends z.ZodType = z.ZodType> {
  readonly name: string
  readonly payload: S
  /** the work; it reads what it needs from the app (the domain's decorations, app.db, app.storage) */
  run(payload: z.output<S>, context: JobContext & { app: FastifyInstance }): Promise<void>
  /** defaults for every enqueue of this job (attempts, back-off) */
  readonly defaults?: Omit<EnqueueOptions, 'jobId' | 'delayMs'>
  readonly concurrency?: RegisterOptions['concurrency']
  /** BullMQ lock of a running job (RegisterOptions.lockMs; JOB_LOCK_MS by default) */
  readonly lockMs?: number
}

export function defineJob<S extends z.ZodType>(job: JobDeclaration<S>): JobDeclaration<S> {
  return job
}

export class Jobs {
  private readonly declared = new Map<string, JobDeclaration>()

  constructor(
    private readonly queue: JobQueue,
    /** whether this process runs jobs (RUN_JOBS), or only enqueues them */
    readonly runs: boolean,
    private readonly log: QueueLogger,
    /** BullMQ lock of running jobs (JOB_LOCK_MS): how soon a killed worker's job runs again */
    private readonly lockMs?: number
  ) {}

  /** Makes a job known; in a process that runs jobs, its handler starts taking work. */
  register<S extends z.ZodType>(app: FastifyInstance, job: JobDeclaration<S>): void {
    if (this.declared.has(job.name)) throw new Error(`job ${job.name} is declared twice`)
    this.declared.set(job.name, job)
    if (!this.runs) return
    this.queue.register(
      job.name,
      async (tagged: unknown, context: JobContext) => {
        // the request that queued it (requestContext.ts), or the job itself
        const { payload: raw, reqId } = untagPayload(tagged)
        return withRequestId(reqId ?? `job:${context.id}`, () => this.runOne(app, job, raw, context))
      },
      { concurrency: job.concurrency, lockMs: job.lockMs ?? this.lockMs }
    )
  }

  private async runOne<S extends z.ZodType>(app: FastifyInstance, job: JobDeclaration<S>, raw: unknown, context: JobContext): Promise<void> {
    const parsed = job.payload.safeParse(raw)
    if (!parsed.success) {
      // retrying cannot make it valid: log and drop
      this.log.error({ job: job.name, jobId: context.id, issues: parsed.error.issues }, 'job payload does not match its schema; dropped')
      return
    }
    this.log.info({ job: job.name, jobId: context.id, attempt: context.attempt }, 'job started')
    const end = jobDuration.startTimer({ job: job.name })
    try {
      await job.run(parsed.data, { ...context, app })
      end({ outcome: 'ok' })
    } catch (err) {
      end({ outcome: 'failed' })
      throw err
    }
  }

  /** Queues a job; the payload must match the job's schema. */
  async enqueue<S extends z.ZodType>(job: JobDeclaration<S>, payload: z.input<S>, options: EnqueueOptions = {}): Promise<{ id: string }> {
    if (this.declared.get(job.name) !== job) throw new Error(`job ${job.name} is not listed by a domain (its index's jobs)`)
    // checked here, queued as given (plain JSON), parsed again where it runs
    job.payload.parse(payload)
    return this.queue.enqueue(job.name, tagPayload(payload), { ...job.defaults, ...options })
  }

  /** Runs a job every `everyMs` (docs/adding-a-job.md, "Scheduled jobs"); one schedule per key across processes. */
  async schedule<S extends z.ZodType>(job: JobDeclaration<S>, payload: z.input<S>, options: { everyMs: number; key: string }): Promise<void> {
    if (this.declared.get(job.name) !== job) throw new Error(`job ${job.name} is not listed by a domain (its index's jobs)`)
    job.payload.parse(payload)
    await this.queue.schedule(job.name, payload, options)
  }

  /** Queues a job on a queue that no domain declares (a matcher shard's, server/src/matcher.ts), tagged with the request id. */
  send(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<{ id: string }> {
    return this.queue.enqueue(name, tagPayload(payload), options)
  }

  /** Queues a job outside the declared ones' handlers and waits for its result (queue.call), tagged with the request id. */
  call<P, R>(name: string, payload: P, options: CallOptions): Promise<R> {
    return this.queue.call<P, R>(name, tagPayload(payload), options)
  }

  /** the names of the declared jobs (the worker logs them) */
  names(): string[] {
    return [...this.declared.keys()]
  }
}
