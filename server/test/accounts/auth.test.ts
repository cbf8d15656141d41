import { CODES, TOKEN_COOKIE_MAX_AGE_MS, type SessionData, type UserInfoData } from '@xungen/contracts'
import { json } from '../helpers/app'
import { GRADIENT, auth, cookieOf, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

const info = (t: AccountsTestApp, headers: Record<string, string>) => t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers })

describe('sign-up (spec 7.2 user/signup, spec 4 sign-up profile flow)', () => {
  const t = useAccountsApp()

  it('creates a registered account (state 1), answers data.userId with a session and sets the 7-day token cookie', async () => {
    const phone = newPhone()
    const name = newName('小明')
    const authCode = await t.sendCode(phone)
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, nationCode: '86', authCode, name, avatar: GRADIENT, isWechat: true } })
    const body = json<SessionData>(res)
    expect(body.code).toBe(0)
    expect(body.data).toEqual({ userId: expect.any(Number), token: expect.stringMatching(/^xg_[A-Za-z0-9_-]{43}$/), expiresAt: t.now() + TOKEN_COOKIE_MAX_AGE_MS, userState: 1 })
    const cookie = cookieOf(res)!
    expect(cookie.value).toBe(body.data.token)
    expect(cookie.attributes).toMatch(/Max-Age=604800/)
    expect(cookie.attributes).toMatch(/Path=\//)
    expect(cookie.attributes).toMatch(/HttpOnly/)
    expect(cookie.attributes).toMatch(/SameSite=Lax/)
    const me = json<UserInfoData>(await info(t, auth(body.data.token))).data
    expect(me).toMatchObject({ userId: body.data.userId, userName: name, phoneNumber: phone.slice(0, 3) + '****' + phone.slice(-4), nationCode: '86', isWechat: true, userState: 1, avatar: GRADIENT, hasPassword: false, checkResult: { succeeded: false } })
    // the session works from the cookie too (H5)
    expect(json(await info(t, { cookie: `token=${body.data.token}` })).code).toBe(0)
  })

  it('stores only a hash of the token', async () => {
    const session = await t.signUp(newPhone(), newName())
    const rows = await t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', session.userId).execute()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(session.token)
  })

  it('refuses a phone that already has an account', async () => {
    const phone = newPhone()
    await t.signUp(phone, newName())
    const authCode = await t.sendCode(phone)
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode, name: newName(), avatar: GRADIENT } })
    expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '该手机号已注册，请直接登录' })
  })

  it('refuses a name that breaks the rules, and keeps the code usable for the next try', async () => {
    const phone = newPhone()
    const authCode = await t.sendCode(phone)
    const attempt = (name: unknown, avatar: unknown = GRADIENT) => t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode, name, avatar } })
    expect(json(await attempt(''))).toMatchObject({ code: CODES.ARG_ERROR, message: '请输入昵称', data: { fields: [{ field: 'name', message: '请输入昵称' }] } })
    expect(json(await attempt('管理员小王'))).toMatchObject({ message: '昵称包含敏感词，请重新输入' })
    expect(json(await attempt('12345678'))).toMatchObject({ message: '昵称不能为纯数字' })
    expect(json(await attempt('小王', { type: 'color', startColor: 'red', endColor: '#000000' }))).toMatchObject({ message: '头像格式不正确，请重新选择' })
    expect(json(await attempt('小王', 'https://evil.example/a.jpg'))).toMatchObject({ message: '头像图片无效，请重新上传' })
    expect(json(await attempt(newName())).code).toBe(0)
  })

  it('refuses a name another account has (case and width folded)', async () => {
    await t.signUp(newPhone(), 'Tom同学')
    const phone = newPhone()
    const authCode = await t.sendCode(phone)
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode, name: 'ｔｏｍ同学', avatar: GRADIENT } })
    expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '该昵称已被使用，请换一个' })
  })

  it('refuses a wrong code, missing fields, wrong types and unknown fields with 4006', async () => {
    const phone = newPhone()
    await t.sendCode(phone)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode: '000000', name: newName(), avatar: GRADIENT } })).code).toBe(CODES.ARG_ERROR)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, name: newName(), avatar: GRADIENT } })).message).toBe('请输入验证码')
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode: '123456', name: newName() } })).code).toBe(CODES.ARG_ERROR)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode: 123456, name: 'x', avatar: GRADIENT } })).code).toBe(CODES.ARG_ERROR)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode: '123456', name: 'x', avatar: GRADIENT, userState: 4 } })).code).toBe(CODES.ARG_ERROR)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signup.path })).code).toBe(CODES.ARG_ERROR)
  })

  it('refuses an oversized body before reading it', async () => {
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: newPhone(), authCode: '123456', name: 'x'.repeat(40_000), avatar: GRADIENT } })
    expect(res.statusCode).toBe(413)
    expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '请求内容过大' })
  })
})

describe('sign-in and passwords', () => {
  const t = useAccountsApp()

  it('signs a registered phone in by code', async () => {
    const phone = newPhone()
    const first = await t.signUp(phone, newName())
    const authCode = await t.sendCode(phone)
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, nationCode: '86', authCode } })
    expect(json(res)).toMatchObject({ code: 0, data: { userId: first.userId, userState: 1 } })
    expect(cookieOf(res)?.value).toBe(json<SessionData>(res).data.token)
  })

  it('does not sign in a phone without an account (sign-up comes first)', async () => {
    const phone = newPhone()
    const authCode = await t.sendCode(phone)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, authCode } }))).toMatchObject({ code: CODES.ARG_ERROR, message: '该手机号尚未注册，请先注册' })
  })

  it('resets the password with a code, ends every session (2102), and signs in with the new password', async () => {
    const phone = newPhone()
    const session = await t.signUp(phone, newName())
    const authCode = await t.sendCode(phone, 'reset_password')
    const weak = await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: phone, nationCode: '86', authCode, password: '123456' } })
    expect(json(weak)).toMatchObject({ code: CODES.ARG_ERROR, message: '密码不能为连续数字', data: { fields: [{ field: 'password' }] } })
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: phone, authCode, password: 'abcdef' } })).message).toBe('密码不能为连续字符')
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: phone, authCode, password: 'a1b2' } })).message).toBe('密码长度不能少于6位')
    const ok = await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: phone, nationCode: '86', authCode, password: 'Gene2026!' } })
    expect(json(ok)).toEqual({ code: 0, message: '', data: null })
    expect(json(await info(t, auth(session.token))).code).toBe(CODES.SESSION_REVOKED)
    const signin = await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, nationCode: '86', password: 'Gene2026!' } })
    expect(json(signin)).toMatchObject({ code: 0, data: { userId: session.userId } })
    expect(json<UserInfoData>(await info(t, auth(json<SessionData>(signin).data.token))).data.hasPassword).toBe(true)
  })

  it('reset-password refuses an unregistered phone and a code of another purpose', async () => {
    const phone = newPhone()
    const code = await t.sendCode(phone, 'reset_password')
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: phone, authCode: code, password: 'Gene2026!' } })).message).toBe('该手机号尚未注册，请先注册')
    const other = newPhone()
    await t.signUp(other, newName())
    const loginCode = await t.sendCode(other, 'login')
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: other, authCode: loginCode, password: 'Gene2026!' } })).code).toBe(CODES.ARG_ERROR)
  })

  it('answers a wrong password and an unknown phone the same way, and locks the phone after 5 wrong passwords for 15 minutes', async () => {
    const phone = newPhone()
    await t.signUp(phone, newName())
    await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: phone, authCode: await t.sendCode(phone, 'reset_password'), password: 'Right2026!' } })
    const unknown = await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: newPhone(), password: 'Right2026!' } })
    expect(json(unknown)).toMatchObject({ code: CODES.ARG_ERROR, message: '手机号或密码错误' })
    const attempt = (password: string) => t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, password } })
    for (let i = 0; i < 5; i++) expect(json(await attempt('Wrong' + i + 'xx')).message).toBe('手机号或密码错误')
    const locked = await attempt('Right2026!')
    expect(locked.statusCode).toBe(429)
    expect(json(locked)).toMatchObject({ code: CODES.TOO_MANY_REQUESTS, message: '密码错误次数过多，请15分钟后再试，或使用验证码登录', data: { retryAfterSeconds: 15 * 60 } })
    // changing the password with the old one counts against the same phone and answers the same
    const session = json<SessionData>(await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, authCode: await t.sendCode(phone) } })).data
    t.advance(60_000)
    const modifyLocked = await t.signed({ method: 'POST', url: ACCOUNTS.modifyPassword.path, body: { password: 'Other2026x', oldPassword: 'Right2026!' }, headers: auth(session.token) })
    expect(modifyLocked.statusCode).toBe(429)
    const left = json<{ retryAfterSeconds: number }>(modifyLocked)
    expect(left).toMatchObject({ code: CODES.TOO_MANY_REQUESTS, data: { retryAfterSeconds: expect.any(Number) } })
    // the seconds left are exact: one second short is still locked, then sign-in by password works again
    expect(left.data.retryAfterSeconds).toBeLessThanOrEqual(14 * 60)
    t.advance((left.data.retryAfterSeconds - 1) * 1000)
    expect(json(await attempt('Right2026!')).code).toBe(CODES.TOO_MANY_REQUESTS)
    t.advance(1000)
    expect(json(await attempt('Right2026!')).code).toBe(0)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone } })).message).toBe('请输入密码')
  })

  it('changes the password with the old one, keeps this device signed in and signs the others out', async () => {
    const phone = newPhone()
    const first = await t.signUp(phone, newName())
    await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: phone, authCode: await t.sendCode(phone, 'reset_password'), password: 'Old2026pass' } })
    const a = json<SessionData>(await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, password: 'Old2026pass' } })).data
    const b = json<SessionData>(await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, password: 'Old2026pass' } })).data
    expect(json(await info(t, auth(first.token))).code).toBe(CODES.SESSION_REVOKED)
    const modify = (body: unknown, token = a.token) => t.signed({ method: 'POST', url: ACCOUNTS.modifyPassword.path, body, headers: auth(token) })
    expect(json(await modify({ password: 'New2026pass', oldPassword: 'nope-nope' }))).toMatchObject({ code: CODES.ARG_ERROR, message: '原密码错误' })
    expect(json(await modify({ password: 'Old2026pass', oldPassword: 'Old2026pass' })).message).toBe('新密码不能与原密码相同')
    expect(json(await modify({ password: '111111', oldPassword: 'Old2026pass' })).message).toBe('密码不能为重复数字')
    expect(json(await modify({ password: 'New2026pass' })).message).toBe('请输入原密码或验证码')
    expect(json(await modify({ password: 'New2026pass', oldPassword: 'Old2026pass' })).code).toBe(0)
    expect(json(await info(t, auth(a.token))).code).toBe(0)
    expect(json(await info(t, auth(b.token))).code).toBe(CODES.SESSION_REVOKED)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, password: 'New2026pass' } })).code).toBe(0)
  })

  it('changes the password with a code sent to the account phone (an account that never had one)', async () => {
    const phone = newPhone()
    const session = await t.signUp(phone, newName())
    const modify = (body: unknown) => t.signed({ method: 'POST', url: ACCOUNTS.modifyPassword.path, body, headers: auth(session.token) })
    expect(json(await modify({ password: 'Fresh2026x', oldPassword: 'whatever1' })).message).toBe('您还没有设置密码，请使用验证码修改')
    t.advance(121_000)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'modify_password' }, headers: auth(session.token) })).code).toBe(0)
    const code = await t.code(phone)
    expect(json(await modify({ password: 'Fresh2026x', authCode: code })).code).toBe(0)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, password: 'Fresh2026x' } })).code).toBe(0)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.modifyPassword.path, body: { password: 'Fresh2026x', authCode: code } })).code).toBe(CODES.SESSION_INVALID)
  })
})

describe('sessions and logout (spec 4 Session, 8.1 sign-out codes, 2.11 logout)', () => {
  const t = useAccountsApp()

  it('answers 1001 without a token or with an unknown one', async () => {
    expect(json(await info(t, {}))).toMatchObject({ code: 1001 })
    expect(json(await info(t, auth('xg_' + 'A'.repeat(43))))).toMatchObject({ code: 1001 })
  })

  it('answers 1003 once the 7 days of the token are over', async () => {
    const session = await t.signUp(newPhone(), newName())
    t.advance(TOKEN_COOKIE_MAX_AGE_MS - 1000)
    expect(json(await info(t, auth(session.token))).code).toBe(0)
    t.advance(1000)
    expect(json(await info(t, auth(session.token)))).toEqual({ code: 1003, message: '登录已过期，请重新登录', data: null })
  })

  it('POST logout ends the session (2102 afterwards) and clears the cookie; a second logout still succeeds', async () => {
    const session = await t.signUp(newPhone(), newName())
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.logout.path, headers: auth(session.token) })
    expect(json(res)).toEqual({ code: 0, message: '', data: null })
    expect(cookieOf(res)).toMatchObject({ value: '' })
    expect(cookieOf(res)!.attributes).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(json(await info(t, auth(session.token)))).toMatchObject({ code: 2102 })
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.logout.path, headers: auth(session.token) })).code).toBe(0)
  })

  it('GET /login (the messaging-app browser target of spec 2.18) sends the visitor to phone sign-in, keeping an internal from', async () => {
    const go = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/login', query, headers: { accept: 'text/html' } })
    const res = await go({ from: '/user/persons/bind?barcode=XG1', return: 'true' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/auth/signin?from=%2Fuser%2Fpersons%2Fbind%3Fbarcode%3DXG1&return=true')
    expect((await go({ from: '//evil.example/x' })).headers.location).toBe('/auth/signin')
    expect((await go({ from: 'https://evil.example/' })).headers.location).toBe('/auth/signin')
    expect((await go({})).headers.location).toBe('/auth/signin')
  })

  it('GET /user/logout and /wechat/logout end the cookie session and redirect to the site origin, never elsewhere', async () => {
    for (const path of ['/user/logout', '/wechat/logout']) {
      const session = await t.signUp(newPhone(), newName())
      const res = await t.app.inject({ method: 'GET', url: path, query: { redirect: 'http://127.0.0.1:3000/' }, headers: { cookie: `token=${session.token}`, accept: 'text/html' } })
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('http://127.0.0.1:3000/')
      expect(cookieOf(res)?.value).toBe('')
      expect(json(await info(t, auth(session.token))).code).toBe(2102)
    }
    const port = await t.app.inject({ method: 'GET', url: '/user/logout', query: { redirect: 'http://127.0.0.1:3000/report' }, headers: { host: '127.0.0.1:3000' } })
    expect(port.headers.location).toBe('http://127.0.0.1:3000/report')
    // the Host header is the caller's: it never makes its origin ours (issue 12, probe 8)
    const evil = await t.app.inject({ method: 'GET', url: '/user/logout', query: { redirect: 'https://evil.example/' }, headers: { host: 'evil.example' } })
    expect(evil.headers.location).toBe('/')
    const sneaky = await t.app.inject({ method: 'GET', url: '/user/logout', query: { redirect: '//evil.example/x' } })
    expect(sneaky.headers.location).toBe('/')
    const path = await t.app.inject({ method: 'GET', url: '/user/logout', query: { redirect: '/report?x=1' } })
    expect(path.headers.location).toBe('/report?x=1')
  })

  it('sets the token cookie for a token the app hands over (bridge updateToken)', async () => {
    const session = await t.signUp(newPhone(), newName())
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.tokenCookie.path, headers: auth(session.token) })
    expect(json(res).code).toBe(0)
    expect(cookieOf(res)).toMatchObject({ value: session.token })
    expect(cookieOf(res)!.attributes).toMatch(/Max-Age=604800/)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.tokenCookie.path })).code).toBe(1001)
  })

  it('never writes tokens or codes into the logs', async () => {
    const phone = newPhone()
    const code = await t.sendCode(phone)
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode: code, name: newName(), avatar: GRADIENT } })
    const token = json<SessionData>(res).data.token
    await t.signed({ method: 'GET', url: ACCOUNTS.isRegistered.path, query: { phone_number: phone, auth_code: code } })
    expect(t.logText()).not.toContain(token)
    expect(t.logText()).not.toContain(`auth_code=${code}`)
  })
})

describe('mini-program login and phone binding (WeChat sandbox)', () => {
  const t = useAccountsApp()
  const login = (code: string) => t.signed({ method: 'POST', url: ACCOUNTS.wechatLogin.path, body: { code }, headers: { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0 miniProgram' } })

  it('makes a messaging-app guest (state 3) with a generated nickname, its profile still to complete', async () => {
    const res = await login('code-guest-1')
    const session = json<SessionData>(res).data
    expect(session.userState).toBe(3)
    const me = json<UserInfoData>(await info(t, auth(session.token))).data
    expect(me.userName).toMatch(new RegExp(`^微信用户${String(session.userId).padStart(4, '0').slice(-4)}[a-z0-9]{5}$`))
    expect(me).toMatchObject({ isWechat: true, phoneNumber: null, userState: 3, checkResult: { succeeded: true } })
    expect(me.avatar).toMatchObject({ type: 'color' })
  })

  it('the same code (the same WeChat user in the sandbox) signs the same account in; a bad code is refused', async () => {
    const a = json<SessionData>(await login('code-same')).data
    const b = json<SessionData>(await login('code-same')).data
    expect(b.userId).toBe(a.userId)
    expect(b.token).not.toBe(a.token)
    expect(json(await login('invalid-code'))).toMatchObject({ code: CODES.ARG_ERROR, message: '微信登录失败，请重试' })
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.wechatLogin.path, body: {} })).code).toBe(CODES.ARG_ERROR)
  })

  it('a guest binds a new phone and becomes registered (state 4) on a new session', async () => {
    const guest = json<SessionData>(await login('code-bind-new')).data
    const phone = newPhone()
    t.advance(121_000)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone, verifyType: 'bind_phone' }, headers: auth(guest.token) })).code).toBe(0)
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.wechatBindPhone.path, body: { phoneNumber: phone, authCode: await t.code(phone) }, headers: auth(guest.token) })
    const bound = json<SessionData>(res).data
    expect(bound).toMatchObject({ userId: guest.userId, userState: 4 })
    expect(json(await info(t, auth(guest.token))).code).toBe(2102)
    expect(json<UserInfoData>(await info(t, auth(bound.token))).data).toMatchObject({ userState: 4, nationCode: '86' })
    // the phone signs in to the same account by code now
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, authCode: await t.sendCode(phone) } })).data).toMatchObject({ userId: guest.userId })
    // and cannot bind again
    const again = await t.signed({ method: 'POST', url: ACCOUNTS.wechatBindPhone.path, body: { phoneNumber: newPhone(), authCode: '123456' }, headers: auth(bound.token) })
    expect(json(again).message).toBe('当前账号已绑定手机号')
  })

  it("a guest binding a registered phone is merged into that account: the phone's account wins, the guest's addresses move", async () => {
    const phone = newPhone()
    const owner = await t.signUp(phone, newName())
    const guest = json<SessionData>(await login('code-merge')).data
    const address = { receiverName: '张三', mobile: '13800138000', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '东华门大街 1 号' }
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: address, headers: auth(guest.token) })).code).toBe(0)
    t.advance(121_000)
    await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone, verifyType: 'bind_phone' }, headers: auth(guest.token) })
    const merged = json<SessionData>(await t.signed({ method: 'POST', url: ACCOUNTS.wechatBindPhone.path, body: { phoneNumber: phone, authCode: await t.code(phone) }, headers: auth(guest.token) })).data
    expect(merged).toMatchObject({ userId: owner.userId, userState: 4 })
    expect(json(await info(t, auth(guest.token))).code).toBe(2102)
    const list = json<{ list: unknown[] }>(await t.signed({ method: 'GET', url: ACCOUNTS.deliveryAddresses.path, headers: auth(merged.token) })).data.list
    expect(list).toHaveLength(1)
    // the WeChat login now lands in the phone's account
    expect(json<SessionData>(await login('code-merge')).data.userId).toBe(owner.userId)
  })

  it('binding needs a signed-in guest and a valid code', async () => {
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.wechatBindPhone.path, body: { phoneNumber: newPhone(), authCode: '123456' } })).code).toBe(1001)
    const guest = json<SessionData>(await login('code-bind-wrong')).data
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.wechatBindPhone.path, body: { phoneNumber: newPhone(), authCode: '123456' }, headers: auth(guest.token) })).message).toBe('请先获取验证码')
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone: newPhone(), verifyType: 'bind_phone' } })).code).toBe(1001)
  })
})
