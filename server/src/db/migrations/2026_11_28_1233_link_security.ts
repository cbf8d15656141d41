/**
 * Issue 20 items 1 and 7: capability links that only the server can make, and share links that end.
 *  - download_links: one row per download link (server/src/security/downloadLinks.ts): the random
 *    nonce sealed into the link with a server-only key, the account and session it was made for,
 *    what it opens, when it ends and when it was used (single use). Kept a while as the download log.
 *  - report_shares.expires_at: the owner chooses 7 days, 30 days or until revoked (null). Links made
 *    before this migration end 30 days after they were made (the default the owner would have had).
 * Time-stamps epoch ms in BIGINT, as in 0002-0014.
 */
import { Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect'

const THIRTY_DAYS_MS = 30 * 86400_000

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('download_links')
    .addColumn('id', id, pk)
    .addColumn('purpose', 'varchar(32)', c => c.notNull())
    .addColumn('nonce', 'varchar(64)', c => c.notNull())
    .addColumn('key_id', 'varchar(32)', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('session_id', 'integer', c => c.notNull())
    .addColumn('subject_id', 'integer', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('download_links_user').on('download_links').column('user_id').execute()
  await db.schema.createIndex('download_links_expires').on('download_links').column('expires_at').execute()

  await db.schema.alterTable('report_shares').addColumn('expires_at', 'bigint').execute()
  await sql`UPDATE report_shares SET expires_at = created_at + ${sql.lit(THIRTY_DAYS_MS)} WHERE revoked_at IS NULL`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('report_shares').dropColumn('expires_at').execute()
  await db.schema.dropTable('download_links').execute()
}
