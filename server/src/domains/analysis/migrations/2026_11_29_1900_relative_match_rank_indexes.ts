/**
 * The relatives list's page read in index order (issue 30): one index per side of a match, on
 * the detection, the other side's relatives switch, the shared DNA (descending) and the other
 * detection, with the relationship. A list page then merges the two sides' index entries in the
 * page's order (most shared DNA first, then the other detection) and stops at the page's last
 * row; the count and the parent-child pairs read the same entries without touching the table.
 * Before, every match of the detection was read from the table, ranked with a window over all of
 * them, and the page then taken (0.63 ms of SQLite for a list of 161 matches, against 0.14 ms).
 * `relative_matches_b` (detection_b alone) is replaced by the second index, which starts with it.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index relative_matches_a_rank on relative_matches (detection_a, b_opted_in, total_cm desc, detection_b, relationship)`.execute(db)
  await sql`create index relative_matches_b_rank on relative_matches (detection_b, a_opted_in, total_cm desc, detection_a, relationship)`.execute(db)
  await db.schema.dropIndex('relative_matches_b').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('relative_matches_b').on('relative_matches').column('detection_b').execute()
  await db.schema.dropIndex('relative_matches_b_rank').execute()
  await db.schema.dropIndex('relative_matches_a_rank').execute()
}
