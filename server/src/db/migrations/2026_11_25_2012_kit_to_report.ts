/**
 * From kit to report (issue 14): staff roles, kit batches and kits, tested persons and their
 * shares, detections, binding drafts, samples and their state history, raw genotype files,
 * analysis runs, the relatives index and notification records.
 * Booleans are integers 0/1, time-stamps epoch ms in BIGINT, JSON in text, as in 0002.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  // staff roles (spec 6 names none; the laboratory needs one)
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('role', 'varchar(32)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute()

  await db.schema
    .createTable('kit_batches')
    .addColumn('id', id, pk)
    .addColumn('sku', 'varchar(64)', c => c.notNull())
    .addColumn('product_type', 'varchar(32)', c => c.notNull())
    .addColumn('count', 'integer', c => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('kits')
    .addColumn('barcode', 'varchar(16)', c => c.primaryKey())
    .addColumn('serial', 'integer', c => c.notNull().unique())
    .addColumn('batch_id', 'integer', c => c.notNull())
    .addColumn('sku', 'varchar(64)', c => c.notNull())
    .addColumn('product_type', 'varchar(32)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('kits_batch').on('kits').column('batch_id').execute()

  // spec 3.2 tested person; owned by user_id
  await db.schema
    .createTable('tested_persons')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('name', 'varchar(64)', c => c.notNull())
    .addColumn('surname', 'varchar(16)')
    .addColumn('sex', 'varchar(8)')
    .addColumn('birthday', 'varchar(10)')
    .addColumn('birthplace', 'varchar(200)')
    .addColumn('birthplace_code', 'varchar(12)')
    .addColumn('ancestral_place', 'varchar(200)')
    .addColumn('ancestral_place_code', 'varchar(12)')
    .addColumn('nation', 'varchar(16)')
    .addColumn('appellation', 'varchar(40)')
    .addColumn('ancestry_features', 'text')
    // privacy switches (2.11 privacy pages): relatives finding is off until the person turns it on
    .addColumn('relatives_opt_in', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('gene_origin_opt_in', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('base_info_changes', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute()
  await db.schema.createIndex('tested_persons_user').on('tested_persons').columns(['user_id', 'deleted_at']).execute()

  // spec 3.2 share{isShare}: a person shared with another account
  await db.schema
    .createTable('person_shares')
    .addColumn('id', id, pk)
    .addColumn('person_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('person_shares_unique').on('person_shares').columns(['person_id', 'user_id']).unique().execute()
  await db.schema.createIndex('person_shares_user').on('person_shares').column('user_id').execute()

  // spec 3.3 detection: one bound barcode (unique: a kit is bound once)
  await db.schema
    .createTable('detections')
    .addColumn('id', id, pk)
    .addColumn('barcode', 'varchar(16)', c => c.notNull().unique())
    .addColumn('person_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('sku', 'varchar(64)', c => c.notNull())
    .addColumn('product_type', 'varchar(32)', c => c.notNull())
    .addColumn('submodules', 'text', c => c.notNull())
    .addColumn('collected', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('collect_date', 'varchar(10)')
    .addColumn('research_agree', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('open_ancestry', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('source', 'varchar(16)', c => c.notNull())
    .addColumn('has_report', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('detections_person').on('detections').column('person_id').execute()
  await db.schema.createIndex('detections_user').on('detections').column('user_id').execute()

  // spec 3.4: the wizard's draft, kept so a person can leave and resume; submit_key makes a second submit bind nothing more
  await db.schema
    .createTable('bind_drafts')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('data', 'text', c => c.notNull())
    .addColumn('status', 'varchar(16)', c => c.notNull())
    .addColumn('detection_id', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('bind_drafts_user').on('bind_drafts').columns(['user_id', 'status']).execute()

  await db.schema
    .createTable('samples')
    .addColumn('id', id, pk)
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('barcode', 'varchar(16)', c => c.notNull())
    // 1 for the first sample of a barcode, 2 for the one re-sent after a failed QC, ...
    .addColumn('seq', 'integer', c => c.notNull())
    .addColumn('state', 'varchar(24)', c => c.notNull())
    .addColumn('raw_file_id', 'integer')
    .addColumn('hold_reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('samples_detection_seq').on('samples').columns(['detection_id', 'seq']).unique().execute()
  await db.schema.createIndex('samples_state').on('samples').column('state').execute()

  await db.schema
    .createTable('sample_events')
    .addColumn('id', id, pk)
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('sample_id', 'integer')
    .addColumn('state', 'varchar(24)', c => c.notNull())
    .addColumn('note', 'varchar(400)')
    .addColumn('actor_user_id', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('sample_events_detection').on('sample_events').columns(['detection_id', 'id']).execute()

  // a raw genotype file: the content is in file storage, encrypted; a row exists only for a written file
  await db.schema
    .createTable('raw_files')
    .addColumn('id', id, pk)
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('storage_key', 'varchar(300)', c => c.notNull().unique())
    .addColumn('file_name', 'varchar(200)', c => c.notNull())
    .addColumn('bytes', 'bigint', c => c.notNull())
    .addColumn('sha256', 'varchar(64)', c => c.notNull())
    .addColumn('source', 'varchar(16)', c => c.notNull())
    .addColumn('uploaded_by', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    // old raw data moves to the archive (archive/users/<id>/...); a thaw request copies it back, thaw_bytes so far
    .addColumn('archived_at', 'bigint')
    .addColumn('thaw_requested_at', 'bigint')
    .addColumn('thaw_bytes', 'bigint', c => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('raw_files_detection').on('raw_files').column('detection_id').execute()

  // one finished analysis of one raw file with one engine and knowledge-base version; written whole or not at all
  await db.schema
    .createTable('analysis_results')
    .addColumn('id', id, pk)
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('raw_file_id', 'integer', c => c.notNull())
    .addColumn('engine_version', 'varchar(40)', c => c.notNull())
    .addColumn('kb_version', 'varchar(40)', c => c.notNull())
    .addColumn('panel_id', 'varchar(80)', c => c.notNull())
    .addColumn('qc_verdict', 'varchar(16)', c => c.notNull())
    .addColumn('sex', 'varchar(16)', c => c.notNull())
    .addColumn('y_haplogroup', 'varchar(80)')
    .addColumn('y_short', 'varchar(40)')
    .addColumn('mt_haplogroup', 'varchar(80)')
    .addColumn('summary', 'text', c => c.notNull())
    .addColumn('health', 'text', c => c.notNull())
    .addColumn('timings', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema
    .createIndex('analysis_results_version')
    .on('analysis_results')
    .columns(['detection_id', 'raw_file_id', 'engine_version', 'kb_version'])
    .unique()
    .execute()

  // the relatives index: the packed kit of every analysed detection (used only while its person opts in)
  await db.schema
    .createTable('relative_kits')
    .addColumn('detection_id', 'integer', c => c.primaryKey())
    .addColumn('panel_id', 'varchar(80)', c => c.notNull())
    .addColumn('panel_checksum', 'varchar(80)', c => c.notNull())
    // the packed kit (.xgk) is genetic data: it lives encrypted in file storage, like the raw file
    .addColumn('kit_key', 'varchar(300)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()

  // a shared-DNA match, stored once per pair with a < b
  await db.schema
    .createTable('relative_matches')
    .addColumn('detection_a', 'integer', c => c.notNull())
    .addColumn('detection_b', 'integer', c => c.notNull())
    .addColumn('total_cm', 'double precision', c => c.notNull())
    .addColumn('segments', 'integer', c => c.notNull())
    .addColumn('largest_cm', 'double precision', c => c.notNull())
    .addColumn('relationship', 'varchar(40)', c => c.notNull())
    .addColumn('relationship_label', 'varchar(40)', c => c.notNull())
    .addColumn('grade', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addPrimaryKeyConstraint('relative_matches_pk', ['detection_a', 'detection_b'])
    .execute()
  await db.schema.createIndex('relative_matches_b').on('relative_matches').column('detection_b').execute()

  // spec 3.14 express return: a courier pickup of samples going back to the laboratory
  await db.schema
    .createTable('express_returns')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('barcodes', 'text', c => c.notNull())
    .addColumn('name', 'varchar(64)', c => c.notNull())
    .addColumn('mobile', 'varchar(20)', c => c.notNull())
    .addColumn('address', 'text', c => c.notNull())
    .addColumn('courier', 'varchar(32)', c => c.notNull())
    .addColumn('mail_no', 'varchar(40)', c => c.notNull().unique())
    .addColumn('pickup_date', 'varchar(10)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('express_returns_user').on('express_returns').column('user_id').execute()

  // spec 3.7 notification records (the pages come later)
  await db.schema
    .createTable('notifications')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('type', 'varchar(40)', c => c.notNull())
    .addColumn('title', 'varchar(200)', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('barcode', 'varchar(16)')
    .addColumn('related_id', 'varchar(64)')
    .addColumn('module', 'varchar(40)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute()
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['express_returns', 'notifications', 'relative_matches', 'relative_kits', 'analysis_results', 'raw_files', 'sample_events', 'samples', 'bind_drafts', 'detections', 'person_shares', 'tested_persons', 'kits', 'kit_batches', 'user_roles']) {
    await db.schema.dropTable(t).execute()
  }
}
