/** The family tree domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as familyTrees from './2026_11_29_0115_family_trees'
import * as gallery from './2026_11_29_0900_family_tree_gallery'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0115_family_trees': familyTrees,
  '2026_11_29_0900_family_tree_gallery': gallery
}
