/**
 * Report share links (issue 15, spec 6 "A share-link visitor sees one shared report"): a token
 * the owner of a detection creates, that lets a visitor read exactly that report until the owner
 * revokes it. Time-stamps epoch ms in BIGINT, as in 0002-0005.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('report_shares')
    .addColumn('id', id, pk)
    .addColumn('token', 'varchar(64)', c => c.notNull().unique())
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('report_shares_detection').on('report_shares').column('detection_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_shares').execute()
}
