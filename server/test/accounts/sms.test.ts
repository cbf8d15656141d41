import { CODES, DEV_SMS_OUTBOX_PATH } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

const send = (t: AccountsTestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) => t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body, headers })

describe('SMS verification codes (sms_verify/web, check-auth-code, is_registered)', () => {
  const t = useAccountsApp()

  it('sends a 6-digit code that the sandbox outbox shows, and answers when to resend and how long it lives', async () => {
    const phone = newPhone()
    const res = await send(t, { phone, nationCode: '86', verifyType: 'login' })
    expect(json(res)).toEqual({ code: 0, message: '', data: { retryAfterSeconds: 120, expiresInSeconds: 300 } })
    const outbox = (await t.app.inject({ method: 'GET', url: DEV_SMS_OUTBOX_PATH, query: { phone } })).json() as { list: Array<Record<string, unknown>> }
    expect(outbox.list).toHaveLength(1)
    expect(outbox.list[0]).toMatchObject({ phone, nationCode: '86', purpose: 'login' })
    expect(outbox.list[0].code).toMatch(/^\d{6}$/)
    expect(outbox.list[0].content).toContain(`验证码为 ${outbox.list[0].code}，5 分钟内有效`)
  })

  it('keeps only a salted hash of the code in its own table', async () => {
    const phone = newPhone()
    const code = await t.sendCode(phone)
    // the code is kept under the phone's blind index, never the phone (security item 6)
    const rows = await t.app.db.selectFrom('sms_codes').selectAll().where('phone', '=', t.app.personal.phoneIndex('86', phone)).execute()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)
  })

  it('refuses an empty phone with ARG_ERROR and 「请输入手机号」 (spec 5)', async () => {
    for (const body of [{ verifyType: 'login' }, { phone: '', verifyType: 'login' }]) {
      const res = await send(t, body)
      expect(res.statusCode).toBe(400)
      expect(json(res)).toEqual({ code: CODES.ARG_ERROR, message: '请输入手机号', data: { fields: [{ field: 'phone', message: '请输入手机号' }] } })
    }
  })

  it('refuses a phone that breaks the rules of its country code', async () => {
    expect(json(await send(t, { phone: '1380013800', verifyType: 'login' })).message).toBe('请输入正确的手机号')
    expect(json(await send(t, { phone: '12345', nationCode: '852', verifyType: 'login' })).message).toBe('请输入正确的手机号')
    expect(json(await send(t, { phone: '91234567', nationCode: 'abc', verifyType: 'login' })).message).toBe('请选择正确的国家或地区区号')
    expect(json(await send(t, { phone: '91234567', nationCode: '852', verifyType: 'login' })).code).toBe(0)
  })

  it('refuses an unknown purpose, wrong types and unknown fields', async () => {
    expect(json(await send(t, { phone: newPhone(), verifyType: 'steal' })).code).toBe(CODES.ARG_ERROR)
    expect(json(await send(t, { phone: 13800138000, verifyType: 'login' })).code).toBe(CODES.ARG_ERROR)
    expect(json(await send(t, { phone: newPhone(), verifyType: 'login', admin: true })).code).toBe(CODES.ARG_ERROR)
  })

  it('lets a phone have one code per 120 s (spec 9) and says how long to wait', async () => {
    const phone = newPhone()
    expect(json(await send(t, { phone, verifyType: 'login' })).code).toBe(0)
    t.advance(30_000)
    const early = await send(t, { phone, verifyType: 'reset_password' })
    expect(early.statusCode).toBe(429)
    expect(json(early)).toEqual({ code: CODES.TOO_MANY_REQUESTS, message: '验证码发送太频繁，请90秒后再试', data: { retryAfterSeconds: 90 } })
    t.advance(90_000)
    expect(json(await send(t, { phone, verifyType: 'login' })).code).toBe(0)
  })

  it('a code expires after 5 minutes', async () => {
    const phone = newPhone()
    const code = await t.sendCode(phone)
    t.advance(300_000)
    const res = await t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone, auth_code: code } })
    expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '验证码已失效，请重新获取' })
  })

  it('a code is single use: the second sign-up with it is refused', async () => {
    const phone = newPhone()
    const code = await t.sendCode(phone)
    const body = { phoneNumber: phone, authCode: code, name: newName(), avatar: { type: 'color', startColor: '#FFFFFF', endColor: '#000000' } }
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body })).code).toBe(0)
    const again = await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, authCode: code } })
    expect(json(again)).toMatchObject({ code: CODES.ARG_ERROR, message: '验证码已失效，请重新获取' })
  })

  it('a wrong code counts against 5 attempts, then the code is dead even when right', async () => {
    const phone = newPhone()
    const code = await t.sendCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const check = (c: string) => t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone, auth_code: c } })
    for (let i = 0; i < 4; i++) expect(json(await check(wrong)).message).toBe('验证码错误，请重新输入')
    expect(json(await check(wrong)).message).toBe('验证码错误次数过多，请重新获取')
    expect(json(await check(code)).message).toBe('验证码错误次数过多，请重新获取')
  })

  it('code guessing across many requests cannot get past the attempts (they are counted in the database)', async () => {
    const phone = newPhone()
    const code = await t.sendCode(phone)
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const answers = await Promise.all(guesses.map(g => t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone, auth_code: g } })))
    expect(answers.every(a => json(a).code === CODES.ARG_ERROR)).toBe(true)
    const row = await t.app.db.selectFrom('sms_codes').select('attempts').where('phone', '=', t.app.personal.phoneIndex('86', phone)).executeTakeFirstOrThrow()
    expect(row.attempts).toBeGreaterThanOrEqual(5)
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone, auth_code: code } })).code).toBe(CODES.ARG_ERROR)
  })

  it('a code works only for the purpose it was sent for', async () => {
    const phone = newPhone()
    const code = await t.sendCode(phone, 'reset_password')
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone, auth_code: code, verify_type: 'reset_password' } })).data).toEqual({ valid: true })
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone, auth_code: code } })).message).toBe('请先获取验证码')
  })

  it('check-auth-code refuses a malformed or missing code', async () => {
    const phone = newPhone()
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone, auth_code: '12ab' } })).message).toBe('请输入6位数字验证码')
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone } })).message).toBe('请输入验证码')
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.checkAuthCode.path, query: { phone_number: phone, auth_code: '123456' } })).message).toBe('请先获取验证码')
  })

  it('is_registered needs a valid sign-in code, so that nobody can probe which numbers have accounts', async () => {
    const phone = newPhone()
    const probe = await t.signed({ method: 'GET', url: ACCOUNTS.isRegistered.path, query: { phone_number: phone, nation_code: '86', auth_code: '123456' } })
    expect(json(probe)).toMatchObject({ code: CODES.ARG_ERROR, message: '请先获取验证码' })
    const code = await t.sendCode(phone)
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.isRegistered.path, query: { phone_number: phone, nation_code: '86', auth_code: code } })).data).toEqual({ registered: false })
    await t.signUp(phone, newName())
    const again = await t.sendCode(phone)
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.isRegistered.path, query: { phone_number: phone, nation_code: '86', auth_code: again } })).data).toEqual({ registered: true })
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.isRegistered.path, query: { phone_number: '', auth_code: again } })).message).toBe('请输入手机号')
  })

  it("codes for the account's own purposes go to its own phone and need a session", async () => {
    const phone = newPhone()
    const anonymous = await send(t, { verifyType: 'account_cancel' })
    expect(json(anonymous).code).toBe(CODES.SESSION_INVALID)
    const session = await t.signUp(phone, newName())
    t.advance(121_000)
    expect(json(await send(t, { verifyType: 'account_cancel' }, auth(session.token))).code).toBe(0)
    expect((await t.code(phone)).length).toBe(6)
    t.advance(121_000)
    const other = await send(t, { phone: newPhone(), verifyType: 'modify_password' }, auth(session.token))
    expect(json(other)).toMatchObject({ code: CODES.ARG_ERROR, message: '请使用当前账号绑定的手机号获取验证码' })
  })
})

describe('SMS bombing limits', () => {
  it('caps codes per phone per day', async () => {
    const t = await createAccountsApp({ env: { SMS_DAILY_LIMIT_PER_PHONE: '3' } })
    try {
      const phone = newPhone()
      for (let i = 0; i < 3; i++) await t.sendCode(phone)
      t.advance(121_000)
      const res = await send(t, { phone, verifyType: 'login' })
      expect(res.statusCode).toBe(429)
      expect(json(res)).toMatchObject({ code: CODES.TOO_MANY_REQUESTS, message: '该手机号今日获取验证码次数已达上限，请明天再试' })
      t.advance(24 * 3600_000)
      expect(json(await send(t, { phone, verifyType: 'login' })).code).toBe(0)
    } finally {
      await t.close()
    }
  })

  it('caps codes per client address per day, whatever the phones', async () => {
    const t = await createAccountsApp({ env: { SMS_DAILY_LIMIT_PER_IP: '5' } })
    try {
      const codes: number[] = []
      for (let i = 0; i < 7; i++) codes.push(json(await send(t, { phone: newPhone(), verifyType: 'login' })).code)
      expect(codes).toEqual([0, 0, 0, 0, 0, CODES.TOO_MANY_REQUESTS, CODES.TOO_MANY_REQUESTS])
      expect(json(await send(t, { phone: newPhone(), verifyType: 'login' })).message).toBe('今日获取验证码次数过多，请明天再试')
    } finally {
      await t.close()
    }
  })

  it('asks for the captcha when a captcha check is configured', async () => {
    const t = await createAccountsApp({ services: { captcha: { verify: async token => token === 'good' } } })
    try {
      const phone = newPhone()
      expect(json(await send(t, { phone, verifyType: 'login' }))).toMatchObject({ code: CODES.ARG_ERROR, message: '请先完成安全验证' })
      expect(json(await send(t, { phone, verifyType: 'login', neCaptcha: 'forged' })).code).toBe(CODES.ARG_ERROR)
      expect(json(await send(t, { phone, verifyType: 'login', neCaptcha: 'good' })).code).toBe(0)
    } finally {
      await t.close()
    }
  })

  it('keeps no code and no wait when the provider fails to deliver', async () => {
    let fail = true
    const t = await createAccountsApp({
      services: {
        sms: {
          kind: 'flaky',
          async send() {
            if (fail) throw new Error('provider down')
          }
        }
      }
    })
    try {
      const phone = newPhone()
      const res = await send(t, { phone, verifyType: 'login' })
      expect(res.statusCode).toBe(503)
      expect(json(res)).toEqual({ code: CODES.SERVICE_UNAVAILABLE, message: '验证码发送失败，请稍后重试', data: null })
      expect(await t.app.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute()).toEqual([])
      fail = false
      expect(json(await send(t, { phone, verifyType: 'login' })).code).toBe(0)
      // not the sandbox: there is no outbox to read
      expect((await t.app.inject({ method: 'GET', url: DEV_SMS_OUTBOX_PATH, query: { phone } })).statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})

describe('the dev outbox', () => {
  it('answers loopback clients only', async () => {
    const t = await createAccountsApp()
    try {
      const phone = newPhone()
      await t.sendCode(phone)
      const remote = await t.app.inject({ method: 'GET', url: DEV_SMS_OUTBOX_PATH, query: { phone }, remoteAddress: '203.0.113.9' })
      expect(remote.statusCode).toBe(404)
      expect(remote.body).not.toMatch(/\d{6}/)
      const bad = await t.app.inject({ method: 'GET', url: DEV_SMS_OUTBOX_PATH, query: { phone: 'abc' } })
      expect(bad.statusCode).toBe(400)
    } finally {
      await t.close()
    }
  })
})
