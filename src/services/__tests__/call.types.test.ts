/**
 * call(endpoint, input) (services/endpointCall.ts): what the compiler refuses (each
 * @ts-expect-error line fails `npm run typecheck` if it ever compiles), and what goes out
 * through the real request layer: method, path with its parameters, query, body, the
 * auth-sample rule, uploads, and the answer unwrapped from the envelope.
 */
import { DEVELOPMENT_SIGNING_KEYS, SIGNATURE_PARAMS, detectDevice } from '@xungen/contracts'
import { ACCOUNTS, COMMON } from '@xungen/contracts/endpoints'
import { createApiClient, type OutgoingRequest, type OutgoingUpload } from '../client'
import { callerOf } from '../endpointCall'

const sent: OutgoingRequest[] = []
const uploaded: OutgoingUpload[] = []
let answer: unknown = null

const client = createApiClient({
  baseUrl: '',
  keys: DEVELOPMENT_SIGNING_KEYS,
  randomBytes: n => new Uint8Array(n).fill(7),
  transport: async req => { sent.push(req); return { statusCode: 200, data: { code: 0, message: 'success', data: answer } } },
  uploadTransport: async req => { uploaded.push(req); return { statusCode: 200, data: JSON.stringify({ code: 0, message: 'success', data: answer }) } },
  context: {
    currentPath: () => '/user/address/address-manage',
    token: () => 'xg_token',
    shareToken: () => null,
    sampleMode: () => false,
    device: () => detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36'),
    onSessionInvalid: () => undefined
  }
})
const call = callerOf(client)

beforeEach(() => {
  sent.length = 0
  uploaded.length = 0
  answer = null
})

const ADDRESS = { receiverName: '张三', mobile: '13800138000', nationCode: '86', provinceCode: '110000', detail: '长安街 1 号', isDefault: false }

describe('call: typed from the declaration', () => {
  it('refuses wrong input at compile time', async () => {
    // the lines below would not compile without their @ts-expect-error
    // @ts-expect-error a field the body does not have
    await call(ACCOUNTS.addDeliveryAddress, { body: { ...ADDRESS, receiver: '张三' } })
    // @ts-expect-error a field of the wrong type
    await call(ACCOUNTS.addDeliveryAddress, { body: { ...ADDRESS, isDefault: 'yes' } })
    // @ts-expect-error the path parameter is missing
    await call(ACCOUNTS.updateDeliveryAddress, { body: ADDRESS })
    // @ts-expect-error a query where the endpoint takes a body
    await call(ACCOUNTS.signinByCode, { query: { phoneNumber: '13800138000', nationCode: '86', authCode: '123456' } })
    // @ts-expect-error input for an endpoint that takes none
    await call(ACCOUNTS.userInfo, { body: {} })
    // @ts-expect-error an upload without its file
    await call(ACCOUNTS.uploadImage, { query: { type: 'avatar' } }).catch(() => undefined)
    // @ts-expect-error not a declared endpoint
    await call({ method: 'GET', path: '/proxy/user/anything' })
    expect(sent.length).toBeGreaterThan(0)
  })

  it('types the answer', async () => {
    answer = { list: [] }
    const data = await call(ACCOUNTS.deliveryAddresses)
    const list: unknown[] = data.list
    // @ts-expect-error the answer has no such field
    expect(data.items).toBeUndefined()
    expect(list).toEqual([])
  })
})

describe('call: through the request layer', () => {
  it('fills the path parameters, sends the body as JSON and unwraps the answer', async () => {
    answer = { id: 5, ...ADDRESS }
    const saved = await call(ACCOUNTS.updateDeliveryAddress, { params: { id: 5 }, body: ADDRESS })
    expect(saved.id).toBe(5)
    expect(sent[0].method).toBe('PUT')
    expect(sent[0].url.split('?')[0]).toBe(ACCOUNTS.updateDeliveryAddress.path.replace(':id', '5'))
    expect(JSON.parse(sent[0].body!)).toEqual(ADDRESS)
    expect(sent[0].headers.token).toBe('xg_token')
    expect(new URL(sent[0].url, 'http://x').searchParams.get(SIGNATURE_PARAMS.signature)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('puts GET input in the query, never in a body, with the headers of the declaration and the caller', async () => {
    answer = { list: [] }
    await call(COMMON.descriptionList, { query: { keys: 'A,B' } }, { headers: { 'x-extra': '1' } })
    expect(sent[0].method).toBe('GET')
    expect(sent[0].body).toBeUndefined()
    expect(new URL(sent[0].url, 'http://x').searchParams.get('keys')).toBe('A,B')
    expect(sent[0].headers['accept-language']).toBe('zh-CN')
    expect(sent[0].headers['x-extra']).toBe('1')
    await call(COMMON.descriptionByKeys, { body: { keys: ['A'] } })
    expect(sent[1].headers['accept-language']).toBeUndefined()
  })

  it('uploads the file of an upload endpoint in its declared field, the rest in the query', async () => {
    answer = { uploadUrl: '/files/a.png', size: 10 }
    const data = await call(ACCOUNTS.uploadImage, { query: { type: 'avatar' }, file: { filePath: 'blob:x', fileName: 'a.png' } })
    expect(data.uploadUrl).toBe('/files/a.png')
    expect(uploaded[0].field).toBe(ACCOUNTS.uploadImage.file)
    expect(uploaded[0].filePath).toBe('blob:x')
    expect(new URL(uploaded[0].url, 'http://x').searchParams.get('type')).toBe('avatar')
    await expect(call(ACCOUNTS.uploadImage, { query: { type: 'avatar' } } as never)).rejects.toThrow('no file to upload')
  })
})
