/**
 * The data half of migration 0017 (security item 6): personal values written in plain before it
 * are sealed under their account's key, phones get their blind index. It needs the keys, which a
 * migration does not have, so it runs at start (app.ts), after the migrations and before the
 * server listens. Idempotent and resumable: it only picks up values that are not sealed (no
 * `pd1.` prefix) or not indexed (no `h1.`), a batch at a time, each row on its own.
 *
 * It reads through the database handle WITHOUT the opening plugin (it must see what is stored).
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db'
import { INDEX_PREFIX, PERSON_SEALED_COLUMNS, SEALED_PREFIX, type PersonalFields } from './personalFields'

const BATCH = 500

/** columns sealed under the account in `owner`, per table */
export const SEALED_COLUMNS = {
  users: ['phone', 'name'],
  delivery_addresses: ['receiver_name', 'mobile', 'detail'],
  tested_persons: PERSON_SEALED_COLUMNS,
  express_returns: ['name', 'mobile', 'address'],
  bind_drafts: ['data'],
  notifications: ['title', 'content']
} as const

type AnyDb = Kysely<any>

const notSealed = (column: string) => sql<boolean>`(${sql.ref(column)} IS NOT NULL AND ${sql.ref(column)} NOT LIKE ${SEALED_PREFIX + '%'})`
const notIndexed = (column: string) => sql<boolean>`(${sql.ref(column)} IS NOT NULL AND ${sql.ref(column)} NOT LIKE ${INDEX_PREFIX + '%'})`

const anyOf = (conditions: Array<ReturnType<typeof notSealed>>) => sql<boolean>`(${sql.join(conditions, sql` OR `)})`

async function sealTable(db: AnyDb, personal: PersonalFields, table: 'delivery_addresses' | 'tested_persons' | 'express_returns' | 'bind_drafts' | 'notifications'): Promise<number> {
  const columns = SEALED_COLUMNS[table] as readonly string[]
  let done = 0
  for (;;) {
    const rows: Array<Record<string, any>> = await db
      .selectFrom(table)
      .select(['id', 'user_id', ...columns])
      .where(anyOf(columns.map(notSealed)))
      .orderBy('id')
      .limit(BATCH)
      .execute()
    for (const r of rows) {
      const set = await personal.sealColumns(Number(r.user_id), Object.fromEntries(columns.map(c => [c, r[c]])), columns)
      await db.updateTable(table).set(set).where('id', '=', r.id).execute()
    }
    done += rows.length
    if (rows.length < BATCH) return done
  }
}

async function sealUsers(db: AnyDb, personal: PersonalFields): Promise<number> {
  let done = 0
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'nation_code', 'phone', 'phone_index', 'name', 'name_key'])
      .where('deleted_at', 'is', null)
      .where(anyOf([notSealed('phone'), notSealed('name'), notIndexed('name_key')]))
      .orderBy('id')
      .limit(BATCH)
      .execute()
    for (const r of rows) {
      const set: Record<string, string | null> = {}
      const userId = Number(r.id)
      if (r.phone !== null && !String(r.phone).startsWith(SEALED_PREFIX)) {
        set.phone = await personal.seal(userId, r.phone)
        set.phone_index = personal.phoneIndex(r.nation_code ?? '86', r.phone)
      }
      if (r.name !== null && !String(r.name).startsWith(SEALED_PREFIX)) set.name = await personal.seal(userId, r.name)
      // name_key held the folded name itself (users/repository.ts nameKey)
      if (r.name_key !== null && !String(r.name_key).startsWith(INDEX_PREFIX)) set.name_key = personal.index('name', r.name_key)
      await db.updateTable('users').set(set).where('id', '=', r.id).execute()
    }
    done += rows.length
    if (rows.length < BATCH) return done
  }
}

/** phones kept only to be looked up by (codes, sign-up uploads) are replaced by their blind index */
async function indexPhones(db: AnyDb, personal: PersonalFields, table: 'sms_codes' | 'uploads', nation: string, phone: string): Promise<number> {
  let done = 0
  for (;;) {
    const rows = await db.selectFrom(table).select(['id', nation, phone]).where(notIndexed(phone)).orderBy('id').limit(BATCH).execute()
    for (const r of rows as Array<Record<string, any>>) {
      await db.updateTable(table).set({ [phone]: personal.phoneIndex(r[nation] ?? '86', r[phone]) }).where('id', '=', r.id).execute()
    }
    done += rows.length
    if (rows.length < BATCH) return done
  }
}

export async function sealPersonalData(db: Kysely<Database>, personal: PersonalFields): Promise<Record<string, number>> {
  const raw = db as AnyDb
  return {
    users: await sealUsers(raw, personal),
    delivery_addresses: await sealTable(raw, personal, 'delivery_addresses'),
    tested_persons: await sealTable(raw, personal, 'tested_persons'),
    express_returns: await sealTable(raw, personal, 'express_returns'),
    bind_drafts: await sealTable(raw, personal, 'bind_drafts'),
    notifications: await sealTable(raw, personal, 'notifications'),
    sms_codes: await indexPhones(raw, personal, 'sms_codes', 'nation_code', 'phone'),
    uploads: await indexPhones(raw, personal, 'uploads', 'signup_nation_code', 'signup_phone')
  }
}
