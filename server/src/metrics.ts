/**
 * The process's Prometheus metrics (prom-client): one registry per process, as Prometheus scrapes
 * a process. Every app built in the process (the tests build many) records into the same
 * metrics; an app adds its queue as a source of queue depths while it is open.
 *
 *   xungen_http_request_duration_seconds{method,route,status}   per declared route, never the raw URL
 *   xungen_job_duration_seconds{job,outcome}                     every job run (analysis, relatives matching, …)
 *   xungen_queue_jobs{queue,state}                               waiting, running and delayed jobs at scrape time
 *   xungen_pipeline_stage_seconds{stage}                         the analysis pipeline's stages
 *   plus Node's process metrics (CPU, memory, event-loop lag, GC) from prom-client's defaults
 */
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { JobQueue } from './queue'

export const registry = new Registry()
collectDefaultMetrics({ register: registry, prefix: 'xungen_' })

export const httpDuration = new Histogram({
  name: 'xungen_http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by declared route',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry]
})

export const jobDuration = new Histogram({
  name: 'xungen_job_duration_seconds',
  help: 'Time a job ran, by job name and outcome (ok, failed: retried or given up by the queue)',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [registry]
})

export const pipelineStage = new Histogram({
  name: 'xungen_pipeline_stage_seconds',
  help: "Time of each stage of a sample's analysis (decrypt, catalogue, parse, qc, y, mt, ancestry, health)",
  labelNames: ['stage'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry]
})

export const matcherQueryDuration = new Histogram({
  name: 'xungen_matcher_query_seconds',
  help: "Time a matcher shard took to answer one kit's relatives query (sync with the database included), by shard",
  labelNames: ['shard'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry]
})

const queues = new Set<JobQueue>()

new Gauge({
  name: 'xungen_queue_jobs',
  help: 'Jobs of each queue this process knows, by state, at scrape time',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset()
    for (const queue of queues) {
      const depths = await queue.depths().catch(() => [])
      for (const d of depths) {
        this.inc({ queue: d.name, state: 'waiting' }, d.waiting)
        this.inc({ queue: d.name, state: 'running' }, d.running)
        this.inc({ queue: d.name, state: 'delayed' }, d.delayed)
      }
    }
  }
})

/** Counts this queue's jobs in the depths until the returned function is called (the app's close). */
export function watchQueue(queue: JobQueue): () => void {
  queues.add(queue)
  return () => void queues.delete(queue)
}

/** Records an analysis's stage timings (milliseconds, as the engine reports them). */
export function observeStages(timingsMs: Record<string, number>): void {
  for (const [stage, ms] of Object.entries(timingsMs)) if (Number.isFinite(ms) && ms >= 0) pipelineStage.observe({ stage }, ms / 1000)
}
