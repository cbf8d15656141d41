/** Tracking events (issue 26 item 10): one row per stored event; the account id, the route pattern, a button's name, the site id. */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('event', 'varchar(16)', c => c.notNull())
    .addColumn('router', 'varchar(120)', c => c.notNull())
    .addColumn('button', 'varchar(40)')
    .addColumn('site_id', 'smallint', c => c.notNull())
    .addColumn('day', 'varchar(10)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('tracking_events_day').on('tracking_events').columns(['day', 'event']).execute()
  await db.schema.createIndex('tracking_events_user_day').on('tracking_events').columns(['user_id', 'day']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tracking_events').execute()
}
