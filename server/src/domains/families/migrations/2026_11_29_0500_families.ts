/**
 * Families and the libraries (issue 24 items 4, 5 and 8; spec 2.10 family/*, library-family,
 * genealogy-images, self-build-family/*; 3.12): family records (the library's demo records and
 * families users build, public once staff approve them), their ancestors and celebrities, history
 * lines, genealogy books with pages, the tree persons linked to a family, the families a user
 * saved, and claims (a tested person's family clue confirmed or excluded). Time-stamps epoch ms.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('families')
    .addColumn('id', id, pk)
    .addColumn('surname', 'varchar(8)', c => c.notNull())
    .addColumn('name', 'varchar(40)', c => c.notNull())
    .addColumn('hall', 'varchar(40)')
    .addColumn('commandery', 'varchar(40)')
    .addColumn('origin_place', 'varchar(80)')
    .addColumn('generation_poem', 'varchar(400)')
    .addColumn('intro', 'text', c => c.notNull())
    .addColumn('tags', 'text', c => c.notNull())
    .addColumn('haplogroup', 'varchar(60)')
    .addColumn('researching', 'integer', c => c.notNull())
    /** demo content (示例) */
    .addColumn('sample', 'integer', c => c.notNull())
    /** the account that built it; null for the library's own records */
    .addColumn('owner_id', 'integer')
    /** draft, pending, approved, rejected */
    .addColumn('status', 'varchar(16)', c => c.notNull())
    .addColumn('review_note', 'varchar(400)')
    .addColumn('reviewed_by', 'integer')
    /** a seed's key for the rows it owns (null for users' families) */
    .addColumn('seed_key', 'varchar(40)')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('families_status_updated').on('families').columns(['status', 'updated_at']).execute()
  await db.schema.createIndex('families_owner').on('families').column('owner_id').execute()
  await db.schema.createIndex('families_seed_key').on('families').column('seed_key').unique().execute()

  await db.schema
    .createTable('family_people')
    .addColumn('id', id, pk)
    .addColumn('family_id', 'integer', c => c.notNull())
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    .addColumn('name', 'varchar(40)', c => c.notNull())
    .addColumn('era', 'varchar(40)')
    .addColumn('description', 'text', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_people_family').on('family_people').column('family_id').execute()

  await db.schema
    .createTable('family_history_lines')
    .addColumn('id', id, pk)
    .addColumn('family_id', 'integer', c => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('time_text', 'varchar(40)', c => c.notNull())
    .addColumn('title', 'varchar(80)', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('sort', 'integer', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_history_lines_family').on('family_history_lines').column('family_id').execute()

  await db.schema
    .createTable('family_genealogies')
    .addColumn('id', id, pk)
    .addColumn('family_id', 'integer', c => c.notNull())
    .addColumn('title', 'varchar(80)', c => c.notNull())
    .addColumn('compiled', 'varchar(80)')
    .addColumn('description', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_genealogies_family').on('family_genealogies').column('family_id').execute()
  await db.schema
    .createTable('family_genealogy_pages')
    .addColumn('id', id, pk)
    .addColumn('genealogy_id', 'integer', c => c.notNull())
    .addColumn('page_no', 'integer', c => c.notNull())
    .addColumn('text', 'text', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_genealogy_pages_book').on('family_genealogy_pages').columns(['genealogy_id', 'page_no']).unique().execute()

  await db.schema
    .createTable('family_tree_links')
    .addColumn('id', id, pk)
    .addColumn('family_id', 'integer', c => c.notNull())
    .addColumn('tree_id', 'integer', c => c.notNull())
    .addColumn('tree_person_id', 'integer', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_links_family_person').on('family_tree_links').columns(['family_id', 'tree_person_id']).unique().execute()

  await db.schema
    .createTable('family_saves')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('family_id', 'integer', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_saves_user_family').on('family_saves').columns(['user_id', 'family_id']).unique().execute()

  await db.schema
    .createTable('family_claims')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('family_id', 'integer', c => c.notNull())
    .addColumn('person_id', 'integer', c => c.notNull())
    .addColumn('barcode', 'varchar(40)', c => c.notNull())
    .addColumn('status', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_claims_barcode_family').on('family_claims').columns(['barcode', 'family_id']).unique().execute()
  await db.schema.createIndex('family_claims_user').on('family_claims').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['family_claims', 'family_saves', 'family_tree_links', 'family_genealogy_pages', 'family_genealogies', 'family_history_lines', 'family_people', 'families']) {
    await db.schema.dropTable(t).execute()
  }
}
