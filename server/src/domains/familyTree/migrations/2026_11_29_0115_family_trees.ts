/**
 * Family trees (issue 24 items 1-3, spec 3.11): trees owned by an account, the accounts the owner
 * shared them with (editor or viewer), persons (names with 字辈, sex, events and notes as JSON in
 * the GEDCOM shape of contracts familyTree), families (two partners, children with pedigree) and
 * the DNA links: a tree person is a tested person of the owner's account, or a gene relative of
 * one placed in the tree from the relatives page. Time-stamps epoch ms in BIGINT.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('family_trees')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('name', 'varchar(80)', c => c.notNull())
    .addColumn('master_person_id', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_trees_user').on('family_trees').column('user_id').execute()

  await db.schema
    .createTable('family_tree_members')
    .addColumn('id', id, pk)
    .addColumn('tree_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('role', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_members_tree_user').on('family_tree_members').columns(['tree_id', 'user_id']).unique().execute()
  await db.schema.createIndex('family_tree_members_user').on('family_tree_members').column('user_id').execute()

  await db.schema
    .createTable('family_tree_persons')
    .addColumn('id', id, pk)
    .addColumn('tree_id', 'integer', c => c.notNull())
    .addColumn('given', 'varchar(200)', c => c.notNull())
    .addColumn('surname', 'varchar(200)', c => c.notNull())
    .addColumn('generation_name', 'varchar(16)')
    .addColumn('sex', 'varchar(1)', c => c.notNull())
    .addColumn('birth_year', 'integer')
    .addColumn('death_year', 'integer')
    .addColumn('names', 'text', c => c.notNull())
    .addColumn('events', 'text', c => c.notNull())
    .addColumn('notes', 'text', c => c.notNull())
    /** the owner's tested person this tree person is (tested_persons.id), or null */
    .addColumn('tested_person_id', 'integer')
    /** a gene relative placed here: the owner's tested person whose match it is, and the relative's tested person */
    .addColumn('match_of_person_id', 'integer')
    .addColumn('match_person_id', 'integer')
    .addColumn('match_relationship', 'varchar(40)')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_persons_tree').on('family_tree_persons').column('tree_id').execute()

  await db.schema
    .createTable('family_tree_families')
    .addColumn('id', id, pk)
    .addColumn('tree_id', 'integer', c => c.notNull())
    .addColumn('partner1_id', 'integer')
    .addColumn('partner2_id', 'integer')
    .addColumn('events', 'text', c => c.notNull())
    .addColumn('notes', 'text', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_families_tree').on('family_tree_families').column('tree_id').execute()

  await db.schema
    .createTable('family_tree_children')
    .addColumn('id', id, pk)
    .addColumn('tree_id', 'integer', c => c.notNull())
    .addColumn('family_id', 'integer', c => c.notNull())
    .addColumn('person_id', 'integer', c => c.notNull())
    .addColumn('pedigree', 'varchar(16)')
    .addColumn('position', 'integer', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_children_tree').on('family_tree_children').column('tree_id').execute()
  await db.schema.createIndex('family_tree_children_family_person').on('family_tree_children').columns(['family_id', 'person_id']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['family_tree_children', 'family_tree_families', 'family_tree_persons', 'family_tree_members', 'family_trees']) await db.schema.dropTable(t).execute()
}
