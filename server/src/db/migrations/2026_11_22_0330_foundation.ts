/** The foundation: the seed ledger and the description configs of the common calls. */
import { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'varchar(100)', c => c.primaryKey())
    .addColumn('version', 'integer', c => c.notNull())
    .addColumn('applied_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('description_configs')
    .addColumn('key', 'varchar(64)', c => c.primaryKey())
    .addColumn('name', 'varchar(200)', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('content_type', 'varchar(16)', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('description_configs').execute()
  await db.schema.dropTable('seed_runs').execute()
}
