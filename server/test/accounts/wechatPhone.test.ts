/**
 * Issue 24 item 8: the phone number of WeChat's getPhoneNumber button. The mini-program sends the
 * button's code; the server exchanges it with WeChat (phonenumber.getPhoneNumber; the sandbox here)
 * and binds that phone to the WeChat guest, with bind_phone's merge rules, without an SMS code.
 * The real adapter is tested against a fake of WeChat's API (access token, refresh, the answer's app).
 */
import { CODES, type SessionData, type UserInfoData } from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { WechatApi, WechatApiError } from '../../src/domains/accounts/wechatApi'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'

jest.setTimeout(60_000)

const info = (t: AccountsTestApp, headers: Record<string, string>) => t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers })

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

const MINI_PROGRAM = { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0 miniProgram' }
const login = async (code: string) => json<SessionData>(await t.signed({ method: 'POST', url: ACCOUNTS.wechatLogin.path, body: { code }, headers: MINI_PROGRAM })).data
const bindNumber = (token: string | null, code: unknown) =>
  t.signed({ method: 'POST', url: ACCOUNTS.wechatBindPhoneNumber.path, body: { code }, headers: token ? auth(token) : {} }).then(r => json<SessionData>(r))

describe("binding the phone of WeChat's button", () => {
  it('a guest binds the phone WeChat vouches for and becomes registered on a new session; no SMS code is sent', async () => {
    const guest = await login('phone-button-new')
    const phone = newPhone()
    const smsBefore = await t.app.db.selectFrom('sms_outbox').select('id').execute()
    const bound = await bindNumber(guest.token, `sandbox-phone:86-${phone}`)
    expect(bound.code).toBe(0)
    expect(bound.data).toMatchObject({ userId: guest.userId, userState: 4 })
    expect(json(await info(t, auth(guest.token))).code).toBe(2102)
    expect(json<UserInfoData>(await info(t, auth(bound.data.token))).data).toMatchObject({ userState: 4, nationCode: '86', phoneNumber: `${phone.slice(0, 3)}****${phone.slice(-4)}` })
    expect(await t.app.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(smsBefore.length)
    // bound once: another button code is refused
    const again = await bindNumber(bound.data.token, `sandbox-phone:86-${newPhone()}`)
    expect(again.code).toBe(CODES.ARG_ERROR)
    expect(again.message).toBe('当前账号已绑定手机号')
  })

  it("a registered phone merges the guest into the phone's account, as bind_phone does", async () => {
    const phone = newPhone()
    const owner = await t.signUp(phone, newName())
    const guest = await login('phone-button-merge')
    const merged = await bindNumber(guest.token, `sandbox-phone:${phone}`)
    expect(merged.data).toMatchObject({ userId: owner.userId, userState: 4 })
    expect((await login('phone-button-merge')).userId).toBe(owner.userId)
    // that phone now belongs to a WeChat identity: another WeChat guest cannot take it with a button code
    const other = await login('phone-button-other')
    const refused = await bindNumber(other.token, `sandbox-phone:${phone}`)
    expect(refused.code).toBe(CODES.ARG_ERROR)
    expect(refused.message).toBe('该手机号已绑定其他微信账号')
  })

  it('a code WeChat refuses is a field error in Chinese; a signed-out caller, an empty or oversized code are refused', async () => {
    const guest = await login('phone-button-invalid')
    const bad = await bindNumber(guest.token, 'invalid-code')
    expect(bad.code).toBe(CODES.ARG_ERROR)
    expect(bad.message).toBe('微信手机号授权已失效，请重新点击获取')
    expect(bad.data).toMatchObject({ fields: [{ field: 'code', message: '微信手机号授权已失效，请重新点击获取' }] })
    expect((await bindNumber(null, 'sandbox-phone:13900000000')).code).toBe(CODES.SESSION_INVALID)
    expect((await bindNumber(guest.token, '')).code).toBe(CODES.ARG_ERROR)
    expect((await bindNumber(guest.token, 'x'.repeat(200))).code).toBe(CODES.ARG_ERROR)
    expect((await bindNumber(guest.token, 12345)).code).toBe(CODES.ARG_ERROR)
  })

  it('an account without a WeChat identity (signed up on the website) cannot use the button', async () => {
    const web = await t.signUp(newPhone(), newName())
    const r = await bindNumber(web.token, `sandbox-phone:${newPhone()}`)
    expect(r.code).toBe(CODES.ARG_ERROR)
  })
})

describe("the real adapter against a fake of WeChat's API", () => {
  function fakeWechat(appId = 'wxapp000000000001') {
    const calls: Array<{ path: string; query: URLSearchParams; body: any }> = []
    let tokens = 0
    let rejectNext = false
    const fetch = (async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input))
      const body = JSON.parse(String(init?.body ?? '{}'))
      calls.push({ path: url.pathname, query: url.searchParams, body })
      const reply = (o: unknown) => new Response(JSON.stringify(o), { headers: { 'content-type': 'application/json' } })
      if (url.pathname === '/cgi-bin/stable_token') return reply({ access_token: `TOKEN${++tokens}`, expires_in: 7200 })
      if (rejectNext) {
        rejectNext = false
        return reply({ errcode: 40001, errmsg: 'invalid credential' })
      }
      if (url.pathname === '/wxa/business/getuserphonenumber') {
        if (body.code === 'bad') return reply({ errcode: 40029, errmsg: 'invalid code' })
        return reply({ errcode: 0, errmsg: 'ok', phone_info: { phoneNumber: '+86 13912345678', purePhoneNumber: '13912345678', countryCode: '86', watermark: { appid: appId, timestamp: 1 } } })
      }
      if (url.pathname === '/cgi-bin/message/subscribe/send') return reply(body.touser === 'no-sub' ? { errcode: 43101, errmsg: 'user refuse to accept the msg' } : { errcode: 0, errmsg: 'ok' })
      if (url.pathname === '/wxa/msg_sec_check') return reply({ errcode: 0, result: { suggest: String(body.content).includes('bad') ? 'risky' : 'pass', label: 100 } })
      return reply({ errcode: 404, errmsg: 'no such api' })
    }) as typeof globalThis.fetch
    return { fetch, calls, rejectNext: () => (rejectNext = true) }
  }
  const make = (fake: ReturnType<typeof fakeWechat>, now = () => 1_000_000) =>
    new WechatApi({ apiBase: 'https://api.weixin.example', appId: 'wxapp000000000001', appSecret: 'secret', fetch: fake.fetch, clock: now })

  it('takes one stable access token for many calls, and a new one when WeChat refuses it (40001)', async () => {
    const fake = fakeWechat()
    const api = make(fake)
    await Promise.all([api.getPhoneNumber('a'), api.getPhoneNumber('b')])
    expect(fake.calls.filter(c => c.path === '/cgi-bin/stable_token')).toHaveLength(1)
    expect(fake.calls[0].body).toEqual({ grant_type: 'client_credential', appid: 'wxapp000000000001', secret: 'secret', force_refresh: false })
    expect(fake.calls.filter(c => c.path !== '/cgi-bin/stable_token').every(c => c.query.get('access_token') === 'TOKEN1')).toBe(true)
    fake.rejectNext()
    expect(await api.getPhoneNumber('c')).toEqual({ phone: '13912345678', nationCode: '86' })
    expect(fake.calls.filter(c => c.path === '/cgi-bin/stable_token')).toHaveLength(2)
    expect(fake.calls.at(-1)!.query.get('access_token')).toBe('TOKEN2')
  })

  it("refuses an answer for another app, and passes WeChat's errcode on", async () => {
    await expect(make(fakeWechat('wxsomeoneelse00001')).getPhoneNumber('a')).rejects.toBeInstanceOf(WechatApiError)
    await expect(make(fakeWechat()).getPhoneNumber('bad')).rejects.toMatchObject({ errcode: 40029 })
  })

  it('sends subscription messages and content checks in the shape WeChat documents', async () => {
    const fake = fakeWechat()
    const api = make(fake)
    await api.sendSubscribeMessage({ openid: 'o1', templateId: 'T1', page: 'pages/report/index?barcode=X', data: { thing1: { value: '王建国' } } })
    expect(fake.calls.at(-1)!.body).toEqual({ touser: 'o1', template_id: 'T1', page: 'pages/report/index?barcode=X', data: { thing1: { value: '王建国' } }, lang: 'zh_CN' })
    await expect(api.sendSubscribeMessage({ openid: 'no-sub', templateId: 'T1', page: 'p', data: {} })).rejects.toMatchObject({ errcode: 43101 })
    expect(await api.msgSecCheck({ openid: 'o1', content: 'bad words', scene: 1 })).toBe('risky')
    expect(fake.calls.at(-1)!.body).toEqual({ version: 2, openid: 'o1', scene: 1, content: 'bad words' })
    expect(await api.msgSecCheck({ openid: 'o1', content: '王建国', scene: 1 })).toBe('pass')
  })
})
