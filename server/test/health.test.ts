import { CODES } from '@xungen/contracts'
import { TEST_DB } from './helpers/database'
import { json } from './helpers/app'
import { useTestApp } from './helpers/fixture'

describe('GET /healthz', () => {
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
})
