/**
 * Commerce (issue 17): the catalogue, orders and their events, payments (prepay intents of the
 * sandbox provider, verified notifications, refunds), coupons and activities, a double-entry
 * ledger, shipments. Amounts are integer fen in BIGINT columns; time-stamps epoch ms.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('products')
    .addColumn('id', id, pk)
    .addColumn('alias', 'varchar(64)', c => c.notNull().unique())
    .addColumn('name', 'varchar(128)', c => c.notNull())
    .addColumn('subtitle', 'varchar(255)', c => c.notNull())
    .addColumn('commodity_tag', 'varchar(64)', c => c.notNull())
    .addColumn('type', 'varchar(32)', c => c.notNull())
    .addColumn('type_code', 'varchar(32)', c => c.notNull())
    .addColumn('is_online', 'integer', c => c.notNull())
    .addColumn('primer', 'varchar(16)', c => c.notNull())
    .addColumn('submodules', 'text', c => c.notNull())
    .addColumn('promotion', 'text')
    .addColumn('sku', 'varchar(64)', c => c.notNull().unique())
    .addColumn('sku_family', 'varchar(64)', c => c.notNull())
    .addColumn('sampled', 'integer', c => c.notNull())
    .addColumn('sku_picture', 'varchar(255)', c => c.notNull())
    .addColumn('price_fen', 'bigint', c => c.notNull())
    .addColumn('list_price_fen', 'bigint', c => c.notNull())
    .addColumn('promotion_infos', 'text', c => c.notNull())
    .addColumn('packages', 'text', c => c.notNull())
    .addColumn('links', 'text', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', id, pk)
    .addColumn('order_no', 'varchar(32)', c => c.notNull().unique())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('idempotency_key', 'varchar(64)', c => c.notNull())
    .addColumn('product_id', 'integer', c => c.notNull())
    .addColumn('sku', 'varchar(64)', c => c.notNull())
    .addColumn('product_name', 'varchar(128)', c => c.notNull())
    .addColumn('sampled', 'integer', c => c.notNull())
    .addColumn('count', 'integer', c => c.notNull())
    .addColumn('unit_price_fen', 'bigint', c => c.notNull())
    .addColumn('goods_fen', 'bigint', c => c.notNull())
    .addColumn('activity_discount_fen', 'bigint', c => c.notNull())
    .addColumn('coupon_discount_fen', 'bigint', c => c.notNull())
    .addColumn('payable_fen', 'bigint', c => c.notNull())
    .addColumn('refunded_fen', 'bigint', c => c.notNull().defaultTo(0))
    .addColumn('user_coupon_id', 'integer')
    .addColumn('activity_id', 'integer')
    .addColumn('scene', 'varchar(32)')
    .addColumn('state', 'varchar(24)', c => c.notNull())
    .addColumn('pay_type', 'varchar(24)')
    .addColumn('provider_txn', 'varchar(64)')
    .addColumn('receiver_name', 'varchar(64)')
    .addColumn('receiver_mobile', 'varchar(20)')
    .addColumn('receiver_nation_code', 'varchar(8)')
    .addColumn('receiver_address', 'varchar(255)')
    .addColumn('kit_barcode', 'varchar(32)')
    .addColumn('hidden', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .execute()
  await db.schema.createIndex('orders_idempotency').on('orders').columns(['user_id', 'idempotency_key']).unique().execute()
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('orders_receiver').on('orders').columns(['receiver_nation_code', 'receiver_mobile']).execute()

  await db.schema
    .createTable('order_events')
    .addColumn('id', id, pk)
    .addColumn('order_id', 'integer', c => c.notNull())
    .addColumn('event', 'varchar(16)', c => c.notNull())
    .addColumn('from_state', 'varchar(24)', c => c.notNull())
    .addColumn('to_state', 'varchar(24)', c => c.notNull())
    .addColumn('note', 'varchar(255)')
    .addColumn('at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute()

  // what the sandbox payment provider knows: its prepay orders (the real providers keep theirs)
  await db.schema
    .createTable('sandbox_prepays')
    .addColumn('prepay_id', 'varchar(64)', c => c.primaryKey())
    .addColumn('order_no', 'varchar(32)', c => c.notNull())
    .addColumn('amount_fen', 'bigint', c => c.notNull())
    .addColumn('pay_type', 'varchar(24)', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('transaction_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()

  // every verified notification, by the provider's id: a replayed one is recognised and ignored
  await db.schema
    .createTable('payment_notifications')
    .addColumn('id', id, pk)
    .addColumn('provider', 'varchar(16)', c => c.notNull())
    .addColumn('notification_id', 'varchar(64)', c => c.notNull())
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    .addColumn('order_no', 'varchar(32)', c => c.notNull())
    .addColumn('amount_fen', 'bigint', c => c.notNull())
    .addColumn('outcome', 'varchar(24)', c => c.notNull())
    .addColumn('received_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('payment_notifications_unique').on('payment_notifications').columns(['provider', 'notification_id']).unique().execute()

  await db.schema
    .createTable('refunds')
    .addColumn('id', id, pk)
    .addColumn('refund_no', 'varchar(32)', c => c.notNull().unique())
    .addColumn('order_id', 'integer', c => c.notNull())
    .addColumn('amount_fen', 'bigint', c => c.notNull())
    .addColumn('reason', 'varchar(255)', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute()

  await db.schema
    .createTable('coupon_templates')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', c => c.notNull())
    // a code people type to redeem (spec 2.11 /user/coupon); null for coupons only handed out
    .addColumn('redeem_code', 'varchar(32)', c => c.unique())
    .addColumn('scene', 'varchar(32)')
    .addColumn('rule', 'text', c => c.notNull())
    // JSON array of product ids it applies to; null: every product
    .addColumn('product_ids', 'text')
    .addColumn('valid_days', 'integer', c => c.notNull())
    .addColumn('total', 'integer', c => c.notNull())
    .addColumn('issued', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('user_coupons')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('template_id', 'integer', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('received_at', 'bigint', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('user_coupons_once').on('user_coupons').columns(['user_id', 'template_id']).unique().execute()

  await db.schema
    .createTable('activities')
    .addColumn('id', id, pk)
    .addColumn('kind', 'varchar(24)', c => c.notNull())
    .addColumn('name', 'varchar(64)', c => c.notNull())
    .addColumn('config', 'text', c => c.notNull())
    .addColumn('start_at', 'bigint', c => c.notNull())
    .addColumn('end_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', id, pk)
    .addColumn('code', 'varchar(64)', c => c.notNull().unique())
    .addColumn('balance_fen', 'bigint', c => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('ledger_journals')
    .addColumn('id', id, pk)
    // what the journal records, unique: posting the same payment twice is impossible
    .addColumn('ref', 'varchar(64)', c => c.notNull().unique())
    .addColumn('kind', 'varchar(24)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', id, pk)
    .addColumn('journal_id', 'integer', c => c.notNull())
    .addColumn('account_id', 'integer', c => c.notNull())
    // debit positive, credit negative; the entries of a journal sum to 0
    .addColumn('amount_fen', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'id']).execute()

  await db.schema
    .createTable('shipments')
    .addColumn('id', id, pk)
    .addColumn('order_id', 'integer', c => c.notNull().unique())
    .addColumn('courier', 'varchar(16)', c => c.notNull())
    .addColumn('tracking_no', 'varchar(32)')
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('barcode', 'varchar(32)')
    .addColumn('booked_at', 'bigint')
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  // a kit goes to one order only (NULLs, shipments still waiting for a kit, never collide)
  await db.schema.createIndex('shipments_barcode_unique').on('shipments').column('barcode').unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['shipments', 'ledger_entries', 'ledger_journals', 'ledger_accounts', 'activities', 'user_coupons', 'coupon_templates', 'refunds', 'payment_notifications', 'sandbox_prepays', 'order_events', 'orders', 'products']) {
    await db.schema.dropTable(t).execute()
  }
}
