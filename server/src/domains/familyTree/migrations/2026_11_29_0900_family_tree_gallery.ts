/**
 * The family tree's gallery (issue 24, spec 2.10 family-tree/gallery): photos and documents of a
 * tree (one stored picture and its thumbnail each, under the tree owner's key), the tree persons
 * each is tagged to, life stories of a tree person, and comments on photos, documents and
 * stories. Time-stamps epoch ms in BIGINT.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('family_tree_media')
    .addColumn('id', id, pk)
    .addColumn('tree_id', 'integer', c => c.notNull())
    /** photo | document */
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    /** the random id of its file addresses */
    .addColumn('public_id', 'varchar(32)', c => c.notNull().unique())
    .addColumn('storage_key', 'varchar(200)', c => c.notNull())
    .addColumn('thumb_key', 'varchar(200)', c => c.notNull())
    .addColumn('title', 'varchar(80)', c => c.notNull())
    .addColumn('caption', 'text', c => c.notNull())
    .addColumn('width', 'integer', c => c.notNull())
    .addColumn('height', 'integer', c => c.notNull())
    .addColumn('bytes', 'integer', c => c.notNull())
    /** the account that uploaded it (the owner or an editor) */
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_media_tree_kind').on('family_tree_media').columns(['tree_id', 'kind', 'id']).execute()

  await db.schema
    .createTable('family_tree_media_persons')
    .addColumn('id', id, pk)
    .addColumn('tree_id', 'integer', c => c.notNull())
    .addColumn('media_id', 'integer', c => c.notNull())
    .addColumn('person_id', 'integer', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_media_persons_media_person').on('family_tree_media_persons').columns(['media_id', 'person_id']).unique().execute()
  await db.schema.createIndex('family_tree_media_persons_tree_person').on('family_tree_media_persons').columns(['tree_id', 'person_id']).execute()

  await db.schema
    .createTable('family_tree_stories')
    .addColumn('id', id, pk)
    .addColumn('tree_id', 'integer', c => c.notNull())
    .addColumn('person_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('title', 'varchar(80)', c => c.notNull())
    .addColumn('body', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_stories_tree_person').on('family_tree_stories').columns(['tree_id', 'person_id']).execute()

  await db.schema
    .createTable('family_tree_comments')
    .addColumn('id', id, pk)
    .addColumn('tree_id', 'integer', c => c.notNull())
    /** media | story */
    .addColumn('target', 'varchar(8)', c => c.notNull())
    .addColumn('target_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('body', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('family_tree_comments_target').on('family_tree_comments').columns(['target', 'target_id']).execute()
  await db.schema.createIndex('family_tree_comments_tree').on('family_tree_comments').column('tree_id').execute()
  await db.schema.createIndex('family_tree_comments_user').on('family_tree_comments').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['family_tree_comments', 'family_tree_stories', 'family_tree_media_persons', 'family_tree_media']) await db.schema.dropTable(t).execute()
}
