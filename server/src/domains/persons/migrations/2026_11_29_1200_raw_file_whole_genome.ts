/**
 * issue 28: an imported VCF the user confirmed, on upload, to be a whole genome listing variant
 * sites only. The analysis reads its absent panel sites as homozygous reference (the genome
 * engine's WholeGenomeFill rule) when the file's own header does not say so; 0 for every other file.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('raw_files').addColumn('whole_genome_confirmed', 'integer', c => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('raw_files').dropColumn('whole_genome_confirmed').execute()
}
