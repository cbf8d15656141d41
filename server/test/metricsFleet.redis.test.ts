/**
 * The metrics of processes without HTTP (issue 27): a matcher (or a job worker) built with
 * REDIS_URL puts its metrics into Redis (metricsPush.ts); an API node's GET /metrics/fleet answers
 * them, each series labelled with the process's role and `<host>:<pid>`, for the same scrapers as
 * /metrics; a process that stops cleanly takes its metrics away; an API node pushes nothing.
 */
import os from 'os'
import { Redis } from 'ioredis'
import { matcherQueryDuration } from '../src/metrics'
import { metricsKeyPrefix } from '../src/metricsPush'
import { createTestApp, type TestApp } from './helpers/app'
import { TEST_REDIS_URL, deleteTestKeys, testRedisPrefix } from './helpers/redis'

jest.setTimeout(60_000)

const prefix = testRedisPrefix()
const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, METRICS_PUSH_MS: '200' }
let api: TestApp
let matcher: TestApp | null = null
let redis: Redis
beforeAll(async () => {
  redis = new Redis(TEST_REDIS_URL)
  api = await createTestApp({ env })
  await api.app.ready()
})
afterAll(async () => {
  await matcher?.close()
  await api.close()
  await deleteTestKeys(redis, [`${prefix}:`])
  await redis.quit()
})

const fleet = (remoteAddress = '127.0.0.1') => api.app.inject({ method: 'GET', url: '/metrics/fleet', remoteAddress })
const pushed = () => redis.keys(`${metricsKeyPrefix(prefix)}*`)

async function until(ok: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not within 10 s: ${what}`)
    await new Promise(r => setTimeout(r, 50))
  }
}

it("a matcher's query times reach the API's /metrics/fleet through Redis, labelled by process; gone when it stops", async () => {
  // an API node pushes nothing: its own /metrics is scraped
  expect(await pushed()).toEqual([])
  expect((await fleet()).body).toBe('')
  matcher = await createTestApp({ env, config: { role: 'matcher', runJobs: false } })
  await matcher.app.ready()
  // one query of shard 7 (in this test the matcher shares the process, so its registry, with the API)
  matcherQueryDuration.observe({ shard: '7' }, 0.3)
  const series = `xungen_matcher_query_seconds_count{shard="7",role="matcher",process="${os.hostname()}:${process.pid}"}`
  await until(async () => (await fleet()).body.includes(`${series} 1`), 'the pushed query count')
  const res = await fleet()
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  // one family per metric (one TYPE line), the histogram's buckets and the process figures
  expect(res.body.match(/^# TYPE xungen_matcher_query_seconds histogram$/gm)).toHaveLength(1)
  expect(res.body).toContain(`xungen_matcher_query_seconds_bucket{le="0.5",shard="7",role="matcher",process="${os.hostname()}:${process.pid}"} 1`)
  expect(res.body).toMatch(/xungen_process_cpu_seconds_total\{role="matcher",process="[^"]+"\} \d/)
  // queue depths are the API's own (/metrics): the queues are shared
  expect(res.body).not.toContain('xungen_queue_jobs')
  // the next push carries the next query
  matcherQueryDuration.observe({ shard: '7' }, 0.02)
  await until(async () => (await fleet()).body.includes(`${series} 2`), 'the second query')
  // the same scrapers as /metrics
  const outside = await fleet('203.0.113.9')
  expect(outside.statusCode).toBe(404)
  expect(outside.body).not.toContain('xungen_')
  // a clean stop removes the process's metrics
  await matcher.close()
  matcher = null
  expect(await pushed()).toEqual([])
  expect((await fleet()).body).toBe('')
})
