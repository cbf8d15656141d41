/**
 * The real providers' adapters against local fakes of their endpoints (the real ones are not
 * reachable from here): Aliyun SMS with its documented signature example, WeChat jscode2session.
 */
import http from 'http'
import type { AddressInfo } from 'net'
import { CODES } from '@xungen/contracts'
import { AliyunSmsSender, aliyunRpcSignature, canonicalQuery, percentEncode } from '../../src/domains/accounts/auth/sms/aliyun'
import { SmsDeliveryError } from '../../src/domains/accounts/auth/sms'
import { WechatApiLogin, WechatLoginError } from '../../src/domains/accounts/auth/wechat'
import { json } from '../helpers/app'
import { createAccountsApp, newPhone } from '../helpers/accounts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

interface FakeServer {
  url: string
  requests: URL[]
  reply: (url: URL) => { status?: number; body: unknown }
  close(): Promise<void>
}

async function fakeServer(reply: FakeServer['reply']): Promise<FakeServer> {
  const state: FakeServer = { url: '', requests: [], reply, close: async () => undefined }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    state.requests.push(url)
    const answer = state.reply(url)
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () => new Promise(resolve => server.close(() => resolve()))
  return state
}

describe('Aliyun SMS (SendSms, signature version 1.0)', () => {
  it("reproduces the signature of Aliyun's documented example (testId / testSecret)", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25'
    }
    expect(aliyunRpcSignature(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=')
    expect(percentEncode(aliyunRpcSignature(params, 'testSecret'))).toBe('zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D')
    expect(canonicalQuery(params)).toContain('SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8')
  })

  it('percent-encodes as RFC 3986 (space %20, * %2A, ~ kept)', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29')
  })

  it('sends the code as TemplateParam to the endpoint with a signature the endpoint can check', async () => {
    const fake = await fakeServer(() => ({ body: { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' } }))
    try {
      const sender = new AliyunSmsSender({ endpoint: fake.url, accessKeyId: 'ak', accessKeySecret: 'sk', signName: '基因寻根', templateCode: 'SMS_1', regionId: 'cn-hangzhou', clock: () => Date.UTC(2026, 0, 2, 3, 4, 5) })
      await sender.send({ nationCode: '86', phone: '13800138000', code: '123456', purpose: 'login', ttlMinutes: 5 })
      await sender.send({ nationCode: '852', phone: '91234567', code: '654321', purpose: 'login', ttlMinutes: 5 })
      const [first, second] = fake.requests
      const params = Object.fromEntries([...first.searchParams].filter(([k]) => k !== 'Signature'))
      expect(params).toMatchObject({ Action: 'SendSms', PhoneNumbers: '13800138000', SignName: '基因寻根', TemplateCode: 'SMS_1', TemplateParam: '{"code":"123456"}', Timestamp: '2026-01-02T03:04:05Z', Version: '2017-05-25', Format: 'JSON' })
      // what Aliyun does on its side: recompute the signature from the parameters received
      expect(first.searchParams.get('Signature')).toBe(aliyunRpcSignature(params, 'sk'))
      expect(second.searchParams.get('PhoneNumbers')).toBe('85291234567')
    } finally {
      await fake.close()
    }
  })

  it('turns a refusal of the provider into SmsDeliveryError with its code', async () => {
    const fake = await fakeServer(() => ({ body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' } }))
    try {
      const sender = new AliyunSmsSender({ endpoint: fake.url, accessKeyId: 'ak', accessKeySecret: 'sk', signName: 's', templateCode: 't', regionId: 'cn-hangzhou' })
      const err = await sender.send({ nationCode: '86', phone: '13800138000', code: '1', purpose: 'login', ttlMinutes: 5 }).catch(e => e)
      expect(err).toBeInstanceOf(SmsDeliveryError)
      expect(err.providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL')
    } finally {
      await fake.close()
    }
  })

  it('is the provider of an app configured with SMS_PROVIDER=aliyun; a failed delivery answers 503', async () => {
    let code = 'OK'
    const fake = await fakeServer(() => ({ body: { Code: code } }))
    const t = await createAccountsApp({
      env: { SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ENDPOINT: fake.url + '/', ALIYUN_SMS_ACCESS_KEY_ID: 'ak', ALIYUN_SMS_ACCESS_KEY_SECRET: 'sk', ALIYUN_SMS_SIGN_NAME: '基因寻根', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1' }
    })
    try {
      const phone = newPhone()
      expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone, verifyType: 'login' } })).code).toBe(0)
      expect(JSON.parse(fake.requests[0].searchParams.get('TemplateParam')!).code).toMatch(/^\d{6}$/)
      code = 'isv.MOBILE_NUMBER_ILLEGAL'
      const failed = await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone: newPhone(), verifyType: 'login' } })
      expect(json(failed).code).toBe(CODES.SERVICE_UNAVAILABLE)
      // no sandbox, no outbox
      expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { phone } })).statusCode).toBe(404)
    } finally {
      await t.close()
      await fake.close()
    }
  })
})

describe('WeChat jscode2session', () => {
  it('exchanges the code for the openid with the configured appid and secret', async () => {
    const fake = await fakeServer(url => (url.searchParams.get('js_code') === 'good' ? { body: { openid: 'o-123', session_key: 'k', unionid: 'u-9' } } : { body: { errcode: 40029, errmsg: 'invalid code' } }))
    try {
      const login = new WechatApiLogin({ apiBase: fake.url, appId: 'wxapp', appSecret: 'secret' })
      expect(await login.code2Session('good')).toEqual({ openid: 'o-123', unionid: 'u-9' })
      expect(fake.requests[0].pathname).toBe('/sns/jscode2session')
      expect(Object.fromEntries(fake.requests[0].searchParams)).toEqual({ appid: 'wxapp', secret: 'secret', js_code: 'good', grant_type: 'authorization_code' })
      const err = await login.code2Session('bad').catch(e => e)
      expect(err).toBeInstanceOf(WechatLoginError)
      expect(err.errcode).toBe(40029)
    } finally {
      await fake.close()
    }
  })

  it('signs the mini-program in through the configured adapter', async () => {
    const fake = await fakeServer(url => (url.searchParams.get('js_code') === 'c1' ? { body: { openid: 'o-real-1' } } : { body: { errcode: -1, errmsg: 'system busy' } }))
    const t = await createAccountsApp({ env: { WECHAT_LOGIN_PROVIDER: 'wechat', WECHAT_API_BASE: fake.url, WECHAT_APP_ID: 'wxapp', WECHAT_APP_SECRET: 'secret' } })
    try {
      const ok = await t.signed({ method: 'POST', url: ACCOUNTS.wechatLogin.path, body: { code: 'c1' } })
      expect(json(ok)).toMatchObject({ code: 0, data: { userState: 3 } })
      const row = await t.app.db.selectFrom('users').select('wechat_openid').where('id', '=', json<{ userId: number }>(ok).data.userId).executeTakeFirstOrThrow()
      expect(row.wechat_openid).toBe('o-real-1')
      // WeChat busy: try again later, not "your code is wrong"
      const busy = await t.signed({ method: 'POST', url: ACCOUNTS.wechatLogin.path, body: { code: 'c2' } })
      expect(json(busy)).toMatchObject({ code: CODES.SERVICE_UNAVAILABLE, message: '微信服务繁忙，请稍后再试' })
    } finally {
      await t.close()
      await fake.close()
    }
  })
})
