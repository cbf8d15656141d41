import { CODES } from '@xungen/contracts'
import { TEST_DB } from './helpers/database'
import { json } from './helpers/app'
import { useTestApp } from './helpers/fixture'
import { mayScrape } from '../src/plugins/metrics'

describe('GET /healthz, /readyz, /livez and /metrics', () => {
  const t = useTestApp()

  it('reports every check ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(json(res)).toEqual({
      code: 0,
      message: '',
      data: { status: 'ok', checks: { database: 'ok', queue: 'ok', storage: 'ok' }, version: '0.1.0', database: TEST_DB, queue: 'in-process' }
    })
  })

  it('answers 503 naming the failed check, without the failure details', async () => {
    const spy = jest.spyOn(t.app.queue, 'ping').mockRejectedValueOnce(new Error('ECONNREFUSED 10.1.2.3:6379'))
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    spy.mockRestore()
    expect(res.statusCode).toBe(503)
    expect(json(res)).toMatchObject({ code: CODES.SERVICE_UNAVAILABLE, message: '服务暂时不可用，请稍后再试', data: { status: 'failed', checks: { queue: 'failed', database: 'ok' } } })
    expect(res.body).not.toContain('10.1.2.3')
  })

  it('/metrics: request times by declared route, queue depths and the process figures, for a scraper on this machine', async () => {
    await t.app.inject({ method: 'GET', url: '/livez' })
    const res = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.body).toMatch(/xungen_http_request_duration_seconds_count\{method="GET",route="\/livez",status="200"\} [1-9]/)
    expect(res.body).toMatch(/xungen_queue_jobs\{queue="analysis\.run",state="waiting"\} 0/)
    expect(res.body).toContain('xungen_process_cpu_seconds_total')
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } })
    expect(outside.statusCode).toBe(404)
    expect(outside.body).not.toContain('xungen_')
  })

  it('/livez answers while the process runs; /readyz says 503 once the process is stopping', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/livez' }))).toEqual({ code: 0, message: '', data: { status: 'ok', version: '0.1.0' } })
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
    t.app.stopTakingRequests()
    const res = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode).toBe(503)
    expect(json(res)).toMatchObject({ code: CODES.SERVICE_UNAVAILABLE, data: { status: 'failed', checks: { stopping: 'failed', database: 'ok' } } })
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200)
  })
})

describe('who may read /metrics', () => {
  const from = (remoteAddress: string, authorization?: string) => ({ headers: authorization ? { authorization } : {}, socket: { remoteAddress } })
  it('without METRICS_TOKEN: a scraper on this machine only (the connection, not a forwarded address)', () => {
    expect(mayScrape(from('127.0.0.1'), null)).toBe(true)
    expect(mayScrape(from('::1'), null)).toBe(true)
    expect(mayScrape(from('::ffff:127.0.0.1'), null)).toBe(true)
    expect(mayScrape(from('10.0.0.8'), null)).toBe(false)
  })
  it('with METRICS_TOKEN: its bearer token, from anywhere, and nothing else', () => {
    const token = 'a-long-scrape-token-0123456789'
    expect(mayScrape(from('10.0.0.8', `Bearer ${token}`), token)).toBe(true)
    expect(mayScrape(from('127.0.0.1'), token)).toBe(false)
    expect(mayScrape(from('127.0.0.1', `Bearer ${token}x`), token)).toBe(false)
    expect(mayScrape(from('127.0.0.1', token), token)).toBe(false)
  })
})
