/**
 * Tracking (issue 26 item 10): events are stored only while IS_OPEN_PIWIK is on and only for an
 * account that accepted the privacy policy; batches are bounded, a day per account is capped; the
 * events carry route patterns and button names only; staff read the daily roll-up; the events go
 * with the account and are in its data export.
 */
import { AGREEMENTS, CODES, TRACKING_DAILY_MAX, chinaDay } from '@xungen/contracts'
import { ACCOUNTS, CONSENT, TRACKING } from '@xungen/contracts/endpoints'
import { LabService } from '../../src/domains/lab/service'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

const send = (token: string, body: unknown) => t.signed({ method: 'POST', url: TRACKING.events.path, body, headers: auth(token) }).then(r => json<any>(r))
const view = (router: string) => ({ event: 'VIEW_PAGE_EVENT', router, at: t.now() })
const piwik = (on: boolean) => t.app.db.updateTable('description_configs').set({ content: String(on) }).where('key', '=', 'IS_OPEN_PIWIK').execute()

it('stores nothing before consent or with IS_OPEN_PIWIK off; then page views and button presses by route pattern, capped per day, rolled up for staff', async () => {
  const me = await t.signUp(newPhone(), newName())
  const staff = await t.signUp(newPhone(), newName('运营'))
  await new LabService(t.app.db, t.app.storage, t.now).grantRole(staff.userId, 'operator')
  await piwik(true)
  // before the privacy policy is accepted: nothing
  expect((await send(me.token, { siteId: 1, events: [view('/report')] })).data.stored).toBe(0)
  await t.signed({ method: 'POST', url: CONSENT.accept.path, body: { accepted: [{ document: 'privacy', version: AGREEMENTS.privacy.version }] }, headers: auth(me.token) })
  // the switch off: nothing
  await piwik(false)
  expect((await send(me.token, { siteId: 1, events: [view('/report')] })).data.stored).toBe(0)
  await piwik(true)
  const batch = [view('/report/:barcode'), view('/user/orders'), { event: 'CLICK_BUTTON', router: '/shop/gene', button: 'buy-now', at: t.now() }]
  expect((await send(me.token, { siteId: 5, events: batch })).data.stored).toBe(3)
  // bounded: no query strings or free text, at most 20 a batch, no unknown fields
  expect((await send(me.token, { siteId: 5, events: [view('/report?barcode=XG123')] })).code).toBe(CODES.ARG_ERROR)
  expect((await send(me.token, { siteId: 5, events: Array.from({ length: 21 }, () => view('/report')) })).code).toBe(CODES.ARG_ERROR)
  expect((await send(me.token, { siteId: 5, events: [{ ...view('/report'), phone: '13800000000' }] })).code).toBe(CODES.ARG_ERROR)
  // only staff read the roll-up
  expect(json(await t.signed({ method: 'GET', url: TRACKING.rollup.path, headers: auth(me.token) })).code).toBe(404)
  const rollup = json<any>(await t.signed({ method: 'GET', url: TRACKING.rollup.path, headers: auth(staff.token) })).data
  expect(rollup.enabled).toBe(true)
  expect(rollup.days).toHaveLength(14)
  expect(rollup.days.at(-1)).toEqual({ day: chinaDay(t.now()), views: 2, clicks: 1, accounts: 1 })
  expect(rollup.topRoutes).toEqual(expect.arrayContaining([{ router: '/report/:barcode', views: 1 }]))
  // the day's cap
  await t.app.db.insertInto('tracking_events').values(Array.from({ length: TRACKING_DAILY_MAX - 4 }, () => ({ user_id: me.userId, event: 'VIEW_PAGE_EVENT', router: '/', button: null, site_id: 5, day: chinaDay(t.now()), created_at: t.now() }))).execute()
  expect((await send(me.token, { siteId: 5, events: [view('/'), view('/')] })).data.stored).toBe(1)
  // the account's data export has its events; its deletion removes them
  const exported = json<any>(await t.signed({ method: 'GET', url: ACCOUNTS.accountDataExport.path, headers: auth(me.token) })).data
  expect(exported.sections.tracking.length).toBe(TRACKING_DAILY_MAX)
  const handler = t.app.accounts.personalData.list().find(h => h.name === 'tracking')!
  await t.app.db.transaction().execute(db => handler.delete({ userId: me.userId, phone: null, db, storage: t.app.storage, log: t.app.log }))
  expect(await t.app.db.selectFrom('tracking_events').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(0)
})
