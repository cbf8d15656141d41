/**
 * Agreement versions published from /ops/content (issue 26 item 1): a published version of an
 * `agreement/<document>` is that agreement's next version (agreement_version, YYYY-MM-DD.N) and
 * says whether it asks everyone who accepted an earlier one again (renew_consent, 0 or 1).
 */
import { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('content_versions').addColumn('agreement_version', 'varchar(32)').execute()
  await db.schema.alterTable('content_versions').addColumn('renew_consent', 'smallint').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('content_versions').dropColumn('renew_consent').execute()
  await db.schema.alterTable('content_versions').dropColumn('agreement_version').execute()
}
