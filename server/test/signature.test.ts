import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { CODES, DEVELOPMENT_SIGNING_KEYS, SIGNATURE_WINDOW_SECONDS, TEST_SIGNING_KEYS, signRequest, verifySignature } from '@xungen/contracts'
import vectors from '@xungen/contracts/signing/test-vectors.json'
import { envelope } from '../src/plugins/errors'
import { nodeHasher } from '../src/security/nodeHasher'
import { json } from './helpers/app'
import { useTestApp } from './helpers/fixture'

/** Routes that echo what the server received, to check the signature through a real request. */
async function echoRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, { limits: { fileSize: 1024 } })
  app.post('/proxy/test/echo', async request => envelope({ body: request.body, keyId: request.signature?.keyId }))
  app.get('/proxy/test/echo', async request => envelope({ query: request.query }))
  app.post('/proxy/test/upload', async request => {
    const file = await request.file()
    const content = file ? (await file.toBuffer()).toString('utf8') : null
    return envelope({ content, type: (request.query as Record<string, string>).type })
  })
  app.post('/proxy/test/callback', { config: { signature: false } }, async () => envelope('unsigned route'))
}

describe('request signature (spec 7.1)', () => {
  let clock = Date.UTC(2026, 10, 22, 8, 0, 0)
  const t = useTestApp({ now: () => clock, plugins: [echoRoutes] })

  it('accepts a signed GET and passes the parameters through', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/echo?a=1', query: { b: '张三', c: ['x', 'y'] } })
    expect(json(res)).toMatchObject({ code: 0, data: { query: { a: '1', b: '张三', c: ['x', 'y'] } } })
  })

  it('accepts a signed JSON body and records the key used', async () => {
    const res = await t.signed({ method: 'POST', url: '/proxy/test/echo', body: { name: '张三', n: 1 } })
    expect(json(res)).toMatchObject({ code: 0, data: { body: { name: '张三', n: 1 }, keyId: expect.stringMatching(/^test[12]$/) } })
  })

  it('accepts keys of the development set too outside production (a development client build)', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/echo', keys: DEVELOPMENT_SIGNING_KEYS.keys })
    expect(json(res).code).toBe(0)
  })

  it('refuses an unsigned call with 4401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/proxy/test/echo' })
    expect(res.statusCode).toBe(401)
    expect(json(res)).toEqual({ code: CODES.SIGN_INVALID, message: '请求签名无效', data: null })
  })

  it('refuses a call whose parameter was changed after signing', async () => {
    const signed = sign('GET', '/proxy/test/echo?page=1')
    const res = await t.app.inject({ method: 'GET', url: signed.url.replace('page=1', 'page=2') })
    expect(json(res).code).toBe(CODES.SIGN_INVALID)
  })

  it('refuses a call whose body was changed after signing', async () => {
    const signed = sign('POST', '/proxy/test/echo', '{"amount":1}')
    const res = await t.app.inject({ method: 'POST', url: signed.url, payload: '{"amount":100}', headers: { 'content-type': 'application/json' } })
    expect(json(res).code).toBe(CODES.SIGN_INVALID)
  })

  it('hashes the body as received: the same JSON re-spaced is a different body', async () => {
    const signed = sign('POST', '/proxy/test/echo', '{"a":1}')
    const res = await t.app.inject({ method: 'POST', url: signed.url, payload: '{ "a": 1 }', headers: { 'content-type': 'application/json' } })
    expect(json(res).code).toBe(CODES.SIGN_INVALID)
  })

  it('refuses a signature sent to another path', async () => {
    const signed = sign('GET', '/proxy/test/echo')
    const res = await t.app.inject({ method: 'GET', url: signed.url.replace('/proxy/test/echo', '/proxy/common/descriptions/IS_OPEN_PIWIK') })
    expect(json(res).code).toBe(CODES.SIGN_INVALID)
  })

  it('refuses an unknown key id', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/echo', keys: [{ id: 'prod1', secret: 'x'.repeat(43) }] })
    expect(json(res).code).toBe(CODES.SIGN_INVALID)
  })

  it('refuses a time-stamp outside the window with 4402 and the server time', async () => {
    for (const offset of [-(SIGNATURE_WINDOW_SECONDS + 1), SIGNATURE_WINDOW_SECONDS + 1]) {
      const res = await t.signed({ method: 'GET', url: '/proxy/test/echo', nowMs: clock + offset * 1000 })
      expect(res.statusCode).toBe(401)
      expect(json(res)).toEqual({ code: CODES.SIGN_EXPIRED, message: '请求已过期，请检查手机时间后重试', data: { serverTime: Math.floor(clock / 1000) } })
    }
  })

  it('accepts a time-stamp inside the window', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/echo', nowMs: clock - (SIGNATURE_WINDOW_SECONDS - 5) * 1000 })
    expect(json(res).code).toBe(0)
  })

  it('refuses a replayed signature with 4403, and keeps refusing it until it has expired', async () => {
    const signed = sign('GET', '/proxy/test/echo')
    expect(json(await t.app.inject({ method: 'GET', url: signed.url })).code).toBe(0)
    const replay = await t.app.inject({ method: 'GET', url: signed.url })
    expect(replay.statusCode).toBe(409)
    expect(json(replay)).toEqual({ code: CODES.SIGN_REPLAYED, message: '请求重复，请勿重复提交', data: null })
    clock += SIGNATURE_WINDOW_SECONDS * 1000
    expect(json(await t.app.inject({ method: 'GET', url: signed.url })).code).toBe(CODES.SIGN_REPLAYED)
    clock += 2000
    // past the window the same request is stale, not accepted again
    expect(json(await t.app.inject({ method: 'GET', url: signed.url })).code).toBe(CODES.SIGN_EXPIRED)
  })

  it('does not burn a signature on a request that failed verification', async () => {
    const signed = sign('POST', '/proxy/test/echo', '{"a":1}')
    expect(json(await t.app.inject({ method: 'POST', url: signed.url, payload: '{"a":2}', headers: { 'content-type': 'application/json' } })).code).toBe(CODES.SIGN_INVALID)
    expect(json(await t.app.inject({ method: 'POST', url: signed.url, payload: '{"a":1}', headers: { 'content-type': 'application/json' } })).code).toBe(0)
  })

  it('signs a multipart upload without its body (spec 7.2 uploads: type in the query)', async () => {
    const signed = sign('POST', '/proxy/test/upload?type=avatar')
    const boundary = '----xungen'
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`
    const res = await t.app.inject({ method: 'POST', url: signed.url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
    expect(json(res)).toEqual({ code: 0, message: '', data: { content: 'hello', type: 'avatar' } })
    // the query is covered: another upload type is refused
    const other = sign('POST', '/proxy/test/upload?type=avatar')
    const tampered = await t.app.inject({ method: 'POST', url: other.url.replace('type=avatar', 'type=community_chat'), payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
    expect(json(tampered).code).toBe(CODES.SIGN_INVALID)
  })

  it('lets a route opt out (callbacks of outside services carry their own signature)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/proxy/test/callback' })
    expect(json(res)).toEqual({ code: 0, message: '', data: 'unsigned route' })
  })

  it('does not sign the health endpoint', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  })

  it('logs why a signature was refused, never the signature or the secret', async () => {
    const signed = sign('GET', '/proxy/test/echo?x=1')
    await t.app.inject({ method: 'GET', url: signed.url.replace('x=1', 'x=2') })
    const refused = t.logs().filter(l => l.msg === 'signature refused')
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[refused.length - 1]).toMatchObject({ reason: 'mismatch' })
    expect(t.logText()).not.toContain(signed.signature)
    for (const key of TEST_SIGNING_KEYS.keys) expect(t.logText()).not.toContain(key.secret)
  })

  function sign(method: string, url: string, body?: string) {
    return signRequest({ method, url, body }, { keys: TEST_SIGNING_KEYS, nowMs: clock, randomBytes: n => Uint8Array.from(require('crypto').randomBytes(n)) })
  }
})

describe('shared signing test vectors on the server (node:crypto)', () => {
  type V = (typeof vectors.verify)[number] & { request: { body?: string; bodyHex?: string } }
  for (const v of vectors.verify as V[]) {
    it(v.name, () => {
      const body = v.request.body ?? (v.request.bodyHex !== undefined ? Buffer.from(v.request.bodyHex, 'hex') : null)
      const result = verifySignature({ method: v.request.method, path: v.request.path, rawQuery: v.request.rawQuery, body }, { keys: vectors.keys, nowSeconds: v.nowSeconds, hasher: nodeHasher })
      expect(result.ok).toBe(v.expected.ok)
      if (!v.expected.ok) expect(result).toEqual({ ok: false, reason: (v.expected as { reason: string }).reason })
    })
  }
})
