// The consent journey of issue 12: the agreements a person ticks on the sign-in page are real
// texts they can open from there, and what they accept is recorded by the server with its
// version and time. Every page of it runs under the server's Content-Security-Policy; a
// violation would show in the console (run.js fails the journey on it) and is checked here too.
const assert = require('assert')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const path = require('path')
const { signUpViaApi, newPhone, newName, api, requestCode } = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const contracts = require('@xungen/contracts')
const endpoints = require('@xungen/contracts/endpoints')

function shown(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}

journey('consent: read the user agreement and the privacy policy from the sign-in page, accept, and see the acceptance recorded', async ({ page, base, server }) => {
  const account = await signUpViaApi(server, newPhone(), newName('同意'))
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', e => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  const first = await page.goto(base + '/auth/signin', { waitUntil: 'networkidle' })
  const csp = first.headers()['content-security-policy'] || ''
  assert.match(csp, /script-src 'self'(;|$)/)
  assert.match(csp, /frame-ancestors 'self'/)
  assert.strictEqual(first.headers()['x-frame-options'], 'SAMEORIGIN')
  assert.ok(first.headers()['permissions-policy'])
  await seeText(page, '登录基因寻根', '我已阅读并同意', '《用户服务协议》', '《隐私政策》')

  // the privacy policy, opened from the agreement line
  await shown(page, '.xg-auth__agreement-link >> text=《隐私政策》').click()
  // the sign-in configuration links the website's /privacy, the default list /protocol/privacy: the same text
  await page.waitForURL(u => u.pathname === '/privacy' || u.pathname === '/protocol/privacy')
  await seeText(page, '隐私政策', `版本：${contracts.AGREEMENTS.privacy.version}`, '敏感个人信息', '人类遗传资源', '科学研究（单独授权，默认不参与）', '保存期限', '注销')
  await shot(page, 'consent-privacy')
  await page.goto(base + '/auth/signin', { waitUntil: 'networkidle' })

  // the user agreement
  await shown(page, '.xg-auth__agreement-link >> text=《用户服务协议》').click()
  await page.waitForURL(u => u.pathname === '/protocol/service')
  await seeText(page, '用户服务协议', `版本：${contracts.AGREEMENTS.service.version}`, '不是医学诊断', '基因亲人匹配默认不开启')
  await page.goto(base + '/auth/signin', { waitUntil: 'networkidle' })

  const before = await api(server, 'GET', endpoints.CONSENT.agreements.path, { token: account.token })
  assert.deepStrictEqual(before.data.pending, ['service', 'privacy'])

  // sign in with a code, ticking the box
  await shown(page, '.xg-field--phone input').fill(account.phone)
  // the account already had a code (its sign-up): read the new one only after the server sent it
  const code = await requestCode(page, server, account.phone, 'login')
  await shown(page, '.xg-field--code input').fill(code)
  await shown(page, '.xg-auth__agreement .xg-checkbox__box').click()
  const signedInAt = server.now()
  await shown(page, '.xg-button >> text=登录 / 注册').click()
  await page.waitForURL(u => u.pathname === '/')

  // the server holds the acceptance: the versions shown, at the time of the sign-in
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token')).data.v)
  const after = await api(server, 'GET', endpoints.CONSENT.agreements.path, { token })
  assert.strictEqual(after.code, 0, JSON.stringify(after))
  assert.deepStrictEqual(after.data.pending, [])
  for (const document of ['service', 'privacy']) {
    const item = after.data.list.find(d => d.document === document)
    assert.strictEqual(item.acceptedVersion, contracts.AGREEMENTS[document].version)
    assert.ok(item.acceptedAt >= signedInAt - 1000 && item.acceptedAt <= server.now(), `${document} accepted at ${item.acceptedAt}`)
  }
  // research use was not ticked and is not recorded
  assert.strictEqual(after.data.list.find(d => d.document === 'research').acceptedVersion, null)

  // /privacy shows the same policy on the website
  await page.goto(base + '/privacy', { waitUntil: 'networkidle' })
  await seeText(page, '隐私政策', '人类遗传资源')
  assert.deepStrictEqual(await page.evaluate(() => window.__cspViolations), [], 'no Content-Security-Policy violations')
})

module.exports = journeys
