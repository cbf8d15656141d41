/**
 * The JSON body parser (plugins/body.ts): a key that could reach an object's prototype through a
 * later Object.assign (__proto__, constructor) is dropped however the text writes it, also with
 * \u escapes; an ordinary body is parsed as it is (issue 30: the dropping pass runs only on a text
 * that can hold such a key); a text that is not JSON gets 4006.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import bodyPlugin from '../src/plugins/body'

let app: FastifyInstance
beforeAll(async () => {
  app = Fastify()
  await app.register(bodyPlugin, { bodyLimit: 1024 })
  app.setErrorHandler((err: Error & { code?: unknown }, _req, reply) => reply.status(400).send({ code: err.code, message: err.message }))
  app.post('/echo', async req => ({ body: req.body, keys: Object.keys(req.body as object), plainPrototype: Object.getPrototypeOf(req.body) === Object.prototype }))
  await app.ready()
})
afterAll(() => app.close())

const post = (payload: string) => app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload })

it('parses an ordinary body as it is, Chinese text and nested values included', async () => {
  const res = await post('{"receiverName":"张三","detail":"东华门大街 1 号","list":[1,{"a":null}],"n":1.5}')
  expect(res.json()).toEqual({ body: { receiverName: '张三', detail: '东华门大街 1 号', list: [1, { a: null }], n: 1.5 }, keys: ['receiverName', 'detail', 'list', 'n'], plainPrototype: true })
})

it('drops __proto__ and constructor keys at any depth, written plainly or with \\u escapes', async () => {
  for (const text of [
    '{"a":1,"__proto__":{"admin":true}}',
    '{"a":1,"\\u005f\\u005fproto__":{"admin":true}}',
    '{"a":1,"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"\\u0063onstructor":{"prototype":{"admin":true}}}'
  ]) {
    const res = post(text)
    expect((await res).json()).toEqual({ body: { a: 1 }, keys: ['a'], plainPrototype: true })
  }
  const nested = await post('{"a":{"b":{"__proto__":{"admin":true},"c":2}}}')
  expect(nested.json().body).toEqual({ a: { b: { c: 2 } } })
  // an escaped character elsewhere is parsed as JSON says
  expect((await post('{"name":"\\u5f20\\u4e09"}')).json().body).toEqual({ name: '张三' })
})

it('refuses a text that is not JSON with 4006', async () => {
  const res = await post('{"a": [')
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ message: '请求内容不是合法的 JSON' })
})
