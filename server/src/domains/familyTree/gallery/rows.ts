/** Deletions of gallery rows that the tree's own deletions call (a person, a tree, an account). */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import './tables'

type Db = Kysely<Database> | Transaction<Database>

/** a person's tags on photos and documents, their life stories and those stories' comments */
export async function deleteGalleryOfPerson(db: Db, treeId: number, personId: number): Promise<void> {
  await db.deleteFrom('family_tree_media_persons').where('tree_id', '=', treeId).where('person_id', '=', personId).execute()
  const stories = await db.selectFrom('family_tree_stories').select('id').where('tree_id', '=', treeId).where('person_id', '=', personId).execute()
  if (stories.length) {
    await db.deleteFrom('family_tree_comments').where('tree_id', '=', treeId).where('target', '=', 'story').where('target_id', 'in', stories.map(s => s.id)).execute()
    await db.deleteFrom('family_tree_stories').where('id', 'in', stories.map(s => s.id)).execute()
  }
}

/** every gallery row of some trees; answers the stored files (pictures and thumbnails) they named */
export async function deleteGalleryOfTrees(db: Db, treeIds: number[]): Promise<string[]> {
  if (!treeIds.length) return []
  const media = await db.selectFrom('family_tree_media').select(['storage_key', 'thumb_key']).where('tree_id', 'in', treeIds).execute()
  await db.deleteFrom('family_tree_comments').where('tree_id', 'in', treeIds).execute()
  await db.deleteFrom('family_tree_stories').where('tree_id', 'in', treeIds).execute()
  await db.deleteFrom('family_tree_media_persons').where('tree_id', 'in', treeIds).execute()
  await db.deleteFrom('family_tree_media').where('tree_id', 'in', treeIds).execute()
  return media.flatMap(m => [m.storage_key, m.thumb_key])
}
