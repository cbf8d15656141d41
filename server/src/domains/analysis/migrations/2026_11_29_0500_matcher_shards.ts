/**
 * The relatives matcher as shards (issue 27 item 3, docs/relatives-scaling.md section 4): the
 * shard of the index a kit was appended to. Null until its first relatives job (and always with
 * the embedded matcher, MATCHER_SHARDS unset, which holds every kit in one index).
 */
import { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('relative_kits').addColumn('matcher_shard', 'integer').execute()
  await db.schema.createIndex('relative_kits_matcher_shard').on('relative_kits').columns(['matcher_shard']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('relative_kits_matcher_shard').execute()
  await db.schema.alterTable('relative_kits').dropColumn('matcher_shard').execute()
}
