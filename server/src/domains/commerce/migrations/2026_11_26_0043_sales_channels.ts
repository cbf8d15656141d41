/**
 * Partner sales channels (spec 2.3 /buy/distribution, 7.3 "distribution commodities and sku
 * price"): a clinic or a company benefit programme links people to /buy/distribution?channel=<code>;
 * the channel sells some products at its own price (integer fen), between its start and end,
 * at most `per_account_limit` units per account. Configuration rows; orders carry the channel in
 * `orders.scene` ('channel:<code>').
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('sales_channels')
    .addColumn('id', id, pk)
    .addColumn('code', 'varchar(24)', c => c.notNull().unique())
    .addColumn('name', 'varchar(64)', c => c.notNull())
    .addColumn('intro', 'varchar(200)', c => c.notNull())
    .addColumn('starts_at', 'bigint', c => c.notNull())
    .addColumn('ends_at', 'bigint', c => c.notNull())
    .addColumn('per_account_limit', 'integer', c => c.notNull())
    .addColumn('is_online', 'integer', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('sales_channel_items')
    .addColumn('channel_id', 'integer', c => c.notNull())
    .addColumn('product_id', 'integer', c => c.notNull())
    .addColumn('price_fen', 'bigint', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull())
    .addPrimaryKeyConstraint('sales_channel_items_pk', ['channel_id', 'product_id'])
    .execute()

  // one row per channel and buyer: its lock orders parallel orders of one account (the limit check)
  await db.schema
    .createTable('sales_channel_buyers')
    .addColumn('channel_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('touched_at', 'bigint', c => c.notNull())
    .addPrimaryKeyConstraint('sales_channel_buyers_pk', ['channel_id', 'user_id'])
    .execute()
  await db.schema.createIndex('orders_user_scene').on('orders').columns(['user_id', 'scene']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_user_scene').execute()
  for (const t of ['sales_channel_buyers', 'sales_channel_items', 'sales_channels']) await db.schema.dropTable(t).execute()
}
