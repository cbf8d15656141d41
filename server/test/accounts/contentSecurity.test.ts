/**
 * Issue 24 item 10: what people publish goes through WeChat's content security when configured
 * (WECHAT_CONTENT_SECURITY=on, the default; the sandbox of WeChat's API here): a name through
 * msgSecCheck before it is saved, an avatar through mediaCheckAsync (it waits, pending, for WeChat's
 * verdict pushed to WECHAT_PUSH_PATH, signed with WECHAT_PUSH_TOKEN). WeChat's checks need an openid:
 * accounts without WeChat keep the word list and our own image review only.
 */
import { createHash } from 'crypto'
import { CODES, WECHAT_PUSH_PATH, type SessionData, type UploadImageData, type UserInfoData } from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { SANDBOX_RISKY_TEXT } from '../../src/domains/accounts/wechatApi/sandbox'
import { auth, createAccountsApp, makeImage, multipart, newName, newPhone, signedUpload, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'

jest.setTimeout(60_000)

const PUSH_TOKEN = 'xungenPushToken2026'
let t: AccountsTestApp
let off: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsApp({ env: { WECHAT_PUSH_TOKEN: PUSH_TOKEN } })
  off = await createAccountsApp({ env: { WECHAT_CONTENT_SECURITY: 'off' } })
})
afterAll(async () => {
  await t.close()
  await off.close()
})

let logins = 0
async function wechatUser(app: AccountsTestApp): Promise<SessionData> {
  const guest = json<SessionData>(await app.signed({ method: 'POST', url: ACCOUNTS.wechatLogin.path, body: { code: `content-${process.pid}-${++logins}` } })).data
  return json<SessionData>(await app.signed({ method: 'POST', url: ACCOUNTS.wechatBindPhoneNumber.path, body: { code: `sandbox-phone:${newPhone()}` }, headers: auth(guest.token) })).data
}
const rename = (app: AccountsTestApp, token: string, name: string) => app.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { name }, headers: auth(token) }).then(r => json<any>(r))

function pushQuery(token = PUSH_TOKEN) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const nonce = String(Math.floor(Math.random() * 1e9))
  const signature = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex')
  return { timestamp, nonce, signature }
}
const push = (event: unknown, query = pushQuery()) =>
  t.app.inject({ method: 'POST', url: WECHAT_PUSH_PATH, query, payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } })

describe('names', () => {
  it("a name WeChat finds risky is refused for a WeChat account, with the name's Chinese message; a clean one is saved", async () => {
    const me = await wechatUser(t)
    const risky = await rename(t, me.token, `王${SANDBOX_RISKY_TEXT}`)
    expect(risky.code).toBe(CODES.ARG_ERROR)
    expect(JSON.stringify(risky.data)).toMatch(/[\u4e00-\u9fff]/)
    const clean = await rename(t, me.token, newName())
    expect(clean.code).toBe(0)
  })

  it('without an openid, or with the check switched off, WeChat is not asked', async () => {
    const web = await t.signUp(newPhone(), newName())
    expect((await rename(t, web.token, `李${SANDBOX_RISKY_TEXT}`)).code).toBe(0)
    const me = await wechatUser(off)
    expect((await rename(off, me.token, `张${SANDBOX_RISKY_TEXT}`)).code).toBe(0)
  })
})

describe('avatars', () => {
  async function avatarOf(token: string) {
    const up = json<UploadImageData>(await signedUpload(t, ACCOUNTS.uploadImage.path, { type: 'avatar' }, multipart(await makeImage(64, 64, 'png')), auth(token))).data
    const publicId = /\/([A-Za-z0-9_-]+)\.jpg$/.exec(up.uploadUrl)![1]
    const upload = await t.app.db.selectFrom('uploads').select(['id', 'review_status']).where('public_id', '=', publicId).executeTakeFirstOrThrow()
    const check = await t.app.db.selectFrom('wechat_media_checks').selectAll().where('upload_id', '=', upload.id).executeTakeFirst()
    return { up, upload, check }
  }
  const statusOf = async (id: number) => (await t.app.db.selectFrom('uploads').select('review_status').where('id', '=', id).executeTakeFirstOrThrow()).review_status

  it("a WeChat account's avatar waits for WeChat's verdict: pass puts it in use, a repeated push changes nothing", async () => {
    const me = await wechatUser(t)
    const { up, upload, check } = await avatarOf(me.token)
    expect(up.reviewStatus).toBe('pending')
    expect(check).toMatchObject({ state: 'pending', user_id: me.userId })
    const chosen = json<UserInfoData>(await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { avatar: up.uploadUrl }, headers: auth(me.token) })).data
    expect(chosen.avatarReview).toMatchObject({ status: 'pending' })
    const res = await push({ ToUserName: 'gh_x', FromUserName: 'o', CreateTime: 1, MsgType: 'event', Event: 'wxa_media_check', appid: 'wx', trace_id: check!.trace_id, version: 2, errcode: 0, result: { suggest: 'pass', label: 100 } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('success')
    expect(await statusOf(upload.id)).toBe('approved')
    const info = json<UserInfoData>(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).data
    expect(info).toMatchObject({ avatarUrl: up.uploadUrl, avatarReview: null })
    // the same push again (WeChat retries): nothing more happens
    expect((await push({ Event: 'wxa_media_check', trace_id: check!.trace_id, result: { suggest: 'risky' } })).statusCode).toBe(200)
    expect(await statusOf(upload.id)).toBe('approved')
  })

  it('risky rejects it; review leaves it for an operator; a push with a wrong signature is refused', async () => {
    const me = await wechatUser(t)
    const a = await avatarOf(me.token)
    expect((await push({ Event: 'wxa_media_check', trace_id: a.check!.trace_id, result: { suggest: 'risky' } }, pushQuery('wrongToken'))).statusCode).toBe(401)
    expect(await statusOf(a.upload.id)).toBe('pending')
    await push({ Event: 'wxa_media_check', trace_id: a.check!.trace_id, result: { suggest: 'risky' } })
    expect(await statusOf(a.upload.id)).toBe('rejected')
    const b = await avatarOf(me.token)
    await push({ Event: 'wxa_media_check', trace_id: b.check!.trace_id, result: { suggest: 'review' } })
    expect(await statusOf(b.upload.id)).toBe('pending')
  })

  it("WeChat's URL check is answered with echostr when signed", async () => {
    const ok = await t.app.inject({ method: 'GET', url: WECHAT_PUSH_PATH, query: { ...pushQuery(), echostr: 'abc123' } })
    expect(ok.body).toBe('abc123')
    expect((await t.app.inject({ method: 'GET', url: WECHAT_PUSH_PATH, query: { ...pushQuery('nope'), echostr: 'abc123' } })).statusCode).toBe(401)
  })

  it("an account without WeChat keeps our own review only (approved at once)", async () => {
    const web = await t.signUp(newPhone(), newName())
    const { up, check } = await avatarOf(web.token)
    expect(up.reviewStatus).toBe('approved')
    expect(check).toBeUndefined()
  })
})
