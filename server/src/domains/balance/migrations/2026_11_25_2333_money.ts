/**
 * Money beyond orders (issue 17 items 6, 7, 8, 10): withdrawals from the balance and the rewards
 * people claim into it (redemptions), invoices of paid orders and the sandbox e-mail outbox that
 * carries them, and people's part in activities (fission invite codes and helpers). Money moves
 * through the ledger of 0005; amounts here are integer fen in BIGINT, time-stamps epoch ms.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', id, pk)
    .addColumn('withdrawal_no', 'varchar(32)', c => c.notNull().unique())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('amount_fen', 'bigint', c => c.notNull())
    .addColumn('channel', 'varchar(16)', c => c.notNull())
    .addColumn('payee_account', 'varchar(100)', c => c.notNull())
    .addColumn('payee_name', 'varchar(32)', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('reviewer_id', 'integer')
    .addColumn('payout_txn', 'varchar(64)')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute()
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('withdrawals_state').on('withdrawals').columns(['state', 'created_at']).execute()

  await db.schema
    .createTable('balance_redemptions')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('source', 'varchar(32)', c => c.notNull())
    // what earned it (an activity completion): one reward per source, whatever races happen
    .addColumn('source_ref', 'varchar(64)', c => c.notNull().unique())
    .addColumn('title', 'varchar(100)', c => c.notNull())
    .addColumn('amount_fen', 'bigint', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .addColumn('redeemed_at', 'bigint')
    .execute()
  await db.schema.createIndex('balance_redemptions_user').on('balance_redemptions').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('invoices')
    .addColumn('id', id, pk)
    .addColumn('invoice_no', 'varchar(32)', c => c.notNull().unique())
    .addColumn('user_id', 'integer', c => c.notNull())
    // one invoice per order
    .addColumn('order_id', 'integer', c => c.notNull().unique())
    .addColumn('order_no', 'varchar(32)', c => c.notNull())
    .addColumn('invoice_type', 'integer', c => c.notNull())
    .addColumn('title_type', 'integer', c => c.notNull())
    .addColumn('title', 'varchar(100)', c => c.notNull())
    .addColumn('taxpayer_code', 'varchar(24)')
    .addColumn('register_address', 'varchar(100)')
    .addColumn('register_number', 'varchar(30)')
    .addColumn('register_bank', 'varchar(60)')
    .addColumn('bank_account', 'varchar(40)')
    .addColumn('content', 'varchar(32)', c => c.notNull())
    .addColumn('amount_fen', 'bigint', c => c.notNull())
    .addColumn('email', 'varchar(100)', c => c.notNull())
    .addColumn('mobile', 'varchar(20)')
    .addColumn('state', 'varchar(16)', c => c.notNull())
    // how often the person asked for it to be sent (first request included): capped, so that the
    // re-send cannot be used to mail strangers again and again
    .addColumn('send_requests', 'integer', c => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute()
  await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer')
    .addColumn('to_address', 'varchar(100)', c => c.notNull())
    .addColumn('subject', 'varchar(200)', c => c.notNull())
    .addColumn('body', 'text', c => c.notNull())
    .addColumn('attachment_name', 'varchar(100)')
    .addColumn('attachment_base64', 'text')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('email_outbox_to').on('email_outbox').columns(['to_address', 'created_at']).execute()

  await db.schema
    .createTable('activity_participations')
    .addColumn('id', id, pk)
    .addColumn('activity_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    // INVITER (has the invite code) | HELPER (helped inviter_id)
    .addColumn('role', 'varchar(16)', c => c.notNull())
    .addColumn('invite_code', 'varchar(16)', c => c.unique())
    .addColumn('inviter_id', 'integer')
    // an inviter's count of helpers, raised in the helper's transaction (the row lock orders parallel helpers)
    .addColumn('helpers', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  // one invite code and one help per person and activity
  await db.schema.createIndex('activity_participations_once').on('activity_participations').columns(['activity_id', 'user_id', 'role']).unique().execute()
  await db.schema.createIndex('activity_participations_inviter').on('activity_participations').columns(['activity_id', 'inviter_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['activity_participations', 'email_outbox', 'invoices', 'balance_redemptions', 'withdrawals']) await db.schema.dropTable(t).execute()
}
