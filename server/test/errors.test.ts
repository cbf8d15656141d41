import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CODES } from '@xungen/contracts'
import { AppError, argError } from '../src/errors'
import { envelope } from '../src/plugins/errors'
import { json } from './helpers/app'
import { useTestApp } from './helpers/fixture'

const SECRET_DETAIL = 'connection to 10.0.0.5 refused: password=hunter2'

async function failingRoutes(app: FastifyInstance) {
  app.get('/proxy/test/crash', async () => {
    throw new Error(SECRET_DETAIL)
  })
  app.get('/proxy/test/crash-async', async () => {
    await new Promise(r => setTimeout(r, 1))
    return Promise.reject(new TypeError(SECRET_DETAIL))
  })
  app.get('/proxy/test/bound', async () => {
    throw new AppError(CODES.SCT_BOUND)
  })
  app.get('/proxy/test/limit', async () => {
    throw new AppError(CODES.MESSAGE_LIMIT)
  })
  app.get('/proxy/test/custom', async () => {
    throw new AppError(CODES.ADDRESS_ERROR, '收货地址不在配送范围内', { data: { province: '台湾' } })
  })
  app.get('/proxy/test/field', async () => {
    throw argError('phoneNumber', '请输入正确的手机号')
  })
  app.post(
    '/proxy/test/typed',
    {
      schema: {
        body: z.object({ phoneNumber: z.string().regex(/^1\d{10}$/, '请输入正确的手机号'), age: z.number().int().min(0).max(150), tags: z.array(z.string()).max(2) }).strict(),
        querystring: z.object({ page: z.coerce.number().int().min(1) })
      }
    },
    async request => envelope(request.body)
  )
}

describe('the envelope and the codes of spec 8.1 from one error handler', () => {
  const t = useTestApp({ plugins: [failingRoutes] })

  it.each(['/proxy/test/crash', '/proxy/test/crash-async'])('answers an unexpected failure (%s) with 500 and no details', async url => {
    const res = await t.signed({ method: 'GET', url })
    expect(res.statusCode).toBe(500)
    expect(json(res)).toEqual({ code: CODES.INTERNAL_ERROR, message: '服务器开小差了，请稍后再试', data: null })
    expect(res.body).not.toContain('hunter2')
    expect(res.body).not.toContain('10.0.0.5')
  })

  it('logs the details of a failure (with its request id) for the people who run the server', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/crash' })
    const line = t.logs().find(l => l.msg === 'request failed' && l.reqId === res.headers['x-request-id'])
    expect(line).toBeDefined()
    expect(JSON.stringify(line)).toContain(SECRET_DETAIL)
  })

  it('answers a business refusal with its spec code, Chinese message and HTTP status', async () => {
    const bound = await t.signed({ method: 'GET', url: '/proxy/test/bound' })
    expect(bound.statusCode).toBe(409)
    expect(json(bound)).toEqual({ code: 2031, message: '该样本编码已被绑定', data: null })
    const limit = await t.signed({ method: 'GET', url: '/proxy/test/limit' })
    expect(json(limit)).toEqual({ code: 2104, message: '对方未回复前，您最多只能发送 2 条消息', data: null })
  })

  it("keeps a service's own message and data", async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/custom' })
    expect(json(res)).toEqual({ code: CODES.ADDRESS_ERROR, message: '收货地址不在配送范围内', data: { province: '台湾' } })
  })

  it('names the field of an ARG_ERROR raised by a service', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/field' })
    expect(json(res)).toEqual({ code: CODES.ARG_ERROR, message: '请输入正确的手机号', data: { fields: [{ field: 'phoneNumber', message: '请输入正确的手机号' }] } })
  })

  describe('schema validation → 4006 with a Chinese message naming the field', () => {
    const ok = { phoneNumber: '13800138000', age: 30, tags: ['a'] }

    it('passes valid input, coerced by the schema', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/test/typed', query: { page: 2 }, body: ok })
      expect(json(res)).toEqual({ code: 0, message: '', data: ok })
    })

    it.each([
      ['a missing field', { age: 30, tags: [] }, '缺少参数 phoneNumber'],
      ['a schema message', { ...ok, phoneNumber: '123' }, '参数 phoneNumber：请输入正确的手机号'],
      ['a wrong type', { ...ok, age: '30' }, '参数 age 类型错误，应为数字'],
      ['a number too small', { ...ok, age: -1 }, '参数 age 不能小于 0'],
      ['a number too large', { ...ok, age: 151 }, '参数 age 不能大于 150'],
      ['a list too long', { ...ok, tags: ['a', 'b', 'c'] }, '参数 tags 最多 2 项'],
      ['an unknown field', { ...ok, admin: true }, '不支持的参数 admin'],
      ['a body that is not an object', ['x'], '参数 请求内容 类型错误，应为对象']
    ])('refuses %s', async (_, body, message) => {
      const res = await t.signed({ method: 'POST', url: '/proxy/test/typed', query: { page: 1 }, body })
      expect(res.statusCode).toBe(400)
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message })
    })

    it('lists every failing field, first one first', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/test/typed', query: { page: 1 }, body: { age: 'x' } })
      const fields = json<{ fields: Array<{ field: string }> }>(res).data.fields.map(f => f.field)
      expect(fields).toEqual(['phoneNumber', 'age', 'tags'])
    })

    it('validates the query string too', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/test/typed', query: { page: 0 }, body: ok })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 page 不能小于 1' })
    })
  })

  it('sets the request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('does not trust a request id sent by the client unless behind a trusted proxy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'forged-id-12345' } })
    expect(res.headers['x-request-id']).not.toBe('forged-id-12345')
  })
})
