import fs from 'fs'
import WebSocket from 'ws'
import path from 'path'
import { CODES } from '@xungen/contracts'
import { json } from './helpers/app'
import { useTempDir, useTestApp } from './helpers/fixture'

describe('rate limits on the API', () => {
  const h5 = useTempDir('xungen-h5-')
  beforeAll(() => fs.writeFileSync(path.join(h5.path, 'index.html'), '<html></html>'))
  const t = useTestApp(() => ({ config: { rateLimitPerMinute: 3, h5Dir: h5.path } }))

  it('answers 429 with 4290 once a client passes the limit', async () => {
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push(json(await t.signed({ method: 'GET', url: '/proxy/common/descriptions/IS_OPEN_PIWIK' })).code)
    expect(codes).toEqual([0, 0, 0, CODES.TOO_MANY_REQUESTS])
    const res = await t.signed({ method: 'GET', url: '/proxy/common/descriptions/IS_OPEN_PIWIK' })
    expect(res.statusCode).toBe(429)
    expect(json(res)).toEqual({ code: CODES.TOO_MANY_REQUESTS, message: '操作太频繁，请稍后再试', data: null })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('keeps refusing for the rest of the window', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/common/descriptions/IS_OPEN_PIWIK' })
    expect(res.statusCode).toBe(429)
  })

  it('counts socket opens of /ws/notice too: a flood of upgrades is refused with 429 before a socket exists', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const open = () => new Promise<number>(resolve => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/notice`)
      ws.on('open', () => { ws.close(); resolve(101) })
      ws.on('unexpected-response', (_req, res) => { res.resume(); resolve(res.statusCode ?? 0) })
      ws.on('error', () => resolve(-1))
    })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push(await open())
    expect(statuses).toEqual([101, 101, 101, 429])
  })

  it('does not limit the site or the health check (a page load fetches many files)', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200)
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    }
  })
})
