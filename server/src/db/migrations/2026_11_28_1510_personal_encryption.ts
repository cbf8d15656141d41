/**
 * Security issue item 6: personal columns encrypted under the account's own key
 * (server/src/security/personalFields.ts), so that a deleted account stays unreadable in the
 * database's write-ahead log, its replicas and its backups (its key is destroyed at deletion).
 *  - users.phone_index: the blind index of the phone (an HMAC under a server-only key) that sign-in
 *    looks accounts up by; unique, as (nation_code, phone) was (ciphertexts never repeat, so that
 *    index is dropped). users.name_key holds the blind index of the folded name from now on.
 *  - PostgreSQL: the encrypted columns become text (a ciphertext is longer than varchar(20)), and
 *    the columns that hold a blind index instead of a phone (sms_codes.phone, uploads.signup_phone)
 *    get room for one. SQLite does not enforce lengths.
 * Existing rows are encrypted by the start-up step migratePersonalData (it needs the keys, which
 * migrations do not have); it runs before the server listens.
 */
import { Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect'

const TEXT_COLUMNS: Array<[string, string]> = [
  ['users', 'phone'],
  ['users', 'name'],
  ['delivery_addresses', 'receiver_name'],
  ['delivery_addresses', 'mobile'],
  ['delivery_addresses', 'detail'],
  ['tested_persons', 'name'],
  ['tested_persons', 'birthplace'],
  ['tested_persons', 'ancestral_place'],
  ['express_returns', 'name'],
  ['express_returns', 'mobile'],
  ['express_returns', 'address'],
  ['notifications', 'title'],
  ['sms_codes', 'phone'],
  ['uploads', 'signup_phone']
]

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  await db.schema.alterTable('users').addColumn('phone_index', 'varchar(64)').execute()
  await db.schema.createIndex('users_phone_index_unique').on('users').column('phone_index').unique().execute()
  await db.schema.dropIndex('users_phone_unique').execute()
  if (pg) {
    for (const [table, column] of TEXT_COLUMNS) await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN ${sql.ref(column)} TYPE text`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_phone_unique').on('users').columns(['nation_code', 'phone']).unique().execute()
  await db.schema.dropIndex('users_phone_index_unique').execute()
  await db.schema.alterTable('users').dropColumn('phone_index').execute()
}
