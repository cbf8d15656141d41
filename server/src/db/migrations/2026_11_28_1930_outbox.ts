/**
 * Domain events through a transactional outbox (server/src/events, docs/adr/0018):
 *  - outbox_events: an event, written in the same transaction as the change it tells of (a
 *    rolled-back change leaves no event); dispatched_at when its deliveries were last queued,
 *    delivered_at once every subscriber has handled it
 *  - outbox_handled: (event, subscriber) pairs already handled, so that a redelivery does nothing
 * Time-stamps epoch ms in BIGINT, as in 0002-0019.
 */
import type { Kysely } from 'kysely'
import { dialectOf } from '../dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('outbox_events')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', c => c.notNull())
    .addColumn('payload', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('dispatched_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .execute()
  await db.schema.createIndex('outbox_events_pending').on('outbox_events').columns(['delivered_at', 'dispatched_at']).execute()
  await db.schema
    .createTable('outbox_handled')
    .addColumn('event_id', 'integer', c => c.notNull())
    .addColumn('subscriber', 'varchar(96)', c => c.notNull())
    .addColumn('handled_at', 'bigint', c => c.notNull())
    .addPrimaryKeyConstraint('outbox_handled_pk', ['event_id', 'subscriber'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_handled').execute()
  await db.schema.dropTable('outbox_events').execute()
}
