/**
 * Issue 20 item 7: share links expire. A share link used to work until the owner revoked it, so
 * a link pasted into a group chat years ago still opened the report. The owner now chooses 7
 * days, 30 days (the default) or until revoked; the visitor's page reads until when
 * (GET share-info); a link past its end opens nothing, like a revoked one.
 */
import { HEADERS, shareExpiryText } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth } from '../helpers/accounts'
import { createKitApp, type KitApp } from '../kit/helpers'
import { HEALTH_REPORT_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

jest.setTimeout(120_000)

const DAY = 86400_000
let t: KitApp
let seq = 0
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

/** a published detection of the user's own, as the pipeline leaves it */
async function published(userId: number): Promise<string> {
  const db = t.app.db
  const now = t.now()
  const person = await db
    .insertInto('tested_persons')
    .values({
      user_id: userId, name: `分享者${++seq}`, surname: '王', sex: 'female', birthday: '1980-01-01', birthplace: null, birthplace_code: null, ancestral_place: null, ancestral_place_code: null,
      nation: '汉族', appellation: null, ancestry_features: null, relatives_opt_in: 0, gene_origin_opt_in: 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const barcode = `SH${String(100000 + ++seq)}`
  await db
    .insertInto('detections')
    .values({ barcode, person_id: person.id, user_id: userId, sku: 'import', product_type: 'GENETIC', submodules: '["ancestor","standard"]', collected: 0, collect_date: null, research_agree: 0, open_ancestry: 0, source: 'import', has_report: 1, created_at: now })
    .execute()
  return barcode
}

/** a fresh session of an account (its first one has ended after the weeks a test moves the clock) */
const signIn = async (userId: number) => (await t.app.accounts.sessions.issue(userId, 'web')).token
const create = async (token: string, barcode: string, validity?: string) => json<any>(await t.signed({ method: 'POST', url: HEALTH_REPORT_ENDPOINTS.shareCreate.path, body: validity ? { barcode, validity } : { barcode }, headers: auth(token) }))
const visit = async (shareToken: string, url: string = HEALTH_REPORT_ENDPOINTS.shareInfo.path) => json<any>(await t.signed({ method: 'GET', url, headers: { [HEADERS.shareToken]: shareToken } }))

describe('issue 20 item 7: share links expire', () => {
  it('a link lives 30 days unless the owner chooses; the visitor reads until when; past it the link opens nothing', async () => {
    const owner = await t.user()
    const barcode = await published(owner.userId)
    const link = await create(owner.token, barcode)
    expect(link.code).toBe(0)
    expect(link.data.expiresAt).toBe(link.data.createdAt + 30 * DAY)
    const info = await visit(link.data.shareToken)
    expect(info).toMatchObject({ code: 0, data: { shareBarcode: barcode, expiresAt: link.data.expiresAt } })
    // the page's words, in China time whatever the server's zone
    expect(shareExpiryText(Date.UTC(2026, 11, 28, 16, 30))).toBe('有效期至 2026-12-29 00:30（北京时间）')
    // the link opens the detection (no analysis is stored in this test: 2200, not the 4004 of no report)
    expect((await visit(link.data.shareToken, REPORT_ENDPOINTS.home.path.replace(':barcode', barcode))).code).toBe(2200)
    t.advance(30 * DAY + 1000)
    expect((await visit(link.data.shareToken)).code).toBe(4004)
    expect((await visit(link.data.shareToken, REPORT_ENDPOINTS.home.path.replace(':barcode', barcode))).code).toBe(4004)
    // the owner's list keeps it with its end, for the record (a new sign-in: sessions last 7 days)
    const list = json<any>(await t.signed({ method: 'GET', url: HEALTH_REPORT_ENDPOINTS.shareList.path, query: { barcode }, headers: auth(await signIn(owner.userId)) }))
    expect(list.data.list[0]).toMatchObject({ shareToken: link.data.shareToken, expiresAt: link.data.expiresAt, revokedAt: null })
  })

  it('7 days, or until revoked, as the owner chooses; an unknown choice is refused', async () => {
    const owner = await t.user()
    const barcode = await published(owner.userId)
    const week = await create(owner.token, barcode, '7d')
    expect(week.data.expiresAt).toBe(week.data.createdAt + 7 * DAY)
    const forever = await create(owner.token, barcode, 'untilRevoked')
    expect(forever.data.expiresAt).toBeNull()
    expect((await create(owner.token, barcode, '365d')).code).toBe(4006)
    t.advance(7 * DAY + 1000)
    expect((await visit(week.data.shareToken)).code).toBe(4004)
    t.advance(400 * DAY)
    expect(await visit(forever.data.shareToken)).toMatchObject({ code: 0, data: { expiresAt: null } })
    await t.signed({ method: 'DELETE', url: HEALTH_REPORT_ENDPOINTS.shareRevoke.path.replace(':token', forever.data.shareToken), headers: auth(await signIn(owner.userId)) })
    expect((await visit(forever.data.shareToken)).code).toBe(4004)
  })

  it('share-info without a share token, or with an unknown one, is no report', async () => {
    const someone = await t.user()
    expect(json(await t.signed({ method: 'GET', url: HEALTH_REPORT_ENDPOINTS.shareInfo.path, headers: auth(someone.token) })).code).toBe(4004)
    expect((await visit('no-such-token')).code).toBe(4004)
    expect(json(await t.signed({ method: 'GET', url: HEALTH_REPORT_ENDPOINTS.shareInfo.path })).code).toBe(1001)
  })
})
