/**
 * The metrics of the processes that serve no HTTP (job workers, matcher shards: issue 27), seen
 * through the API. Each such process puts its registry (metrics.ts) into Redis every
 * METRICS_PUSH_MS, under `<REDIS_PREFIX>:metrics:process:<role>:<host>:<pid>`, a key that lives
 * three periods (a process killed with `kill -9` drops out by itself; a clean stop deletes it).
 * Any API node's GET /metrics/fleet (plugins/metrics.ts, the same scraper rule as /metrics)
 * answers every pushed process's metrics in the Prometheus text format, each series labelled
 * `role` and `process` (`<host>:<pid>`), so one scrape of one node (through the load balancer)
 * sees them all: `xungen_matcher_query_seconds{shard}` of each matcher, the workers'
 * `xungen_job_duration_seconds`, `xungen_pipeline_stage_seconds`, and their Node figures.
 * /metrics stays the answering node's own (scrape it on every node: the nodes' figures differ,
 * the fleet's are the same on each).
 *
 * Queue depths are left out of the pushes: the queues are shared, every API node's /metrics
 * already counts them.
 */
import os from 'node:os'
import type { Redis } from 'ioredis'
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client'
import type { Log } from './log'

const NOT_PUSHED = new Set(['xungen_queue_jobs'])

export const metricsKeyPrefix = (redisPrefix: string) => `${redisPrefix}:metrics:process:`

export interface MetricsPusher {
  /** pushes now (also on every period) */
  push(): Promise<void>
  /** stops pushing and removes this process's key */
  stop(): Promise<void>
}

/** this process's metrics into Redis every `periodMs` (the first push at once) */
export function startMetricsPush(options: { redis: Redis; redisPrefix: string; registry: Registry; role: string; periodMs: number; log: Log }): MetricsPusher {
  const { redis, registry, role, periodMs, log } = options
  const instance = `${os.hostname()}:${process.pid}`
  const key = `${metricsKeyPrefix(options.redisPrefix)}${role}:${instance}`
  let stopped = false
  let failures = 0
  const push = async () => {
    if (stopped) return
    const metrics = await Promise.all(registry.getMetricsAsArray().filter(m => !NOT_PUSHED.has(m.name)).map(m => (m as unknown as { get(): Promise<MetricObjectWithValues<MetricValue<string>>> }).get()))
    const body = JSON.stringify({ role, process: instance, at: Date.now(), metrics })
    await redis.set(key, body, 'PX', periodMs * 3)
  }
  const tick = () =>
    push().then(
      () => void (failures = 0),
      err => {
        // said once per outage, not every period
        if (failures++ === 0) log.warn({ err }, 'metrics not pushed to Redis; /metrics/fleet lacks this process until it is back')
      }
    )
  void tick()
  const timer = setInterval(tick, periodMs)
  timer.unref()
  return {
    push,
    async stop() {
      stopped = true
      clearInterval(timer)
      await redis.del(key).catch(() => undefined)
    }
  }
}

type Pushed = { role: string; process: string; metrics: Array<MetricObjectWithValues<MetricValue<string>>> }

/** every pushed process's metrics, as one Prometheus text (empty when none pushed) */
export async function fleetMetrics(redis: Redis, redisPrefix: string): Promise<string> {
  const keys: string[] = []
  let cursor = '0'
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${metricsKeyPrefix(redisPrefix)}*`, 'COUNT', 200)
    cursor = next
    keys.push(...found)
  } while (cursor !== '0')
  if (!keys.length) return ''
  const bodies = (await redis.mget(...keys)).filter((b): b is string => b !== null)
  const all = bodies.flatMap(b => {
    let p: Pushed
    try {
      p = JSON.parse(b) as Pushed
    } catch {
      return []
    }
    // each series labelled by its process; summed only with itself (the label sets never meet)
    return p.metrics.map(m => ({ ...m, aggregator: 'sum' as const, values: m.values.map(v => ({ ...v, labels: { ...v.labels, role: p.role, process: p.process } })) }))
  })
  if (!all.length) return ''
  // AggregatorRegistry gathers the same metric of every process into one family (one HELP and TYPE)
  return AggregatorRegistry.aggregate([all]).metrics()
}
