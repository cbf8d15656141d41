import fs from 'fs'
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

  it('does not limit the site or the health check (a page load fetches many files)', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200)
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    }
  })
})
