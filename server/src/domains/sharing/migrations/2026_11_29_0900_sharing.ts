/**
 * Sharing (spec 7.3 wechat unify_share and app_download_trace, each with receive_info): a page of
 * our site shared through WeChat or a copied link, and an app download traced from a page, each
 * behind a random id, with how often its link was opened. The sharer's account id is kept (null
 * for a visitor); time-stamps epoch ms in BIGINT.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('share_events')
    .addColumn('id', id, pk)
    .addColumn('share_id', 'varchar(32)', c => c.notNull().unique())
    .addColumn('user_id', 'integer')
    .addColumn('path', 'varchar(500)', c => c.notNull())
    .addColumn('channel', 'varchar(16)', c => c.notNull())
    .addColumn('opens', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('share_events_user').on('share_events').column('user_id').execute()
  await db.schema
    .createTable('download_traces')
    .addColumn('id', id, pk)
    .addColumn('trace_id', 'varchar(32)', c => c.notNull().unique())
    .addColumn('user_id', 'integer')
    .addColumn('app', 'varchar(16)', c => c.notNull())
    .addColumn('from_path', 'varchar(500)', c => c.notNull())
    .addColumn('platform', 'varchar(8)', c => c.notNull())
    .addColumn('opens', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('download_traces_user').on('download_traces').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('download_traces').execute()
  await db.schema.dropTable('share_events').execute()
}
