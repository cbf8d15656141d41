/**
 * Which kits a stored relatives match was computed from (issue 27 item 4): relative_kits.created_at
 * of detection_a's kit and of detection_b's at the time of the query. A relatives job replaces only
 * the pairs it can speak for (pipeline.ts matchRelatives): a pair another job stored from this
 * kit and a kit this job's query did not yet see is kept, instead of being deleted by a job that
 * commits after it. Null for pairs stored before: any job of either kit may replace them.
 */
import { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('relative_matches').addColumn('kit_a_at', 'bigint').execute()
  await db.schema.alterTable('relative_matches').addColumn('kit_b_at', 'bigint').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('relative_matches').dropColumn('kit_b_at').execute()
  await db.schema.alterTable('relative_matches').dropColumn('kit_a_at').execute()
}
