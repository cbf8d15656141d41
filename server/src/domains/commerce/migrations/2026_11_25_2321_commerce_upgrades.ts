/**
 * Commerce, second part (issue 17 items 1, 4, 5, 9): what an order is for when it is not a kit
 * (an upgrade or a speed package of an existing detection), expedited samples in the laboratory's
 * queue, the staff's audit trail of catalogue edits, and the provider each order was paid through
 * (WeChat Pay, Alipay, PayPal: notifications and refunds go to that provider). Epoch-ms BIGINTs.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  // an order that changes an existing detection: kind UPGRADE (new submodules, report recomputed
  // from the stored raw data) or SPEED (the sample goes first in the laboratory's queue)
  await db.schema
    .createTable('order_targets')
    .addColumn('order_id', 'integer', c => c.primaryKey())
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('route', 'varchar(64)', c => c.notNull())
    .addColumn('from_sku', 'varchar(64)', c => c.notNull())
    .addColumn('to_sku', 'varchar(64)')
    .addColumn('added_submodules', 'text', c => c.notNull())
    .addColumn('applied_at', 'bigint')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('order_targets_detection').on('order_targets').columns(['detection_id', 'kind']).execute()

  // one expedited flag per sample (the speed package); the lab's list puts these first
  await db.schema
    .createTable('sample_expedites')
    .addColumn('sample_id', 'integer', c => c.primaryKey())
    .addColumn('order_id', 'integer', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()

  // every change staff make to the catalogue: who, what before, what after
  await db.schema
    .createTable('catalogue_audit')
    .addColumn('id', id, pk)
    .addColumn('product_id', 'integer', c => c.notNull())
    .addColumn('staff_user_id', 'integer', c => c.notNull())
    .addColumn('action', 'varchar(16)', c => c.notNull())
    .addColumn('before_json', 'text', c => c.notNull())
    .addColumn('after_json', 'text', c => c.notNull())
    .addColumn('at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('catalogue_audit_product').on('catalogue_audit').columns(['product_id', 'id']).execute()

  // which provider took (or is taking) the money of an order: its notifications and refunds go there
  await db.schema.alterTable('orders').addColumn('pay_provider', 'varchar(16)').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('pay_provider').execute()
  await db.schema.dropTable('catalogue_audit').execute()
  await db.schema.dropTable('sample_expedites').execute()
  await db.schema.dropTable('order_targets').execute()
}
