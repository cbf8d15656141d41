/**
 * Accounts (issue 3): users, sessions, SMS codes and the sandbox outbox, shared rate counters,
 * uploaded images, delivery addresses and account-cancellation applications.
 * Booleans are integers 0/1 and time-stamps epoch ms in BIGINT, the same on SQLite and PostgreSQL.
 */
import { Kysely, sql } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  // an auto-numbered primary key on both databases
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('users')
    .addColumn('id', id, pk)
    .addColumn('nation_code', 'varchar(8)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('name', 'varchar(64)')
    // the name folded for uniqueness (spec 5: user-name availability is checked by the server)
    .addColumn('name_key', 'varchar(64)')
    .addColumn('avatar_start_color', 'varchar(7)')
    .addColumn('avatar_end_color', 'varchar(7)')
    .addColumn('avatar_upload_id', 'integer')
    // an uploaded avatar the person chose while it is still being reviewed (spec 5: reviewed before use)
    .addColumn('pending_avatar_upload_id', 'integer')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('wechat_openid', 'varchar(128)')
    .addColumn('wechat_unionid', 'varchar(128)')
    .addColumn('is_wechat', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('user_state', 'integer', c => c.notNull())
    .addColumn('profile_completed', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .addColumn('name_changed_at', 'bigint')
    // a cancelled account stays as a row without personal data (ids elsewhere keep pointing at it)
    .addColumn('deleted_at', 'bigint')
    .execute()
  // NULLs never collide: a deleted account's phone is NULL and the phone can register again
  await db.schema.createIndex('users_phone_unique').on('users').columns(['nation_code', 'phone']).unique().execute()
  await db.schema.createIndex('users_name_key_unique').on('users').column('name_key').unique().execute()
  await db.schema.createIndex('users_wechat_openid_unique').on('users').column('wechat_openid').unique().execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    // SHA-256 of the token: a copy of the database does not give anyone a usable token
    .addColumn('token_hash', 'varchar(64)', c => c.notNull().unique())
    .addColumn('client', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .addColumn('last_seen_at', 'bigint', c => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'varchar(32)')
    .execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute()

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', id, pk)
    .addColumn('purpose', 'varchar(32)', c => c.notNull())
    .addColumn('nation_code', 'varchar(8)', c => c.notNull())
    .addColumn('phone', 'varchar(20)', c => c.notNull())
    .addColumn('code_hash', 'varchar(64)', c => c.notNull())
    .addColumn('salt', 'varchar(32)', c => c.notNull())
    .addColumn('attempts', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute()
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['nation_code', 'phone', 'purpose', 'created_at']).execute()

  // what the sandbox SMS provider "delivered": read by developers and the end-to-end suite
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', id, pk)
    .addColumn('nation_code', 'varchar(8)', c => c.notNull())
    .addColumn('phone', 'varchar(20)', c => c.notNull())
    .addColumn('purpose', 'varchar(32)', c => c.notNull())
    .addColumn('code', 'varchar(8)', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('sms_outbox_phone').on('sms_outbox').columns(['nation_code', 'phone', 'created_at']).execute()

  // fixed-window counters shared by every server process (SMS limits, password attempts)
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'varchar(128)', c => c.primaryKey())
    .addColumn('count', 'integer', c => c.notNull())
    .addColumn('window_ends_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('rate_counters_window').on('rate_counters').column('window_ends_at').execute()

  await db.schema
    .createTable('uploads')
    .addColumn('id', id, pk)
    // the random name in the file's URL
    .addColumn('public_id', 'varchar(40)', c => c.notNull().unique())
    .addColumn('user_id', 'integer')
    // an avatar uploaded during sign-up (by-auth) belongs to a phone until the account exists
    .addColumn('signup_nation_code', 'varchar(8)')
    .addColumn('signup_phone', 'varchar(20)')
    .addColumn('type', 'varchar(48)', c => c.notNull())
    .addColumn('storage_key', 'varchar(300)', c => c.notNull())
    .addColumn('width', 'integer', c => c.notNull())
    .addColumn('height', 'integer', c => c.notNull())
    .addColumn('bytes', 'integer', c => c.notNull())
    .addColumn('review_status', 'varchar(16)', c => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('uploads_user').on('uploads').column('user_id').execute()
  await db.schema.createIndex('uploads_signup').on('uploads').columns(['signup_nation_code', 'signup_phone']).execute()

  await db.schema
    .createTable('delivery_addresses')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('receiver_name', 'varchar(64)', c => c.notNull())
    .addColumn('mobile', 'varchar(20)', c => c.notNull())
    .addColumn('nation_code', 'varchar(8)', c => c.notNull())
    .addColumn('province_code', 'varchar(6)', c => c.notNull())
    .addColumn('city_code', 'varchar(6)')
    .addColumn('district_code', 'varchar(6)')
    .addColumn('street_code', 'varchar(9)')
    .addColumn('detail', 'varchar(400)', c => c.notNull())
    .addColumn('is_default', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('delivery_addresses_user').on('delivery_addresses').column('user_id').execute()

  await db.schema
    .createTable('account_cancellations')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('type', 'varchar(16)', c => c.notNull())
    .addColumn('barcodes', 'text', c => c.notNull())
    .addColumn('status', 'varchar(16)', c => c.notNull())
    .addColumn('applied_at', 'bigint', c => c.notNull())
    .addColumn('deadline_at', 'bigint', c => c.notNull())
    .addColumn('withdrawn_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .execute()
  // one pending application per account, enforced by the database (two quick taps, two processes)
  await db.schema
    .createIndex('account_cancellations_one_pending')
    .on('account_cancellations')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute()
  await db.schema.createIndex('account_cancellations_due').on('account_cancellations').columns(['status', 'deadline_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['account_cancellations', 'delivery_addresses', 'uploads', 'rate_counters', 'sms_outbox', 'sms_codes', 'sessions', 'users']) {
    await db.schema.dropTable(t).execute()
  }
}
