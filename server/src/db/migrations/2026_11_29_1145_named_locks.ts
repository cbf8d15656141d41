/**
 * Locks that hold across processes on one SQLite file (db/locks.ts): a row per lock held, with
 * its holder and the end of its lease (epoch ms), renewed while the holder works. PostgreSQL
 * takes advisory locks instead and leaves this table empty.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('named_locks')
    .addColumn('name', 'varchar(160)', c => c.primaryKey())
    .addColumn('holder', 'varchar(64)', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('named_locks').execute()
}
