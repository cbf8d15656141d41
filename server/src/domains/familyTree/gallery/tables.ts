/** The gallery's tables (migration 2026_11_29_0900_family_tree_gallery), added to the Database interface. */
import type { Generated } from 'kysely'

export interface FamilyTreeMediaTable {
  id: Generated<number>
  tree_id: number
  /** photo | document */
  kind: string
  public_id: string
  storage_key: string
  thumb_key: string
  title: string
  caption: string
  width: number
  height: number
  bytes: number
  user_id: number
  created_at: number
}
export interface FamilyTreeMediaPersonsTable {
  id: Generated<number>
  tree_id: number
  media_id: number
  person_id: number
}
export interface FamilyTreeStoriesTable {
  id: Generated<number>
  tree_id: number
  person_id: number
  user_id: number
  title: string
  body: string
  created_at: number
  updated_at: number
}
export interface FamilyTreeCommentsTable {
  id: Generated<number>
  tree_id: number
  /** media | story */
  target: string
  target_id: number
  user_id: number
  body: string
  created_at: number
}

declare module '../../../db/schema' {
  interface Database {
    family_tree_media: FamilyTreeMediaTable
    family_tree_media_persons: FamilyTreeMediaPersonsTable
    family_tree_stories: FamilyTreeStoriesTable
    family_tree_comments: FamilyTreeCommentsTable
  }
}
