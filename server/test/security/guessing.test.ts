/**
 * Issue 12, probes 1–3: guessing in parallel and turning the SMS quota against a victim.
 *  1. With a limit of 5 failures, 30 parallel wrong passwords were all evaluated and the right
 *     one, sent 26th, returned a session (the count was read, scrypt ran, and only then was it
 *     incremented).
 *  2. 40 parallel wrong SMS codes on PostgreSQL: 31 evaluated and the right code sent 16th was
 *     accepted.
 *  3. Requests refused for the IP limit still counted against the phone's daily quota, so anyone
 *     could lock a phone out of sign-in for a day.
 * The requests run concurrently against one app (Promise.all over inject: they interleave at
 * every await, as they do on a busy server), on SQLite and on PostgreSQL (scripts/test.js).
 */
import { CODES } from '@xungen/contracts'
import { json } from '../helpers/app'
import { createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

const PASSWORD = 'Gene2026!'

describe('issue 12 probe 1: password guessing in parallel', () => {
  let t: AccountsTestApp
  beforeAll(async () => {
    t = await createAccountsApp({ env: { PASSWORD_MAX_FAILURES: '5' } })
  })
  afterAll(() => t.close())

  it('30 parallel wrong passwords and the right one sent 26th: at most 5 are evaluated, none signs in', async () => {
    const phone = newPhone()
    await t.signUp(phone, newName())
    const authCode = await t.sendCode(phone, 'reset_password')
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.resetPassword.path, body: { phoneNumber: phone, nationCode: '86', authCode, password: PASSWORD } })).code).toBe(0)

    const attempts = Array.from({ length: 30 }, (_, i) => (i === 25 ? PASSWORD : `Wrong${i}pass!`))
    const answers = await Promise.all(attempts.map(password => t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, nationCode: '86', password } }).then(json)))
    const codes = answers.map(a => a.code)
    expect(codes.filter(c => c === CODES.SUCCESS)).toHaveLength(0)
    // evaluated = answered "wrong password" (or, had the right one been among the first five, signed in)
    expect(codes.filter(c => c === CODES.ARG_ERROR).length).toBeLessThanOrEqual(5)
    expect(codes.filter(c => c === CODES.TOO_MANY_REQUESTS).length).toBeGreaterThanOrEqual(25)
    // and the right password is still refused until the window ends
    const after = json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, nationCode: '86', password: PASSWORD } }))
    expect(after.code).toBe(CODES.TOO_MANY_REQUESTS)
    t.advance(15 * 60_000 + 1000)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { phoneNumber: phone, nationCode: '86', password: PASSWORD } })).code).toBe(CODES.SUCCESS)
  })
})

describe('issue 12 probe 2: SMS-code guessing in parallel', () => {
  let t: AccountsTestApp
  beforeAll(async () => {
    t = await createAccountsApp({ env: { SMS_MAX_ATTEMPTS: '5' } })
  })
  afterAll(() => t.close())

  // Requests sent at once are evaluated in whatever order the database grants its row locks, so a
  // right code racing 39 wrong ones may legitimately be among the first 5 evaluated. What the fix
  // guarantees: never more than 5 evaluations, and once they are spent the right code is dead.
  it('40 parallel wrong codes: the code dies after 5 evaluations, and the right one sent next is refused', async () => {
    const phone = newPhone()
    await t.signUp(phone, newName())
    const code = await t.sendCode(phone)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, nationCode: '86', authCode: wrong(i) } }).then(json)))
    expect(answers.filter(a => a.code === CODES.SUCCESS)).toHaveLength(0)
    const row = await t.app.db.selectFrom('sms_codes').select('attempts').where('phone', '=', t.app.personal.phoneIndex('86', phone)).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(Number(row.attempts)).toBe(5)
    const again = json(await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, nationCode: '86', authCode: code } }))
    expect(again.code).toBe(CODES.ARG_ERROR)
  })

  it('the right code sent 16th of 40 parallel guesses signs in at most once and never after 5 wrong evaluations', async () => {
    const phone = newPhone()
    await t.signUp(phone, newName())
    const code = await t.sendCode(phone)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 15 ? code : wrong(i)))
    const answers = await Promise.all(guesses.map(authCode => t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, nationCode: '86', authCode } }).then(json)))
    const successes = answers.filter(a => a.code === CODES.SUCCESS).length
    expect(successes).toBeLessThanOrEqual(1)
    const row = await t.app.db.selectFrom('sms_codes').select('attempts').where('phone', '=', t.app.personal.phoneIndex('86', phone)).orderBy('id', 'desc').executeTakeFirstOrThrow()
    // a success gives its own attempt back: the counter holds the wrong evaluations, never more than 5
    expect(Number(row.attempts)).toBeLessThanOrEqual(5)
  })

  it('a right code among the first attempts still signs in once, and only once', async () => {
    const phone = newPhone()
    await t.signUp(phone, newName())
    const code = await t.sendCode(phone)
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, nationCode: '86', authCode: code } }).then(json)))
    expect(answers.filter(a => a.code === CODES.SUCCESS)).toHaveLength(1)
  })
})

describe('issue 12 probe 3: the SMS quota cannot be turned against a victim', () => {
  let t: AccountsTestApp
  beforeAll(async () => {
    t = await createAccountsApp({ env: { TRUST_PROXY: '1', SMS_DAILY_LIMIT_PER_IP: '3', SMS_DAILY_LIMIT_PER_PHONE: '5' } })
  })
  afterAll(() => t.close())

  const ask = (phone: string, ip: string) => {
    t.advance(121_000)
    return t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone, nationCode: '86', verifyType: 'login' }, headers: { 'x-forwarded-for': ip } }).then(json)
  }

  it('requests refused for the address limit do not use up the phone’s daily quota', async () => {
    const victim = newPhone()
    // one request every 121 s from the attacker's address
    const codes = []
    for (let i = 0; i < 20; i++) codes.push((await ask(victim, '198.51.100.7')).code)
    expect(codes.filter(c => c === CODES.SUCCESS)).toHaveLength(3)
    // the victim, from their own address, still has 5 - 3 = 2 codes today
    expect((await ask(victim, '203.0.113.20')).code).toBe(CODES.SUCCESS)
    expect((await ask(victim, '203.0.113.20')).code).toBe(CODES.SUCCESS)
    expect((await ask(victim, '203.0.113.20')).code).toBe(CODES.TOO_MANY_REQUESTS)
  })

  it('one device (its deviceId cookie) is held to its own daily limit before any phone pays for it', async () => {
    const device = await createAccountsApp({ env: { SMS_DAILY_LIMIT_PER_DEVICE: '3', SMS_DAILY_LIMIT_PER_PHONE: '5' } })
    try {
      const first = await device.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone: newPhone(), nationCode: '86', verifyType: 'login' } })
      const cookie = String(first.headers['set-cookie']).match(/deviceId=([A-Za-z0-9_-]{24})/)
      expect(cookie).not.toBeNull()
      expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i)
      const victim = newPhone()
      const codes = [json(first).code]
      for (let i = 0; i < 5; i++) {
        device.advance(121_000)
        codes.push(json(await device.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone: victim, nationCode: '86', verifyType: 'login' }, headers: { cookie: `deviceId=${cookie![1]}` } })).code)
      }
      expect(codes).toEqual([0, 0, 0, CODES.TOO_MANY_REQUESTS, CODES.TOO_MANY_REQUESTS, CODES.TOO_MANY_REQUESTS])
      // the victim's phone paid for the two codes it got, not for the refused ones: 3 left of 5
      for (let i = 0; i < 3; i++) {
        device.advance(121_000)
        expect(json(await device.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone: victim, nationCode: '86', verifyType: 'login' } })).code).toBe(CODES.SUCCESS)
      }
    } finally {
      await device.close()
    }
  })

  it('parallel requests from one address count once each against it, and never beyond it against the phone', async () => {
    const victim = newPhone()
    t.advance(121_000)
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone: victim, nationCode: '86', verifyType: 'login' }, headers: { 'x-forwarded-for': '198.51.100.99' } }).then(json))
    )
    // one code within the 120 s window
    expect(burst.filter(a => a.code === CODES.SUCCESS)).toHaveLength(1)
    expect((await ask(victim, '203.0.113.21')).code).toBe(CODES.SUCCESS)
  })
})
