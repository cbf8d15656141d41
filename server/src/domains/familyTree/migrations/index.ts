/** The family tree domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as familyTrees from './2026_11_29_0115_family_trees'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0115_family_trees': familyTrees
}
