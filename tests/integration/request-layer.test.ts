/**
 * The request layer (spec 7.1) against the shared signing vectors and through the real server.
 * Node environment: the transport is Node's fetch doing what Taro.request does on H5.
 */
import { randomBytes as nodeRandomBytes } from 'crypto'
import { CODES, DEVELOPMENT_SIGNING_KEYS, TEST_SIGNING_KEYS, detectDevice, type DeviceContext } from '@xungen/contracts'
import vectors from '@xungen/contracts/signing/test-vectors.json'
import { ApiError, NETWORK_ERROR_CODE, createApiClient, type ClientContext, type OutgoingRequest, type Transport } from '@/services/client'
import { COMMON } from '@xungen/contracts/endpoints'
import { callerOf } from '@/services/endpointCall'
import { startServer, type RunningServer } from '../../server/src'

const pc = detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')
const app = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 XungenApp/3.4.0 (ancestry)')

function context(over: Partial<ClientContext> = {}): ClientContext {
  return {
    currentPath: () => '/report/disease/detail/123?from=home',
    token: () => null,
    shareToken: () => null,
    sampleMode: () => false,
    device: (): DeviceContext => pc,
    onSessionInvalid: jest.fn(),
    ...over
  }
}

const fetchTransport: Transport = async req => {
  const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(req.timeout) })
  const text = await res.text()
  let data: unknown = null
  try { data = JSON.parse(text) } catch { data = text }
  return { statusCode: res.status, data }
}

function recording(inner: Transport) {
  const sent: OutgoingRequest[] = []
  const transport: Transport = req => { sent.push(req); return inner(req) }
  return { sent, transport }
}

describe('signature: the shared test vectors (packages/contracts/src/signing/test-vectors.json)', () => {
  const cases = vectors.sign.filter(v => !('bodyHex' in v.input))
  it.each(cases.map(v => [v.name, v]))('%s', async (_name, v) => {
    const input = v.input as { method: string; url: string; nowMs: number; randomBytesHex: string; query?: Record<string, never>; body?: string }
    const random = Buffer.from(input.randomBytesHex, 'hex')
    const { sent, transport } = recording(async () => ({ statusCode: 200, data: { code: 0, message: '', data: null } }))
    const client = createApiClient({
      baseUrl: '', transport, keys: TEST_SIGNING_KEYS, now: () => input.nowMs,
      randomBytes: n => new Uint8Array(random.subarray(0, n)), context: context()
    })
    await client.request({ method: input.method.toUpperCase() as 'GET', path: input.url, query: input.query, data: input.body === undefined ? undefined : JSON.parse(input.body) })
    expect(sent[0].url).toBe(v.expected.url)
    if (input.body !== undefined) expect(sent[0].body).toBe(input.body)
  })
})

describe('through the real server', () => {
  let server: RunningServer
  beforeAll(async () => { server = await startServer({ port: 0, h5Dir: null, logLevel: 'silent' }) }, 60_000)
  afterAll(async () => { await server?.close() })

  function client(over: { ctx?: Partial<ClientContext>; now?: () => number; transport?: Transport; keys?: typeof DEVELOPMENT_SIGNING_KEYS } = {}) {
    return createApiClient({
      baseUrl: server.url, transport: over.transport ?? fetchTransport, keys: over.keys ?? DEVELOPMENT_SIGNING_KEYS,
      randomBytes: n => new Uint8Array(nodeRandomBytes(n)), now: over.now, context: context(over.ctx)
    })
  }

  it('a signed call is accepted and its envelope unwrapped to data', async () => {
    const data = await callerOf(client())(COMMON.descriptionList, { query: { keys: 'IS_OPEN_PIWIK' } })
    expect(Array.isArray(data.list)).toBe(true)
  })

  it('sends the headers of 7.1: origin-uri with the current path, Chinese for the description list, no others by default', async () => {
    const { sent, transport } = recording(fetchTransport)
    await callerOf(client({ transport }))(COMMON.descriptionList, { query: { keys: 'IS_OPEN_PIWIK' } })
    expect(sent[0].headers).toEqual({ 'origin-uri': '/report/disease/detail/123?from=home', 'accept-language': 'zh-CN' })
    expect(sent[0].timeout).toBe(30_000)
  })

  it('a request the server cannot verify fails with the signature code and its message', async () => {
    const tampering: Transport = req => fetchTransport({ ...req, url: req.url.replace('IS_OPEN_PIWIK', 'SINGLE_PRODUCT_IDS') })
    const error = await callerOf(client({ transport: tampering }))(COMMON.descriptionList, { query: { keys: 'IS_OPEN_PIWIK' } }).then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: CODES.SIGN_INVALID, message: '请求签名无效' })
  })

  it('a device clock 1 hour slow gets 4402, corrects itself from the server time and retries once', async () => {
    const c = client({ now: () => Date.now() - 3_600_000 })
    await expect(callerOf(c)(COMMON.descriptionByKeys, { body: { keys: ['IS_OPEN_PIWIK'] } })).resolves.toHaveProperty('list')
    expect(Math.round(c.clockOffsetMs / 60_000)).toBe(60)
  })

  it('an unknown API path maps to 404 with the server\'s message', async () => {
    await expect(client().get('/proxy/no-such-call')).rejects.toMatchObject({ code: 404, message: '请求的接口不存在' })
  })

  it('invalid input maps to ARG_ERROR with the server\'s field errors', async () => {
    const error = await client().post('/proxy/common/descriptions', { keys: 'not-a-list' }).then(() => null, (e: unknown) => e as ApiError)
    expect(error).toMatchObject({ code: CODES.ARG_ERROR })
    expect(error?.message).not.toBe('')
  })

  it('no answer (nothing listening) is a network error, not a crash', async () => {
    const dead = createApiClient({
      baseUrl: 'http://127.0.0.1:9', transport: fetchTransport, keys: DEVELOPMENT_SIGNING_KEYS,
      randomBytes: n => new Uint8Array(nodeRandomBytes(n)), context: context()
    })
    await expect(dead.get('/proxy/common/descriptions/IS_OPEN_PIWIK')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE, message: '网络不给力，请检查网络后重试' })
  })
})

describe('interceptors that depend on the session and the device', () => {
  function capture(ctx: Partial<ClientContext>, answer: unknown = { code: 0, message: '', data: 1 }) {
    const { sent, transport } = recording(async () => ({ statusCode: 200, data: answer }))
    const c = createApiClient({ baseUrl: '', transport, keys: TEST_SIGNING_KEYS, randomBytes: n => new Uint8Array(n), context: context(ctx) })
    return { c, sent }
  }

  it('the session token when signed in', async () => {
    const { c, sent } = capture({ token: () => 'tok-1' })
    await c.get('/proxy/x')
    expect(sent[0].headers.token).toBe('tok-1')
  })

  it('the share token only in share mode', async () => {
    const a = capture({ shareToken: () => 'sh-9' })
    await a.c.get('/proxy/x')
    expect(a.sent[0].headers['share-token']).toBe('sh-9')
    const b = capture({})
    await b.c.get('/proxy/x')
    expect(b.sent[0].headers).not.toHaveProperty('share-token')
  })

  it('app user-agent headers only in the app', async () => {
    const { c, sent } = capture({ device: () => app })
    await c.get('/proxy/x')
    expect(sent[0].headers).toMatchObject({ 'client-type': 'APP', 'app-alias': 'ancestry', 'app-version': '3.4.0' })
  })

  it('the auth-sample header only when sample mode is active, on calls that allow it', async () => {
    const on = capture({ sampleMode: () => true })
    await on.c.get('/proxy/report', undefined, { sampleAccess: true })
    await on.c.get('/proxy/user')
    expect(on.sent[0].headers['auth-sample']).toBe('sample-report')
    expect(on.sent[1].headers).not.toHaveProperty('auth-sample')
    const off = capture({ sampleMode: () => false })
    await off.c.get('/proxy/report', undefined, { sampleAccess: true })
    expect(off.sent[0].headers).not.toHaveProperty('auth-sample')
  })

  it.each([[1001], [1003], [2102]])('code %i signs the user out (spec 4) and fails', async code => {
    const onSessionInvalid = jest.fn()
    const { c } = capture({ onSessionInvalid }, { code, message: '', data: null })
    await expect(c.get('/proxy/user/info')).rejects.toMatchObject({ code })
    expect(onSessionInvalid).toHaveBeenCalledWith(code)
  })

  it('codes of the catalogue carry their Chinese message; other codes fail without text (8.1)', async () => {
    await expect(capture({}, { code: 2031, message: '', data: null }).c.get('/proxy/x')).rejects.toMatchObject({ code: 2031, message: '该样本编码已被绑定' })
    await expect(capture({}, { code: 7777, message: 'internal detail', data: null }).c.get('/proxy/x')).rejects.toMatchObject({ code: 7777, message: '' })
  })

  it('an answer that is not an envelope is a failure without text', async () => {
    await expect(capture({}, '<html>502 Bad Gateway</html>').c.get('/proxy/x')).rejects.toMatchObject({ code: 500, message: '' })
  })
})
