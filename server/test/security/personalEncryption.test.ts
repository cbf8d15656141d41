/**
 * Security issue item 6: PostgreSQL kept a cancelled user's phone, name and address in a WAL
 * segment. Personal columns are now sealed under the account's own key before they are written
 * (security/personalFields.ts), so what reaches the database file, its log, a replica or a backup
 * is ciphertext; the account's deletion destroys the key, and a copy of those values taken before
 * the deletion (what a WAL segment or a backup holds) opens no more. Sign-in finds a phone by its
 * blind index (HMAC under PERSONAL_INDEX_KEY). Rows written before migration 0017 are sealed at
 * start (sealPersonalData), once. SQLite and PostgreSQL.
 */
import fs from 'fs'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { AGREEMENTS, type AccountCancelApplicationData } from '@xungen/contracts'
import { ACCOUNTS, CONSENT, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import type { Database } from '../../src/db'
import { sealPersonalData } from '../../src/security/personalMigration'
import { nameKey } from '../../src/domains/accounts/users/repository'
import { json } from '../helpers/app'
import { auth, newPhone } from '../helpers/accounts'
import { createKitApp, type KitApp } from '../kit/helpers'

/** a pool of its own beside the app's: an idle connection ended when the test database is dropped is no failure of the test */
function rawPool(options: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(options)
  pool.on('error', () => undefined)
  return pool
}

jest.setTimeout(120_000)

/** the database as a copy of it shows it: no opening plugin */
function rawDatabase(url: string): Kysely<Database> {
  return url.startsWith('sqlite:')
    ? new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(url.slice('sqlite:'.length)) }) })
    : new Kysely<Database>({ dialect: new PostgresDialect({ pool: rawPool({ connectionString: url, max: 1 }) }) })
}

function occurrences(haystack: Buffer, needle: string): number {
  const n = Buffer.from(needle, 'utf8')
  let count = 0
  for (let i = haystack.indexOf(n); i !== -1; i = haystack.indexOf(n, i + 1)) count++
  return count
}

let t: KitApp
let raw: Kysely<Database>
beforeAll(async () => {
  t = await createKitApp({ env: { ACCOUNT_CANCEL_COOLING_OFF_DAYS: '0' } })
  raw = rawDatabase(t.config.databaseUrl)
})
afterAll(async () => {
  await raw.destroy()
  await t.close()
})

const sealedFor = (userId: number) => new RegExp(`^pd1\\.u${userId}\\.[A-Za-z0-9_-]+$`)

async function signIn(phone: string) {
  const authCode = await t.sendCode(phone, 'login')
  return json<{ token: string; userId: number }>(await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, nationCode: '86', authCode } }))
}

it('phone, names, addresses and birthplaces are written sealed under the account’s key; every page still shows them; a deletion leaves nothing readable, not even in a copy taken before', async () => {
  const phone = newPhone()
  const name = '密封测试丁'
  const person = '受检人戊己'
  const birthplace = '绝无仅有县 9931 村'
  const receiver = '收件人庚辛'
  const detail = '加密大道 4471 号'
  const mobile = '13700134471'
  const me = await t.signUp(phone, name)
  expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: { receiverName: receiver, mobile, provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail }, headers: auth(me.token) })).code).toBe(0)
  expect(json(await t.signed({ method: 'POST', url: CONSENT.accept.path, body: { accepted: [{ document: 'sensitive', version: AGREEMENTS.sensitive.version }] }, headers: auth(me.token) })).code).toBe(0)
  const [barcode] = await t.produce()
  expect((await t.bind(me.token, barcode, { name: person, surname: '受', birthplace, appellation: 'me' })).code).toBe(0)

  // what is stored (what a copy of the database, its WAL or a backup holds): ciphertext under this account's key
  const user = await raw.selectFrom('users').select(['phone', 'name', 'phone_index', 'name_key']).where('id', '=', me.userId).executeTakeFirstOrThrow()
  expect(user.phone).toMatch(sealedFor(me.userId))
  expect(user.name).toMatch(sealedFor(me.userId))
  expect(user.phone_index).toBe(t.app.personal.phoneIndex('86', phone))
  expect(user.phone_index).toMatch(/^h1\.[A-Za-z0-9_-]{43}$/)
  expect(user.name_key).toBe(t.app.personal.index('name', nameKey(name)))
  const address = await raw.selectFrom('delivery_addresses').select(['receiver_name', 'mobile', 'detail']).where('user_id', '=', me.userId).executeTakeFirstOrThrow()
  for (const v of Object.values(address)) expect(v).toMatch(sealedFor(me.userId))
  // the surname stays plain: the surname statistics count by it (docs/security.md)
  const stored = await raw.selectFrom('tested_persons').select(['name', 'birthplace']).where('user_id', '=', me.userId).executeTakeFirstOrThrow()
  for (const v of Object.values(stored)) expect(v).toMatch(sealedFor(me.userId))
  // the sign-in code is kept under the phone's blind index, not the phone
  expect(await raw.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).toEqual([])
  const needles = [phone, name, person, birthplace, receiver, detail, mobile]
  // PostgreSQL: no text column of any row holds them in plain (the sandbox SMS outbox aside:
  // development only), so none was written to the WAL. SQLite: the file's bytes, below
  const columns =
    t.app.dbDialect === 'postgres'
      ? (await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('character varying', 'text')`.execute(raw)).rows
      : []
  for (const c of columns.filter(c => c.table_name !== 'sms_outbox')) {
    for (const needle of needles) {
      const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(c.table_name)} WHERE ${sql.ref(c.column_name)} LIKE ${'%' + needle + '%'}`.execute(raw)
      expect({ at: `${c.table_name}.${c.column_name}`, needle, n: found.rows[0].n }).toEqual({ at: `${c.table_name}.${c.column_name}`, needle, n: 0 })
    }
  }
  const sqliteFile = t.app.dbDialect === 'sqlite' ? t.config.databaseUrl.replace(/^sqlite:/, '') : null
  if (sqliteFile) {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(t.app.db)
    const bytes = Buffer.concat([sqliteFile, `${sqliteFile}-wal`].filter(f => fs.existsSync(f)).map(f => fs.readFileSync(f)))
    // the phone is in the sandbox outbox only; names and addresses nowhere
    for (const needle of needles.filter(n => n !== phone)) expect({ needle, count: occurrences(bytes, needle) }).toEqual({ needle, count: 0 })
  }

  // the pages read them as before: sign-in by phone, profile, addresses, persons
  const again = await signIn(phone)
  expect(again.code).toBe(0)
  expect(again.data.userId).toBe(me.userId)
  const info = json<{ userName: string; phoneNumber: string }>(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).data
  expect(info.userName).toBe(name)
  expect(info.phoneNumber).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
  const list = json<{ list: Array<{ receiverName: string; mobile: string; detail: string }> }>(await t.signed({ method: 'GET', url: ACCOUNTS.deliveryAddresses.path, headers: auth(me.token) })).data.list
  expect(list[0]).toMatchObject({ receiverName: receiver, mobile, detail })
  const persons = await t.get(PERSONS_ENDPOINTS.personsV2.path, me.token, { page: '1', size: '10', keywords: '戊己' })
  expect(persons.data.list.map((p: { name: string }) => p.name)).toEqual([person])
  // a new name is sealed as well, and a taken name is still refused (by its blind index)
  const other = await t.signUp(newPhone(), '另一个名字')
  const taken = json(await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { name }, headers: auth(other.token) }))
  expect(taken.code).toBe(4006)

  // what a WAL segment or a backup taken now holds
  const copies = [user.phone!, user.name!, ...Object.values(address), ...Object.values(stored)] as string[]
  for (const v of copies) expect(await t.app.personal.open(v)).not.toBeNull()

  // the existing cancellation flow
  t.advance(121_000)
  await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'account_cancel' }, headers: auth(me.token) })
  const applied = json<AccountCancelApplicationData>(
    await t.signed({ method: 'POST', url: ACCOUNTS.accountCancelApply.path, body: { type: 'ACCOUNT', barcodes: [barcode], verifyCode: await t.code(phone) }, headers: auth(me.token) })
  )
  expect(applied.code).toBe(0)
  await t.app.queue.drain()
  expect((await t.app.db.selectFrom('account_cancellations').select('status').where('user_id', '=', me.userId).executeTakeFirstOrThrow()).status).toBe('COMPLETED')

  // the copies no longer open: the account's key is gone
  for (const v of copies) expect(await t.app.personal.open(v)).toBeNull()
  expect(await raw.selectFrom('user_keys').select('user_id').where('user_id', '=', me.userId).execute()).toEqual([])
  if (sqliteFile) {
    const bytes = Buffer.concat([sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-journal`].filter(f => fs.existsSync(f)).map(f => fs.readFileSync(f)))
    for (const needle of needles) expect({ needle, count: occurrences(bytes, needle) }).toEqual({ needle, count: 0 })
  }
  // the phone registers again and signs in to the new account
  const reborn = await t.signUp(phone, '重新注册')
  expect(reborn.userId).not.toBe(me.userId)
})

it('rows written before migration 0017 are sealed at start, once, and sign in as before', async () => {
  const phone = newPhone()
  const me = await t.signUp(phone, '旧数据壬')
  expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: { receiverName: '旧收件人', mobile: '13700130017', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '旧路 17 号' }, headers: auth(me.token) })).code).toBe(0)
  // as the code before this change wrote them: plain values, the phone looked up by (nation_code, phone), the folded name as name_key
  await raw.updateTable('users').set({ phone, phone_index: null, name: '旧数据壬', name_key: nameKey('旧数据壬') }).where('id', '=', me.userId).execute()
  await raw.updateTable('delivery_addresses').set({ receiver_name: '旧收件人', mobile: '13700130017', detail: '旧路 17 号' }).where('user_id', '=', me.userId).execute()
  expect((await signIn(phone)).code).not.toBe(0)

  const first = await sealPersonalData(raw, t.app.personal)
  expect(first.users).toBeGreaterThanOrEqual(1)
  expect(first.delivery_addresses).toBeGreaterThanOrEqual(1)
  const user = await raw.selectFrom('users').select(['phone', 'name', 'phone_index', 'name_key']).where('id', '=', me.userId).executeTakeFirstOrThrow()
  expect(user.phone).toMatch(sealedFor(me.userId))
  expect(user.name).toMatch(sealedFor(me.userId))
  expect(user.phone_index).toBe(t.app.personal.phoneIndex('86', phone))
  expect(user.name_key).toBe(t.app.personal.index('name', nameKey('旧数据壬')))
  const address = await raw.selectFrom('delivery_addresses').select(['receiver_name', 'mobile', 'detail']).where('user_id', '=', me.userId).executeTakeFirstOrThrow()
  for (const v of Object.values(address)) expect(v).toMatch(sealedFor(me.userId))
  expect((await signIn(phone)).code).toBe(0)
  const info = json<{ userName: string }>(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).data
  expect(info.userName).toBe('旧数据壬')
  // nothing left to do the second time
  expect(Object.values(await sealPersonalData(raw, t.app.personal)).every(n => n === 0)).toBe(true)
})
