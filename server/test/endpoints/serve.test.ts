/** serve(): a route from its declaration (validation, envelope, auth kind, declared codes). */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod/mini'
import { CODES } from '@xungen/contracts'
import { endpoint } from '@xungen/contracts/endpoints'
import { answerMismatch, serve } from '../../src/endpoints/serve'
import { AppError } from '../../src/errors'
import { json } from '../helpers/app'
import { signedInUser, useTestApp } from '../helpers/fixture'

const echo = endpoint({
  method: 'POST',
  path: '/proxy/test/echo/:n',
  auth: 'public',
  summary: 'echo the validated input',
  params: z.object({ n: z.pipe(z.coerce.number<string>(), z.int()) }),
  body: z.strictObject({ word: z.string().check(z.maxLength(4)) }),
  response: z.object({ n: z.number(), word: z.string(), signedIn: z.boolean() }),
  codes: [CODES.SCT_BOUND]
})
const mine = endpoint({ method: 'GET', path: '/proxy/test/mine', auth: 'user', summary: 'signed-in only', response: z.number(), codes: [] })
const sample = endpoint({ method: 'GET', path: '/proxy/test/sample', auth: 'sample', summary: 'sample mode or signed in', response: z.boolean(), codes: [] })
const shared = endpoint({ method: 'GET', path: '/proxy/test/shared', auth: 'share', summary: 'share token or signed in', response: z.nullable(z.string()), codes: [] })
const staff = endpoint({ method: 'GET', path: '/proxy/test/staff', auth: { staff: ['operator'] }, summary: 'staff only', response: z.null(), codes: [] })
const wrongCode = endpoint({ method: 'GET', path: '/proxy/test/wrong-code', auth: 'public', summary: 'answers a code it does not declare', response: z.null(), codes: [] })

const wrongAnswer = endpoint({ method: 'GET', path: '/proxy/test/wrong-answer', auth: 'public', summary: 'answers a number as a string', response: z.object({ n: z.number() }), codes: [] })
const extraField = endpoint({ method: 'GET', path: '/proxy/test/extra-field', auth: 'public', summary: 'answers a field it does not declare', response: z.object({ n: z.number(), list: z.array(z.object({ a: z.string() })) }), codes: [] })

let TOKEN = ''

async function testRoutes(app: FastifyInstance) {
  TOKEN = (await signedInUser(app)).token
  serve(app, echo, async request => {
    if (request.body.word === 'dup') throw new AppError(CODES.SCT_BOUND)
    return { n: request.params.n, word: request.body.word, signedIn: request.session.user !== null }
  })
  serve(app, mine, async request => request.session.user.id)
  serve(app, sample, async request => request.session.sample)
  serve(app, shared, async request => request.session.shareToken)
  serve(app, staff, async () => null)
  // the handlers' types are right; what they send is not (a spread of a row, a JSON column)
  serve(app, wrongAnswer, async () => JSON.parse('{"n":"7"}') as { n: number })
  serve(app, extraField, async () => ({ n: 1, list: [{ a: 'x', ...{ secret: 's' } }] }))
  serve(app, wrongCode, async () => {
    throw new AppError(CODES.MUST_SHARE)
  })
}

describe('serve(): an endpoint from its declaration', () => {
  const t = useTestApp({ plugins: [testRoutes], allowUndeclaredCodes: true })

  it('validates params and body with the schemas and answers the envelope', async () => {
    const ok = await t.signed({ method: 'POST', url: '/proxy/test/echo/7', body: { word: 'hi' } })
    expect(json(ok)).toEqual({ code: 0, message: '', data: { n: 7, word: 'hi', signedIn: false } })
    const bad = await t.signed({ method: 'POST', url: '/proxy/test/echo/7', body: { word: 'toolong' } })
    expect(json(bad)).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 word 长度不能超过 4 个字符' })
    const extra = await t.signed({ method: 'POST', url: '/proxy/test/echo/7', body: { word: 'hi', more: 1 } })
    expect(json(extra).code).toBe(CODES.ARG_ERROR)
    const notInt = await t.signed({ method: 'POST', url: '/proxy/test/echo/x', body: { word: 'hi' } })
    expect(json(notInt).code).toBe(CODES.ARG_ERROR)
  })

  it('passes a declared code through, and logs one the declaration does not list', async () => {
    const dup = await t.signed({ method: 'POST', url: '/proxy/test/echo/1', body: { word: 'dup' } })
    expect(json(dup).code).toBe(CODES.SCT_BOUND)
    expect(t.logs().filter(l => l.msg === 'undeclared code: add it to the endpoint declaration')).toHaveLength(0)
    const wrong = await t.signed({ method: 'GET', url: '/proxy/test/wrong-code' })
    expect(json(wrong).code).toBe(CODES.MUST_SHARE)
    expect(t.logs().filter(l => l.msg === 'undeclared code: add it to the endpoint declaration')).toEqual([
      expect.objectContaining({ code: CODES.MUST_SHARE, endpoint: 'GET /proxy/test/wrong-code' })
    ])
  })

  it('auth user: 1001 without a session, the user with one', async () => {
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/mine' })).code).toBe(CODES.SESSION_INVALID)
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/mine', headers: { token: TOKEN } }))).toMatchObject({ code: 0, data: expect.any(Number) })
  })

  it('auth sample: the sample-report header or a session', async () => {
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/sample' })).code).toBe(CODES.SESSION_INVALID)
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/sample', headers: { 'auth-sample': 'sample-report' } }))).toMatchObject({ code: 0, data: true })
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/sample', headers: { token: TOKEN } }))).toMatchObject({ code: 0, data: false })
  })

  it('auth share: a share token header or a session', async () => {
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/shared' })).code).toBe(CODES.SESSION_INVALID)
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/shared', headers: { 'share-token': 'abc' } }))).toMatchObject({ code: 0, data: 'abc' })
  })

  it('auth staff: 1001 without a session, 404 for an account without the role', async () => {
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/staff' })).code).toBe(CODES.SESSION_INVALID)
    expect(json(await t.signed({ method: 'GET', url: '/proxy/test/staff', headers: { token: TOKEN } })).code).toBe(CODES.NOT_FOUND)
  })

  it('checks each answer against the declared response: a wrong type or an undeclared field answers 500 in tests', async () => {
    const collected = process.env.XUNGEN_ANSWER_MISMATCHES
    delete process.env.XUNGEN_ANSWER_MISMATCHES
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const wrong = await t.signed({ method: 'GET', url: '/proxy/test/wrong-answer' })
      expect(wrong.statusCode).toBe(500)
      expect(json(wrong)).toMatchObject({ code: CODES.INTERNAL_ERROR, data: null })
      expect(printed).toHaveBeenCalledWith(expect.stringMatching(/GET \/proxy\/test\/wrong-answer does not match its declared response:\n {2}n: /))
      const extra = await t.signed({ method: 'GET', url: '/proxy/test/extra-field' })
      expect(extra.statusCode).toBe(500)
      expect(printed).toHaveBeenCalledWith(expect.stringContaining('list.0.secret: not declared in the response schema'))
    } finally {
      printed.mockRestore()
      if (collected) process.env.XUNGEN_ANSWER_MISMATCHES = collected
    }
  })
})

describe('answerMismatch', () => {
  const schema = z.object({ a: z.nullable(z.string()), b: z.optional(z.array(z.object({ c: z.number() }))), r: z.record(z.string(), z.number()) })
  it('is empty for a matching answer, extra keys of a record included', () => {
    expect(answerMismatch(schema, { a: null, b: [{ c: 1 }], r: { x: 1, y: 2 } })).toEqual([])
    expect(answerMismatch(schema, { a: 'x', b: undefined, r: {} })).toEqual([])
  })
  it('names wrong values and undeclared fields by their path', () => {
    expect(answerMismatch(schema, { a: 1, r: {} })).toEqual([expect.stringMatching(/^a: /)])
    expect(answerMismatch(schema, { a: null, b: [{ c: 1, d: 2 }], r: {}, e: true })).toEqual(['b.0.d: not declared in the response schema', 'e: not declared in the response schema'])
  })
})
