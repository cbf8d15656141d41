/**
 * Non-chip tests (issue 15 item 3): the structured result the laboratory enters per sample of a
 * non-chip detection (HPV, HP, AMH, vitamins A/D/E, CRC, NGS and CVD panels), validated against
 * its product type's definition (packages/contracts report/nonchip) and published once; and the
 * NGS risk test's family-history answers. Values and answers are JSON text. Time-stamps epoch ms
 * in BIGINT, as in 0002-0006.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('nonchip_results')
    .addColumn('id', id, pk)
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('sample_id', 'integer', c => c.notNull().unique())
    .addColumn('product_type', 'varchar(32)', c => c.notNull())
    .addColumn('values_json', 'text', c => c.notNull())
    // 'draft' while the laboratory enters it, 'published' once the owner can read it
    .addColumn('status', 'varchar(16)', c => c.notNull())
    .addColumn('entered_by', 'integer')
    .addColumn('published_by', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .addColumn('published_at', 'bigint')
    .execute()
  await db.schema.createIndex('nonchip_results_detection').on('nonchip_results').column('detection_id').execute()
  await db.schema
    .createTable('ngs_risk_intakes')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('answers_json', 'text', c => c.notNull())
    .addColumn('flags_json', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('ngs_risk_intakes_user').on('ngs_risk_intakes').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ngs_risk_intakes').execute()
  await db.schema.dropTable('nonchip_results').execute()
}
