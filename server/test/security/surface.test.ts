/**
 * Issue 12, the probes an attacker makes from outside against what the server answers (each
 * test names its probe): text with NUL/control/bidi/zero-width characters (6), security headers
 * on the H5 pages (7), the Host header (8), malformed URLs (10), TRUST_PROXY (3). The suite runs
 * on SQLite and on PostgreSQL (scripts/test.js), where a NUL byte used to be a 500.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { CODES, TEXT_MESSAGES, type DeliveryAddress, type UploadImageData } from '@xungen/contracts'
import { json } from '../helpers/app'
import { GRADIENT, auth, createAccountsApp, makeImage, multipart, newName, newPhone, signedUpload, type AccountsTestApp } from '../helpers/accounts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

const NAVIGATE = { accept: 'text/html,application/xhtml+xml' }

describe('issue 12 probe 6: text with NUL, control, bidi-override or zero-width characters', () => {
  let t: AccountsTestApp
  let token: string
  beforeAll(async () => {
    t = await createAccountsApp()
    token = (await t.signUp(newPhone(), newName())).token
  })
  afterAll(() => t.close())

  const address = (detail: string, receiverName = '张三') =>
    t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: { receiverName, mobile: '13800138000', nationCode: '86', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail }, headers: auth(token) })

  it.each([
    ['a NUL byte', '东华门大街\u0000 1 号'],
    ['a bell', '东华门大街\u0007'],
    ['a right-to-left override', '\u202E号 1 街大门华东'],
    ['a zero-width space', '东华门\u200B大街'],
    ['a byte order mark', '\uFEFF东华门大街']
  ])('an address with %s is 4006 with a Chinese message, never a 500, and nothing is stored', async (_name, detail) => {
    const res = await address(detail)
    expect(res.statusCode).toBe(400)
    expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, data: { fields: [{ field: 'detail', message: TEXT_MESSAGES.unsafe }] } })
    expect(json(res).message).toContain('detail')
    const stored = await t.app.db.selectFrom('delivery_addresses').select('detail').execute()
    expect(stored.some(r => r.detail.includes('东华门大街'))).toBe(false)
  })

  it('a sign-up name with a NUL, a bidi override or a zero-width joiner between letters is refused', async () => {
    for (const name of ['寻根\u0000', '\u202E根寻', '寻\u200D根', '寻\u2066根']) {
      const phone = newPhone()
      const authCode = await t.sendCode(phone)
      const res = await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, nationCode: '86', authCode, name, avatar: GRADIENT } })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, data: { fields: [{ field: 'name' }] } })
    }
  })

  it('a NUL in a query or a JSON key is refused the same way', async () => {
    const query = await t.signed({ method: 'GET', url: ACCOUNTS.userNameChecker.path, query: { name: 'a\u0000b' }, headers: auth(token) })
    expect(json(query)).toMatchObject({ code: CODES.ARG_ERROR })
    const key = await t.signed({ method: 'POST', url: ACCOUNTS.signinByPassword.path, body: { ['phone\u0000Number']: '13800138000', password: 'x' } })
    expect(json(key).code).toBe(CODES.ARG_ERROR)
    expect(key.statusCode).toBe(400)
  })

  it('an emoji sequence with joiners stays a valid address text', async () => {
    const res = await address('东华门大街 1 号 👨‍👩‍👧')
    expect(json(res).code).toBe(0)
  })
})

describe('issue 12 probe 7: security headers on the H5 pages', () => {
  let t: AccountsTestApp
  let h5Dir: string
  beforeAll(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-h5-'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><html><body><div id="app"></div></body></html>')
    t = await createAccountsApp({ config: { h5Dir, publicBaseUrl: 'https://www.example.com' } })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  it('a page gets a CSP without inline scripts or eval, frame-ancestors for the site itself, HSTS and a Permissions-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/signin', headers: NAVIGATE })
    expect(res.statusCode).toBe(200)
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/)
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/)
    expect(csp).not.toMatch(/unsafe-eval/)
    expect(csp).toMatch(/(^|; )object-src 'none'(;|$)/)
    expect(csp).toMatch(/(^|; )frame-ancestors 'self'(;|$)/)
    expect(csp).toMatch(/connect-src 'self' https:\/\/www\.example\.com/)
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers['permissions-policy']).toMatch(/camera=\(self\)/)
    expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it("only our apps' web views may load the iOS bridge frame", async () => {
    const inApp = await t.app.inject({ method: 'GET', url: '/', headers: { ...NAVIGATE, 'user-agent': 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 xungen/3.2.0' } })
    const browser = await t.app.inject({ method: 'GET', url: '/', headers: { ...NAVIGATE, 'user-agent': 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' } })
    expect(String(browser.headers['content-security-policy'])).toMatch(/frame-src 'self'(;|$)/)
    // whatever the app's user agent is, a browser's never gets the bridge's frame sources
    expect(String(browser.headers['content-security-policy'])).not.toMatch(/wvjbscheme/)
    expect(inApp.headers['content-security-policy']).toBeDefined()
  })

  it('API answers get a policy that allows nothing', async () => {
    const res = await t.signed({ method: 'GET', url: '/web/api/new/common/description/list', query: { keys: 'IS_OPEN_PIWIK' } })
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
  })

  it('other origins may frame the site only when FRAME_ANCESTORS names them', async () => {
    const framed = await createAccountsApp({ config: { h5Dir, frameAncestors: ['https://app.example.com'] } })
    try {
      const res = await framed.app.inject({ method: 'GET', url: '/', headers: NAVIGATE })
      expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'self' https:\/\/app\.example\.com(;|$)/)
      expect(res.headers['x-frame-options']).toBeUndefined()
      expect(res.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await framed.close()
    }
  })
})

describe('issue 12 probe 8: the Host header is the caller’s, never our origin', () => {
  let t: AccountsTestApp
  beforeAll(async () => {
    t = await createAccountsApp()
  })
  afterAll(() => t.close())

  it('upload URLs are built on the configured (here: the listening) origin whatever Host says', async () => {
    const me = await t.signUp(newPhone(), newName())
    const res = await signedUpload(t, ACCOUNTS.uploadImage.path, { type: 'avatar' }, multipart(await makeImage(64, 64, 'png')), { ...auth(me.token), host: 'evil.example', 'x-forwarded-host': 'evil.example' })
    const url = json<UploadImageData>(res).data.uploadUrl
    expect(url.startsWith('http://127.0.0.1:3000/files/images/')).toBe(true)
    expect(url).not.toContain('evil.example')
  })

  it('a logout redirect to the Host header’s origin goes to / instead', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/logout', query: { redirect: 'http://evil.example/phish' }, headers: { host: 'evil.example' } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
  })

  it('GET /user/logout from another site does not end the session; from our own pages it does', async () => {
    const me = await t.signUp(newPhone(), newName())
    const crossSite = await t.app.inject({ method: 'GET', url: '/user/logout', headers: { cookie: `token=${me.token}`, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } })
    expect(crossSite.statusCode).toBe(302)
    expect(crossSite.headers.location).toBe('/')
    const info = () => t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })
    expect(json(await info()).code).toBe(0)
    // an old browser without Sec-Fetch-Site: the Referer of another site counts the same
    const referred = await t.app.inject({ method: 'GET', url: '/user/logout', headers: { cookie: `token=${me.token}`, referer: 'https://evil.example/page' } })
    expect(referred.headers.location).toBe('/')
    expect(json(await info()).code).toBe(0)
    const own = await t.app.inject({ method: 'GET', url: '/user/logout', headers: { cookie: `token=${me.token}`, 'sec-fetch-site': 'same-origin' } })
    expect(own.statusCode).toBe(302)
    expect(json(await info()).code).toBe(CODES.SESSION_REVOKED)
  })
})

describe('issue 12 probe 10: a malformed URL', () => {
  let t: AccountsTestApp
  beforeAll(async () => {
    t = await createAccountsApp()
  })
  afterAll(() => t.close())

  it.each(['/web/api/new/%E0%A4%A', '/proxy/user/%zz'])('%s is answered with the envelope and a request id', async url => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: CODES.ARG_ERROR, message: '请求地址不正确', data: null })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.headers['content-type']).toMatch(/application\/json/)
  })

  it('a malformed page URL gets the page error with a request id, not Fastify’s JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/report/%', headers: NAVIGATE })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('请求地址不正确')
    expect(res.body).not.toContain('FST_ERR_BAD_URL')
    expect(res.headers['x-request-id']).toBeDefined()
  })
})

describe('issue 12 probe 3 (second half): TRUST_PROXY never believes the client’s first X-Forwarded-For entry', () => {
  let t: AccountsTestApp
  beforeAll(async () => {
    t = await createAccountsApp({ env: { TRUST_PROXY: '1', SMS_DAILY_LIMIT_PER_IP: '5', SMS_DAILY_LIMIT_PER_PHONE: '1000' } })
  })
  afterAll(() => t.close())

  it('60 code requests with a new forged first entry each are still one address: 5 sent, the rest refused', async () => {
    const results = []
    for (let i = 0; i < 60; i++) {
      t.advance(121_000)
      // the proxy in front appends what it saw (203.0.113.9); everything before it is the caller's
      const res = await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone: newPhone(), nationCode: '86', verifyType: 'login' }, headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` } })
      results.push(json(res).code)
    }
    expect(results.filter(c => c === 0)).toHaveLength(5)
    expect(results.filter(c => c === CODES.TOO_MANY_REQUESTS)).toHaveLength(55)
  })
})
