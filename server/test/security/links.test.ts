/**
 * Issue 20 item 1 ("do this first: it is a breach today"): anyone could download anyone's raw
 * genotype file without signing in. The link was an HMAC keyed with the request-signing secret,
 * which ships inside every client build; forging `<raw file id>.<user id>.<far-future expiry>.<mac>`
 * for guessed ids returned other users' genomes, 200 with the file.
 *
 * Now a link is sealed with a server-only key (DOWNLOAD_LINK_KEYS) over a random nonce that never
 * leaves the server, is bound to the account and session that asked for it, works once and for 5
 * minutes, and is only given for a fresh SMS code sent to the account's phone. The "forged link"
 * test below builds links from everything a client holds and gets nothing.
 */
import { createHmac } from 'crypto'
import fs from 'fs'
import path from 'path'
import { AGREEMENTS, CODES, COOKIE_NAMES, DEVELOPMENT_SIGNING_KEYS, RAW_DATA_FILES_PREFIX, TEST_SIGNING_KEYS, chinaDateCompact } from '@xungen/contracts'
import { ACCOUNTS, CONSENT, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { json } from '../helpers/app'
import { auth, newName, newPhone } from '../helpers/accounts'
import { createKitApp, type KitApp } from '../kit/helpers'

jest.setTimeout(120_000)

/** a chip file that is only text: the analysis fails on it, which does not matter to the download */
const fileOf = (marker: string) => Buffer.from(`# rsid\tchromosome\tposition\tgenotype\n# ${marker}\nrs3094315\t1\t752566\tAA\nrs12562034\t1\t768448\tGG\n`)

interface Holder {
  phone: string
  token: string
  userId: number
  barcode: string
  content: Buffer
}

let t: KitApp

async function holder(marker: string): Promise<Holder> {
  const phone = newPhone()
  const s = await t.signUp(phone, newName('下载'))
  const { code } = json(await t.signed({ method: 'POST', url: CONSENT.accept.path, body: { accepted: [{ document: 'sensitive', version: AGREEMENTS.sensitive.version }] }, headers: auth(s.token) }))
  if (code !== 0) throw new Error('consent failed')
  const [barcode] = await t.produce()
  const bound = await t.bind(s.token, barcode)
  if (bound.code !== 0) throw new Error(JSON.stringify(bound))
  await t.lab('receive', barcode)
  await t.lab('qc', barcode, { passed: true })
  const content = fileOf(marker)
  const up = await t.upload(barcode, content, 'LAB-UPLOAD-20261120-batch7.txt')
  if (up.code !== 0) throw new Error(JSON.stringify(up))
  return { phone, token: s.token, userId: s.userId, barcode, content }
}

/** a second session of the same account (another device) */
async function secondSession(h: Holder): Promise<string> {
  const authCode = await t.sendCode(h.phone, 'login')
  const r = json<{ token: string }>(await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: h.phone, nationCode: '86', authCode } }))
  if (r.code !== 0) throw new Error(JSON.stringify(r))
  return r.data.token
}

/** a raw_data_download code sent to the account's own phone (no phone in the body: the server uses the account's) */
async function rawDataCode(h: Holder, token = h.token): Promise<string> {
  t.advance(121_000)
  const r = json(await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'raw_data_download' }, headers: auth(token) }))
  if (r.code !== 0) throw new Error(JSON.stringify(r))
  return t.code(h.phone)
}

const linkPath = (barcode: string) => PERSONS_ENDPOINTS.rawDataDownload.path.replace(':barcode', barcode)
const askLink = async (h: Holder, body: unknown, token = h.token) => json<{ url: string; fileName: string; bytes: number; expiresAt: number }>(await t.signed({ method: 'POST', url: linkPath(h.barcode), body, headers: auth(token) }))
const fetchFile = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers })

let victim: Holder
let attacker: Holder
beforeAll(async () => {
  t = await createKitApp()
  victim = await holder('VICTIM-GENOME-7f3a')
  attacker = await holder('ATTACKER-OWN-19c2')
  await t.app.queue.drain(60_000)
})
afterAll(() => t.close())

describe('issue 20 item 1: the raw-data download asks for a fresh SMS code first', () => {
  it('no code, a wrong code or a code of another purpose gets no link; the right one gets a single-use link named by the product', async () => {
    expect((await askLink(victim, {})).code).toBe(CODES.ARG_ERROR)
    expect((await askLink(victim, { authCode: '000000' })).code).toBe(CODES.ARG_ERROR)
    // a sign-in code of the same phone is not a raw-data code
    const login = await t.sendCode(victim.phone, 'login')
    const other = await askLink(victim, { authCode: login })
    expect(other.code).toBe(CODES.ARG_ERROR)
    expect(other.data).toMatchObject({ fields: [{ field: 'authCode' }] })

    const authCode = await rawDataCode(victim)
    const ok = await askLink(victim, { authCode })
    expect(ok.code).toBe(0)
    expect(ok.data.url.startsWith(RAW_DATA_FILES_PREFIX)).toBe(true)
    expect(ok.data.bytes).toBe(victim.content.length)
    expect(ok.data.expiresAt - t.now()).toBe(300_000)
    // the product's name, not the laboratory's upload name
    expect(ok.data.fileName).toBe(`基因寻根_${victim.barcode}_${chinaDateCompact(t.now())}.txt`)
    expect(ok.data.url).not.toContain(String(victim.userId) + '.')
    // a code buys one link
    expect((await askLink(victim, { authCode })).code).toBe(CODES.ARG_ERROR)
  })

  it('someone else’s barcode answers 2030 whatever the code', async () => {
    const authCode = await rawDataCode(attacker)
    const r = json(await t.signed({ method: 'POST', url: linkPath(victim.barcode), body: { authCode }, headers: auth(attacker.token) }))
    expect(r.code).toBe(CODES.SCT_NON_EXIST)
  })
})

describe('issue 20 item 1: a link works for the session that asked for it, once, for 5 minutes', () => {
  it('nobody else can use it (and their attempts do not use it up); the owner’s session gets the file once', async () => {
    const other = await secondSession(victim)
    const link = await askLink(victim, { authCode: await rawDataCode(victim) })
    expect(link.code).toBe(0)
    const refused = [
      await fetchFile(link.data.url),
      await fetchFile(link.data.url, { token: attacker.token }),
      await fetchFile(link.data.url, { cookie: `${COOKIE_NAMES.token}=${attacker.token}` }),
      // the same account on another device: not the session that proved itself with the code
      await fetchFile(link.data.url, { token: other }),
      // a HEAD (a link preview, a download manager's probe) is not served and does not use it up
      await fetchFile(link.data.url, { token: victim.token }, 'HEAD')
    ]
    for (const res of refused) {
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('VICTIM-GENOME')
    }
    // the H5 page's navigation carries the HttpOnly token cookie
    const got = await fetchFile(link.data.url, { cookie: `${COOKIE_NAMES.token}=${victim.token}` })
    expect(got.statusCode).toBe(200)
    expect(got.rawPayload.equals(victim.content)).toBe(true)
    expect(got.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(link.data.fileName)}`)
    expect(got.headers['content-disposition']).not.toContain('LAB-UPLOAD')
    expect(got.headers['cache-control']).toBe('no-store')
    // single use
    expect((await fetchFile(link.data.url, { token: victim.token })).statusCode).toBe(404)
  })

  it('the mini-program’s downloadFile sends the token header; a link older than 5 minutes is dead', async () => {
    const link = await askLink(victim, { authCode: await rawDataCode(victim) })
    t.advance(301_000)
    expect((await fetchFile(link.data.url, { token: victim.token })).statusCode).toBe(404)
    const fresh = await askLink(victim, { authCode: await rawDataCode(victim) })
    const got = await fetchFile(fresh.data.url, { token: victim.token })
    expect(got.statusCode).toBe(200)
    expect(got.rawPayload.equals(victim.content)).toBe(true)
  })

  it('a link redeemed in parallel streams the file once', async () => {
    const link = await askLink(victim, { authCode: await rawDataCode(victim) })
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetchFile(link.data.url, { token: victim.token })))
    expect(answers.filter(a => a.statusCode === 200)).toHaveLength(1)
    expect(answers.filter(a => a.statusCode === 404)).toHaveLength(11)
  })

  it('a signed-out session loses its links', async () => {
    const token = await secondSession(victim)
    const link = await askLink(victim, { authCode: await rawDataCode(victim, token) }, token)
    expect(link.code).toBe(0)
    await t.signed({ method: 'POST', url: ACCOUNTS.logout.path, headers: auth(token) })
    expect((await fetchFile(link.data.url, { token })).statusCode).toBe(404)
  })
})

describe('issue 20: the forged link', () => {
  it('a link built from everything a client holds (the committed signing keys, its own ids, guessed ids of others) gets nothing', async () => {
    const rows = await t.app.db.selectFrom('raw_files').select(['id', 'user_id']).execute()
    const maxFile = Math.max(...rows.map(r => r.id)) + 3
    const maxUser = Math.max(...rows.map(r => r.user_id)) + 3
    const secrets = [...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys].map(k => k.secret)
    const farFuture = String(Date.UTC(2099, 0, 1))
    const candidates: string[] = []
    // the old format: <raw file id>.<user id>.<expiry>.<HMAC('raw-data-download:' + signing secret)>
    for (const secret of secrets) {
      for (let file = 1; file <= maxFile; file++) {
        for (let user = 1; user <= maxUser; user++) {
          const body = `${file}.${user}.${farFuture}`
          candidates.push(`${body}.${createHmac('sha256', `raw-data-download:${secret}`).update(body).digest('base64url')}`)
        }
      }
    }
    // the attacker's own valid link, pointed at other link rows (ids are sequential) and re-sealed with every client-held secret
    const own = await askLink(attacker, { authCode: await rawDataCode(attacker) })
    const [ownId, kid, mac] = own.data.url.slice(RAW_DATA_FILES_PREFIX.length).split('.')
    // the victim's links of the tests above exist: ids below the attacker's
    for (let id = 1; id <= Number(ownId) + 2; id++) {
      if (String(id) === ownId) continue
      candidates.push(`${id}.${kid}.${mac}`)
      for (const secret of secrets) {
        for (let file = 1; file <= maxFile; file++) {
          for (const user of [victim.userId, attacker.userId]) {
            const message = ['raw-data', id, '', user, 0, file, farFuture].join('|')
            candidates.push(`${id}.${kid}.${createHmac('sha256', secret).update(message).digest('base64url')}`)
            candidates.push(`${id}.dev1.${createHmac('sha256', secret).update(message).digest('base64url')}`)
          }
        }
      }
    }
    // a fresh link of the victim's, unused: guessing around it must not get it either
    const victimLink = await askLink(victim, { authCode: await rawDataCode(victim) })
    const victimToken = victimLink.data.url.slice(RAW_DATA_FILES_PREFIX.length)
    candidates.push(victimToken.slice(0, -2) + (victimToken.endsWith('AA') ? 'BB' : 'AA'))

    const served: string[] = []
    for (const token of candidates) {
      for (const headers of [{}, { token: attacker.token }] as Array<Record<string, string>>) {
        const res = await fetchFile(RAW_DATA_FILES_PREFIX + token, headers)
        if (res.statusCode !== 404 || res.body.includes('VICTIM-GENOME')) served.push(`${res.statusCode} ${token}`)
      }
    }
    expect({ tried: candidates.length > 100, served }).toEqual({ tried: true, served: [] })
    // the victim's own link was not used up by any of this, and still opens for the victim only
    expect((await fetchFile(victimLink.data.url, { token: attacker.token })).statusCode).toBe(404)
    const got = await fetchFile(victimLink.data.url, { token: victim.token })
    expect(got.statusCode).toBe(200)
    expect(got.rawPayload.equals(victim.content)).toBe(true)
  })

  it('the server’s link key is none of the keys a client build holds', () => {
    const clientHeld = new Set([...t.app.config.signingKeys, ...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys].map(k => k.secret))
    expect(t.app.config.downloadLinkKeys).toBeNull()
    const generated = fs.readFileSync(path.join(t.app.config.dataDir, 'download-link-keys'), 'utf8')
    expect(generated).toMatch(/^local1:[A-Za-z0-9_-]{43}\n$/)
    expect(clientHeld.has(generated.trim().split(':')[1])).toBe(false)
  })
})
