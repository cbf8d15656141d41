/**
 * The account's data export (GET /proxy/user/data_export; contracts account/dataExport): every
 * table with a column naming an account is in it (or listed below with why it is not the
 * account's data), each declared column exists, the file holds the account's data across areas
 * and nothing of another account or any secret, and it is refused after a few in a window.
 */
import { CODES, DATA_EXPORT_PER_WINDOW, DATA_EXPORT_TABLES, DATA_EXPORT_WINDOW_MS, type DataExportTable } from '@xungen/contracts'
import { ACCOUNTS, CONSENT, QUESTIONNAIRE } from '@xungen/contracts/endpoints'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'
import { TEST_DB } from '../helpers/database'
import { schemaOf } from '../helpers/schema'

/** a column that names an account, whatever the table calls it */
const ACCOUNT_COLUMN = /(^|_)user_id$|^owner_id$|^sender_id$|^inviter_id$|^reviewer_id$|_by$/

/** tables whose account rows an area's own registered section gives (the registry's name) */
const REGISTERED: Readonly<Record<string, string>> = {
  'consult_bookings.user_id': 'consult-bookings',
  'questionnaire_answers.user_id': 'questionnaire',
  'tracking_events.user_id': 'tracking',
  'covid_samples.user_id': 'covid',
  'covid_appointments.user_id': 'covid'
}

/** columns naming an account whose rows are not that account's personal data, and why */
const NOT_THE_ACCOUNTS: Readonly<Record<string, string>> = {
  'user_keys.user_id': "the account's data key: a secret of the server, destroyed with the account",
  'catalogue_audit.staff_user_id': "staff's record of their catalogue edits",
  'content_activities.updated_by': "staff's edit of an activity page",
  'content_documents.draft_updated_by': "staff's edit of a document",
  'content_versions.published_by': "staff's publication of a document",
  'kit_batches.created_by': 'staff who produced a kit batch',
  'nonchip_results.entered_by': 'lab staff who entered a result (the result is exported through the detection)',
  'nonchip_results.published_by': 'lab staff who published a result',
  'raw_files.uploaded_by': 'who uploaded the file (the owner or lab staff); the rows are exported by user_id',
  'sample_events.actor_user_id': 'lab staff who moved the sample (the events are exported through the detection)',
  'families.reviewed_by': "staff's review of a family record",
  'community_posts.reviewed_by': "staff's review of a post",
  'feed_articles.reviewed_by': "staff's review of an article",
  'withdrawals.reviewer_id': "staff's review of a withdrawal",
  'ugc_bans.banned_by': 'staff who banned an account (the ban is exported by user_id)'
}

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

const readings = (): Array<[string, DataExportTable]> =>
  Object.entries(DATA_EXPORT_TABLES).flatMap(([section, tables]) => Object.entries(tables as Record<string, DataExportTable>).map(([name, r]) => [`${section}.${name}`, r] as [string, DataExportTable]))

it('covers every table with a column naming an account, and each declared column exists', async () => {
  const schema = await schemaOf(t.app.db, TEST_DB)
  const columns = new Map(Object.entries(schema.tables).map(([table, v]) => [table, (v.columns as Array<{ name?: string; column_name?: string }>).map(c => c.name ?? c.column_name!)]))
  const covered = new Set(readings().flatMap(([, r]) => (r.owner ? [`${r.table}.${r.owner}`] : [])))
  const registered = new Set(t.app.accounts.personalData.list().filter(h => h.export).map(h => h.name))
  const missing: string[] = []
  for (const [table, cols] of columns) {
    for (const c of cols.filter(c => ACCOUNT_COLUMN.test(c))) {
      const key = `${table}.${c}`
      if (covered.has(key) || NOT_THE_ACCOUNTS[key]) continue
      if (REGISTERED[key] && registered.has(REGISTERED[key])) continue
      missing.push(key)
    }
  }
  expect(missing).toEqual([])
  // what the lists name exists (a renamed or dropped table or column fails here)
  const problems: string[] = []
  for (const [name, r] of readings()) {
    const cols = columns.get(r.table)
    if (!cols) problems.push(`${name}: no table ${r.table}`)
    else for (const c of [...r.columns, ...(r.owner ? [r.owner] : []), ...(r.via ? [r.via.column] : [])]) if (!cols.includes(c)) problems.push(`${name}: no column ${r.table}.${c}`)
    if (r.via && !columns.get(r.via.table)?.includes(r.via.owner)) problems.push(`${name}: no column ${r.via.table}.${r.via.owner}`)
  }
  for (const key of [...Object.keys(NOT_THE_ACCOUNTS), ...Object.keys(REGISTERED)]) {
    const [table, c] = key.split('.')
    if (!columns.get(table)?.includes(c)) problems.push(`${key} is listed but does not exist`)
  }
  expect(problems).toEqual([])
  // the pattern finds what it must (so that the check cannot pass by finding nothing)
  expect(['user_id', 'owner_id', 'sender_id', 'seeker_user_id', 'reviewed_by'].every(c => ACCOUNT_COLUMN.test(c))).toBe(true)
  expect(['id', 'thread_id', 'person_id', 'detection_id'].some(c => ACCOUNT_COLUMN.test(c))).toBe(false)
})

it("gives the account's data across areas, nothing of another account and no secret; a few a window", async () => {
  const phone = newPhone()
  const me = await t.signUp(phone, newName('导出'))
  const other = await t.signUp(newPhone(), newName('他人'))
  const address = { receiverName: '张导出', mobile: '13800138000', nationCode: '86', provinceCode: '110000', cityCode: '110100', districtCode: '110101', streetCode: '110101001', detail: '东华门大街 9 号' }
  expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: address, headers: auth(me.token) })).code).toBe(0)
  expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: { ...address, receiverName: '李他人' }, headers: auth(other.token) })).code).toBe(0)
  expect(json(await t.signed({ method: 'POST', url: QUESTIONNAIRE.questionnaireAgree.path, body: { agree: true, version: 2 }, headers: auth(me.token) })).code).toBe(0)
  expect(json(await t.signed({ method: 'PUT', url: QUESTIONNAIRE.questionnaireAnswer.path, body: { answer: { smoking: '从不吸烟' }, agree: true, version: 2 }, headers: auth(me.token) })).code).toBe(0)

  const res = await t.signed({ method: 'GET', url: ACCOUNTS.accountDataExport.path, headers: auth(me.token) })
  const body = json<any>(res)
  expect(body.code).toBe(0)
  const { sections } = body.data
  expect(body.data).toMatchObject({ format: 'xungen-data-export', version: 1, userId: me.userId })
  expect(Object.keys(sections)).toEqual(expect.arrayContaining([...Object.keys(DATA_EXPORT_TABLES), 'questionnaire', 'consult-bookings', 'tracking', 'covid']))
  expect(sections.profile.users).toEqual([expect.objectContaining({ id: me.userId, phone, name: expect.stringContaining('导出') })])
  expect(sections.profile.sessions.length).toBeGreaterThanOrEqual(1)
  expect(sections.addresses.deliveryAddresses).toEqual([expect.objectContaining({ receiver_name: '张导出', detail: '东华门大街 9 号' })])
  expect(sections.questionnaire).toMatchObject({ answers: { smoking: '从不吸烟' } })
  const text = JSON.stringify(body.data)
  expect(text).not.toContain('李他人')
  expect(text).not.toContain(me.token)
  expect(text).not.toMatch(/password_hash|token_hash|wrapped_key|phone_index|"pd1\./)

  // a few a window, then TOO_MANY_REQUESTS until the window passes
  for (let i = 1; i < DATA_EXPORT_PER_WINDOW; i++) expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.accountDataExport.path, headers: auth(me.token) })).code).toBe(0)
  expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.accountDataExport.path, headers: auth(me.token) })).code).toBe(CODES.TOO_MANY_REQUESTS)
  expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.accountDataExport.path, headers: auth(other.token) })).code).toBe(0)
  t.advance(DATA_EXPORT_WINDOW_MS + 1000)
  expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.accountDataExport.path, headers: auth(me.token) })).code).toBe(0)
  expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.accountDataExport.path })).code).toBe(CODES.SESSION_INVALID)
})
