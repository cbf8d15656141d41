// Accounts for the journeys: made through the API as the client's request layer makes them, codes
// read from the sandbox SMS outbox (GET /dev/sms-outbox, loopback only), and a browser that holds
// a session as sign-in leaves it.
const assert = require('assert')
const contracts = require('@xungen/contracts')
const endpoints = require('@xungen/contracts/endpoints')

let phoneCounter = 0
/** a mainland mobile number no other journey of this run uses */
function newPhone() {
  phoneCounter++
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`
}

let nameCounter = 0
function newName(prefix = '寻根') {
  nameCounter++
  return `${prefix}${nameCounter}号`
}

/**
 * fetch, once more on a new connection when the kept-alive one it took was closed under it: the
 * server runs in this process, and a journey that computed for long (generating genomes) lets the
 * server's keep-alive timer and the next request meet on the same socket (the request is lost
 * with the connection, and a journey's calls make new things, so sending it again is safe here).
 */
async function fetchOnce(url, init) {
  try {
    return await fetch(url, init)
  } catch (e) {
    const code = e && e.cause && e.cause.code
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return fetch(url, init)
    throw new Error(`${init.method} ${url}: ${e && e.message} (${code || (e && e.cause && e.cause.message) || 'no cause'})`, { cause: e })
  }
}

/** One signed call from Node, as the client's request layer makes it (ADR 0002). */
async function api(server, method, urlPath, { query, body, token } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const signed = contracts.signRequest(
    { method, url: urlPath, query, body: payload },
    { keys: contracts.DEVELOPMENT_SIGNING_KEYS, nowMs: server.now(), randomBytes: n => new Uint8Array(require('crypto').randomBytes(n)) }
  )
  const headers = {}
  if (payload !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.token = token
  const res = await fetchOnce(server.url + signed.url, { method, headers, body: payload })
  return res.json()
}

/** The newest code the sandbox sent to a phone (for a purpose, when given). */
async function latestCode(server, phone, purpose) {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${server.url}${contracts.DEV_SMS_OUTBOX_PATH}?phone=${phone}&nationCode=86`)
    const { list } = await res.json()
    const hit = (list || []).find(m => !purpose || m.purpose === purpose)
    if (hit) return hit.code
    await new Promise(r => setTimeout(r, 100))
  }
  throw new Error(`no code was sent to ${phone}`)
}

/** A registered account made through the API (journeys that start signed in). */
async function signUpViaApi(server, phone, name) {
  const sent = await api(server, 'POST', endpoints.ACCOUNTS.smsVerify.path, { body: { phone, nationCode: '86', verifyType: 'login' } })
  assert.strictEqual(sent.code, 0, JSON.stringify(sent))
  const authCode = await latestCode(server, phone, 'login')
  const res = await api(server, 'POST', endpoints.ACCOUNTS.signup.path, {
    body: { phoneNumber: phone, nationCode: '86', authCode, name, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' }, isWechat: false }
  })
  assert.strictEqual(res.code, 0, JSON.stringify(res))
  // the phone may ask for its next code at once (the server makes a phone wait 120 s between codes)
  server.advance(121_000)
  return { ...res.data, phone, name }
}

/** The browser holds the session as sign-in leaves it (Taro's storage format; src/stores/session.ts). */
async function useSession(page, base, session) {
  await page.goto(base + '/404', { waitUntil: 'domcontentloaded' })
  await page.evaluate(s => {
    const exp = s.expiresAt
    localStorage.setItem('token', JSON.stringify({ data: { v: s.token, exp } }))
    localStorage.setItem('sessionUser', JSON.stringify({ data: { v: { userId: String(s.userId), userState: s.userState, hasPhone: true }, exp } }))
  }, session)
}

/**
 * Asks for a code with the page's button and reads it from the outbox once the server has sent
 * it (the button's countdown starts on the answer): a phone that already had a code would
 * otherwise read its old one while the request is still on its way.
 */
async function requestCode(page, server, phone, purpose) {
  await page.locator('.xg-code-button >> visible=true').first().click()
  await page.waitForFunction(() => [...document.querySelectorAll('.xg-code-button')].some(b => /\d+ 秒后重新发送/.test(b.textContent || '')), null, { timeout: 15000 })
  return latestCode(server, phone, purpose)
}

module.exports = { signUpViaApi, useSession, newPhone, newName, api, latestCode, requestCode }
