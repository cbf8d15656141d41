/**
 * Sharing (spec 7.3 common group, 7.2 wechat/sign): share tokens by type open one report of the
 * sharer's own and nothing else, end when revoked or past their end, and are minted at a bounded
 * rate; the JS-SDK signature matches WeChat's documented example and signs only our own pages,
 * its ticket fetched once and kept; unify_share and the download trace count opens of their
 * links; URL schemes come from the provider (the sandbox here), bounded per caller.
 */
import { CODES, HEADERS, sharedPageOf, SHARE_TOKENS_PER_HOUR } from '@xungen/contracts'
import { HEALTH_REPORT_ENDPOINTS, REPORT_ENDPOINTS, SHARING } from '@xungen/contracts/endpoints'
import { SANDBOX_SCHEME_PREFIX } from '../../src/domains/accounts'
import { jsapiSignature, JsapiTickets } from '../../src/domains/sharing/jssdk'
import { createAccountsApp, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'
import { people } from '../helpers/publishedPeople'

const DAY = 86400_000
let t: AccountsTestApp
let p: ReturnType<typeof people>
beforeAll(async () => {
  t = await createAccountsApp()
  p = people(t)
})
afterAll(() => t.close())

const at = (path: string, params: Record<string, string>) => path.replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(params[k]))
async function call(d: { method: string; path: string }, o: { token?: string; share?: string; params?: Record<string, string>; body?: unknown; query?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {}
  if (o.token) headers.token = o.token
  if (o.share) headers[HEADERS.shareToken] = o.share
  return json<any>(await t.signed({ method: d.method as any, url: at(d.path, o.params ?? {}), body: o.body, query: o.query, headers }))
}
const mint = (token: string, type: string, barcode: string, validity?: string) => call(SHARING.mintToken, { token, params: { type }, body: validity ? { barcode, validity } : { barcode } })
const resolve = (share: string) => call(SHARING.resolveToken, { params: { token: share } })

/** a published non-chip test (HPV) of a person of the user's */
async function hpv(userId: number): Promise<string> {
  const { personId } = await p.tested(userId, { name: '检测人乙' })
  const barcode = `XGH${Date.now() % 1e9}${Math.floor(Math.random() * 1000)}`
  await t.app.db
    .insertInto('detections')
    .values({ barcode, person_id: personId, user_id: userId, sku: 'hpv', product_type: 'HPV', submodules: '[]', collected: 1, collect_date: '2026-11-20', research_agree: 0, open_ancestry: 0, source: 'kit', has_report: 1, created_at: Date.now() })
    .execute()
  return barcode
}

describe('the JS-SDK signature (spec 7.2 wechat/sign)', () => {
  it("matches WeChat's documented example (JS-SDK appendix 1)", () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value'
      })
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('signs a page of our own site (without its fragment) with the provider ticket, kept between calls; refuses other sites', async () => {
    const origin = t.app.publicOrigin()
    const page = `${origin}/report?share_barcode=X&share_token=Y#top`
    const first = await call(SHARING.wechatSign, { query: { url: page } })
    expect(first.code).toBe(0)
    expect(first.data).toMatchObject({ appId: 'wxsandboxofficial', timestamp: Math.floor(t.now() / 1000), jsApiList: expect.arrayContaining(['updateAppMessageShareData']) })
    expect(first.data.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/)
    const { ticket } = await t.app.sharing.tickets!['api'].jsapiTicket()
    expect(first.data.signature).toBe(jsapiSignature({ ticket, nonceStr: first.data.nonceStr, timestamp: first.data.timestamp, url: page.replace('#top', '') }))
    const second = await call(SHARING.wechatSign, { query: { url: `${origin}/user` } })
    expect(second.data.nonceStr).not.toBe(first.data.nonceStr)
    expect(t.app.sharing.tickets!.fetches).toBe(1)
    for (const url of ['https://evil.example.com/report', `${origin.replace('//', '//user:pw@')}/x`, 'javascript:alert(1)', `${origin}.evil.com/x`]) {
      expect((await call(SHARING.wechatSign, { query: { url } })).code).toBe(CODES.ARG_ERROR)
    }
  })

  it('fetches the ticket once for concurrent callers and again once it is near its end', async () => {
    let now = 0
    let fetched = 0
    const api = { jsapiTicket: async () => ({ ticket: `t${++fetched}`, expiresInSeconds: 7200 }) } as any
    const tickets = new JsapiTickets(api, () => now)
    expect(await Promise.all([tickets.ticket(), tickets.ticket(), tickets.ticket()])).toEqual(['t1', 't1', 't1'])
    now += 6800_000
    expect(await tickets.ticket()).toBe('t1')
    now += 100_001
    expect(await tickets.ticket()).toBe('t2')
  })
})

describe('share tokens by type (spec 7.3)', () => {
  it('open one report of the sharer, of the chosen kind, until revoked or ended; never another report', async () => {
    const owner = await p.user('分享者')
    const stranger = await p.user('旁人')
    const a = await p.tested(owner.id, { name: '检测人甲' })
    const b = await p.tested(owner.id, { name: '检测人丙' })
    const draft = await p.tested(owner.id, { name: '检测人丁', published: false })
    const test = await hpv(owner.id)

    const link = await mint(owner.token, 'report', a.barcode)
    expect(link.code).toBe(0)
    expect(link.data).toMatchObject({ type: 'report', shareBarcode: a.barcode, revokedAt: null, expiresAt: link.data.createdAt + 30 * DAY })
    expect(link.data.link).toBe(`${t.app.publicOrigin()}/s/${link.data.shareToken}`)
    expect(link.data.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const opened = await resolve(link.data.shareToken)
    expect(opened).toMatchObject({ code: 0, data: { type: 'report', shareBarcode: a.barcode, productType: 'HEALTH_ANCESTRY_V3' } })
    expect(sharedPageOf(opened.data, link.data.shareToken)).toEqual({ path: '/report', query: { share_barcode: a.barcode, share_token: link.data.shareToken } })

    // the token opens its report only: another report of the same account is 4004 with it
    expect((await call(HEALTH_REPORT_ENDPOINTS.shareInfo, { share: link.data.shareToken })).data.shareBarcode).toBe(a.barcode)
    expect((await call(REPORT_ENDPOINTS.home, { share: link.data.shareToken, params: { barcode: b.barcode } })).code).toBe(CODES.REPORT_NOT_FOUND)
    // and gives no account: the owner's own calls answer 1001
    expect((await call(HEALTH_REPORT_ENDPOINTS.shareList, { share: link.data.shareToken, query: { barcode: a.barcode } })).code).toBe(CODES.SESSION_INVALID)

    // the type is the kind of report: a chip report is not a non-chip result, and the other way round
    expect((await mint(owner.token, 'nonchip', a.barcode)).code).toBe(CODES.REPORT_ITEM_UNSUPPORTED)
    expect((await mint(owner.token, 'report', test)).code).toBe(CODES.REPORT_ITEM_UNSUPPORTED)
    const result = await mint(owner.token, 'nonchip', test, '7d')
    expect(result.data).toMatchObject({ type: 'nonchip', shareBarcode: test, expiresAt: result.data.createdAt + 7 * DAY })
    const r2 = (await resolve(result.data.shareToken)).data
    expect(sharedPageOf(r2, result.data.shareToken).path).toBe('/report/hpv/detail')

    // only the owner mints, of a published report; not signed in: 1001
    expect((await mint(stranger.token, 'report', a.barcode)).code).toBe(CODES.REPORT_NOT_FOUND)
    expect((await mint(owner.token, 'report', draft.barcode)).code).toBe(CODES.NOT_PUBLISHED)
    expect((await call(SHARING.mintToken, { params: { type: 'report' }, body: { barcode: a.barcode } })).code).toBe(CODES.SESSION_INVALID)
    expect((await mint(owner.token, 'everything', a.barcode)).code).toBe(CODES.ARG_ERROR)

    // revoked: opens nothing; a stranger cannot revoke it
    expect((await call(HEALTH_REPORT_ENDPOINTS.shareRevoke, { token: stranger.token, params: { token: link.data.shareToken } })).code).toBe(CODES.REPORT_NOT_FOUND)
    expect((await resolve(link.data.shareToken)).code).toBe(0)
    expect((await call(HEALTH_REPORT_ENDPOINTS.shareRevoke, { token: owner.token, params: { token: link.data.shareToken } })).code).toBe(0)
    expect((await resolve(link.data.shareToken)).code).toBe(CODES.REPORT_NOT_FOUND)
    expect((await call(HEALTH_REPORT_ENDPOINTS.shareInfo, { share: link.data.shareToken })).code).toBe(CODES.REPORT_NOT_FOUND)

    // ended: the 7-day result link opens nothing after 7 days
    t.advance(7 * DAY + 1)
    expect((await resolve(result.data.shareToken)).code).toBe(CODES.REPORT_NOT_FOUND)
    // unknown or malformed tokens
    expect((await resolve('A'.repeat(32))).code).toBe(CODES.REPORT_NOT_FOUND)
    expect((await resolve('short')).code).toBe(CODES.ARG_ERROR)
  })

  it('are minted at a bounded rate per account', async () => {
    const owner = await p.user('频繁分享者')
    const { barcode } = await p.tested(owner.id, { name: '检测人戊' })
    const session = (await t.app.accounts.sessions.issue(owner.id, 'web')).token
    for (let i = 0; i < SHARE_TOKENS_PER_HOUR; i++) expect((await mint(session, 'report', barcode)).code).toBe(0)
    const refused = await mint(session, 'report', barcode)
    expect(refused).toMatchObject({ code: CODES.TOO_MANY_REQUESTS, message: '生成分享链接太频繁，请稍后再试' })
    expect(refused.data.retryAfterSeconds).toBeGreaterThan(0)
  })
})

describe('unify_share, app_download_trace and their receive_info (spec 7.3)', () => {
  it('record a shared page of our site and count opens of its link', async () => {
    const sharer = await p.user('转发者')
    const shared = await call(SHARING.unifyShare, { token: sharer.token, body: { path: '/topics/disease?from=x', channel: 'friend', title: '基因知识' } })
    expect(shared.data).toMatchObject({ title: '基因知识', link: `${t.app.publicOrigin()}/w/${shared.data.shareId}/friend` })
    expect((await call(SHARING.receiveShare, { body: { shareId: shared.data.shareId } })).data).toEqual({ path: '/topics/disease?from=x', channel: 'friend' })
    await call(SHARING.receiveShare, { body: { shareId: shared.data.shareId } })
    const row = await t.app.db.selectFrom('share_events').selectAll().where('share_id', '=', shared.data.shareId).executeTakeFirstOrThrow()
    expect({ opens: row.opens, user: row.user_id }).toEqual({ opens: 2, user: sharer.id })
    // only pages of our own site
    for (const path of ['//evil.example.com/x', 'https://evil.example.com', '/\\evil.example.com', 'report']) {
      expect((await call(SHARING.unifyShare, { body: { path, channel: 'link' } })).code).toBe(CODES.ARG_ERROR)
    }
    expect((await call(SHARING.receiveShare, { body: { shareId: 'B'.repeat(22) } })).code).toBe(CODES.REPORT_NOT_FOUND)

    const trace = await call(SHARING.appDownloadTrace, { body: { app: 'ancestry', from: '/app/download-ancestry', platform: 'android' } })
    expect(trace.data.link).toBe(`${t.app.publicOrigin()}/d/${trace.data.traceId}`)
    expect((await call(SHARING.receiveDownloadTrace, { body: { traceId: trace.data.traceId } })).data).toEqual({ app: 'ancestry', from: '/app/download-ancestry' })
    expect((await call(SHARING.receiveDownloadTrace, { body: { traceId: 'C'.repeat(22) } })).code).toBe(CODES.REPORT_NOT_FOUND)

    // the account's cancellation removes what it shared
    const handler = t.app.accounts.personalData.list().find(h => h.name === 'sharing')!
    await t.app.db.transaction().execute(db => handler.delete({ userId: sharer.id, phone: null, db, storage: t.app.storage, log: t.app.log }))
    expect(await t.app.db.selectFrom('share_events').select('id').where('user_id', '=', sharer.id).execute()).toHaveLength(0)
  })
})

describe('the URL scheme of a mini-program (spec 7.3, 2.21)', () => {
  const decode = (scheme: string) => Buffer.from(scheme.slice(SANDBOX_SCHEME_PREFIX.length), 'base64url').toString()
  it('comes from the provider with the spec defaults, for valid pages only, a bounded number per caller', async () => {
    const first = await call(SHARING.urlScheme)
    expect(first.code).toBe(0)
    expect(first.data.urlScheme.startsWith(SANDBOX_SCHEME_PREFIX)).toBe(true)
    expect(decode(first.data.urlScheme)).toBe('wxsandboxservice:release:pages/index/index?')
    const query = 'nickName=%E5%B0%8F%E6%98%8E&avatarUrl=https%3A%2F%2Fx.example%2Fa.png'
    const own = await call(SHARING.urlScheme, { query: { app: 'main', path: 'pages/report/index', query, env_version: 'trial' } })
    expect(decode(own.data.urlScheme)).toBe(`wxsandbox0000000:trial:pages/report/index?${query}`)
    expect((await call(SHARING.urlScheme, { query: { path: '/pages/index/index' } })).code).toBe(CODES.ARG_ERROR)
    expect((await call(SHARING.urlScheme, { query: { app: 'someone-else' } })).code).toBe(CODES.ARG_ERROR)
    let last: any
    for (let i = 0; i < 10; i++) last = await call(SHARING.urlScheme)
    expect(last.code).toBe(CODES.TOO_MANY_REQUESTS)
  })
})

describe("WeChat's JS-SDK script (spec 7.2)", () => {
  it("may load from WeChat's origin in WeChat's browser only", async () => {
    const csp = async (ua: string) => String((await t.app.inject({ method: 'GET', url: '/report', headers: { 'user-agent': ua } })).headers['content-security-policy'])
    const wechat = await csp('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN')
    expect(wechat).toMatch(/(^|; )script-src 'self' https:\/\/res\.wx\.qq\.com(;|$)/)
    const safari = await csp('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')
    expect(safari).toMatch(/(^|; )script-src 'self'(;|$)/)
  })
})
