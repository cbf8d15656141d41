/**
 * Relatives at scale (issue 16 item 7): the segments behind each stored match, so that the
 * match list, its segments and the chromosome browser survive restarts in the database (SQLite
 * or PostgreSQL) and the one-to-many index directory is only a cache rebuilt from stored kits.
 * One row per counted half-identical segment of a pair (detection_a < detection_b, as in
 * relative_matches); positions GRCh37, lengths in cM on the genetic map of the engine.
 */
import { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('relative_segments')
    .addColumn('detection_a', 'integer', c => c.notNull())
    .addColumn('detection_b', 'integer', c => c.notNull())
    .addColumn('chrom', 'integer', c => c.notNull())
    .addColumn('start_pos', 'integer', c => c.notNull())
    .addColumn('end_pos', 'integer', c => c.notNull())
    .addColumn('start_cm', 'double precision', c => c.notNull())
    .addColumn('end_cm', 'double precision', c => c.notNull())
    .addColumn('cm', 'double precision', c => c.notNull())
    .addColumn('markers', 'integer', c => c.notNull())
    .addColumn('fully_identical', 'integer', c => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('relative_segments_pk', ['detection_a', 'detection_b', 'chrom', 'start_pos'])
    .execute()
  await db.schema.createIndex('relative_segments_b').on('relative_segments').columns(['detection_b', 'detection_a']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('relative_segments').execute()
}
