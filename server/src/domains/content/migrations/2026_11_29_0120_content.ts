/**
 * Content managed by staff (issue 26 item 2): one row per document (its draft and the number of
 * its newest published version) and one row per published version (the history; never changed).
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('content_documents')
    .addColumn('id', id, pk)
    .addColumn('key', 'varchar(80)', c => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    .addColumn('draft_title', 'varchar(60)')
    .addColumn('draft_body', 'text')
    .addColumn('draft_updated_by', 'integer')
    .addColumn('published_version', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema
    .createTable('content_versions')
    .addColumn('id', id, pk)
    .addColumn('document_id', 'integer', c => c.notNull())
    .addColumn('version', 'integer', c => c.notNull())
    .addColumn('title', 'varchar(60)', c => c.notNull())
    .addColumn('body', 'text', c => c.notNull())
    .addColumn('html', 'text', c => c.notNull())
    .addColumn('published_at', 'bigint', c => c.notNull())
    .addColumn('published_by', 'integer', c => c.notNull())
    .addUniqueConstraint('content_versions_document_version', ['document_id', 'version'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_versions').execute()
  await db.schema.dropTable('content_documents').execute()
}
