/** Activities staff set up in /ops/content (issue 26 item 5): tag, window, three pictures, share scene. */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('content_activities')
    .addColumn('id', id, pk)
    .addColumn('tag', 'varchar(48)', c => c.notNull().unique())
    .addColumn('title', 'varchar(30)', c => c.notNull())
    .addColumn('start_at', 'bigint', c => c.notNull())
    .addColumn('end_at', 'bigint', c => c.notNull())
    .addColumn('pictures', 'text', c => c.notNull())
    .addColumn('share_title', 'varchar(60)', c => c.notNull())
    .addColumn('share_description', 'varchar(60)', c => c.notNull())
    .addColumn('updated_by', 'integer', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('content_activities_window').on('content_activities').columns(['start_at', 'end_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_activities').execute()
}
