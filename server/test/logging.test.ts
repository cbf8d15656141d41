import { sanitizeUrl } from '../src/plugins/logging'
import { useTestApp } from './helpers/fixture'

describe('request logging', () => {
  it('masks query values except harmless ones', () => {
    expect(sanitizeUrl('/proxy/user/is_registered?phone_number=13800138000&auth_code=123456&page=2&_ts=1&_sign=abc')).toBe(
      '/proxy/user/is_registered?phone_number=***&auth_code=***&page=2&_ts=1&_sign=***'
    )
    expect(sanitizeUrl('/healthz')).toBe('/healthz')
  })

  describe('through a real request', () => {
    const t = useTestApp()

    it('writes one line per request with its id, method, masked url, status and time', async () => {
      const res = await t.signed({ method: 'GET', url: '/web/api/new/common/descriptions', query: { keys: 'IS_OPEN_PIWIK', phone_number: '13800138000' } })
      const lines = t.logs().filter(l => l.reqId === res.headers['x-request-id'])
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', statusCode: 200, ms: expect.any(Number) })
      expect(String(lines[0].url)).toContain('phone_number=***')
      expect(t.logText()).not.toContain('13800138000')
    })
  })
})
