/** The families tables (migration 2026_11_29_0500_families), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface FamiliesTable {
  id: Generated<number>
  surname: string
  name: string
  hall: string | null
  commandery: string | null
  origin_place: string | null
  generation_poem: string | null
  intro: string
  /** JSON array of strings */
  tags: string
  haplogroup: string | null
  researching: number
  sample: number
  owner_id: number | null
  status: string
  review_note: string | null
  reviewed_by: number | null
  seed_key: string | null
  created_at: number
  updated_at: number
}

export interface FamilyPeopleTable {
  id: Generated<number>
  family_id: number
  kind: string
  name: string
  era: string | null
  description: string
  sort: number
}

export interface FamilyHistoryLinesTable {
  id: Generated<number>
  family_id: number
  year: number | null
  time_text: string
  title: string
  content: string
  sort: number
}

export interface FamilyGenealogiesTable {
  id: Generated<number>
  family_id: number
  title: string
  compiled: string | null
  description: string
  created_at: number
}

export interface FamilyGenealogyPagesTable {
  id: Generated<number>
  genealogy_id: number
  page_no: number
  text: string
}

export interface FamilyTreeLinksTable {
  id: Generated<number>
  family_id: number
  tree_id: number
  tree_person_id: number
  created_at: number
}

export interface FamilySavesTable {
  id: Generated<number>
  user_id: number
  family_id: number
  created_at: number
}

export interface FamilyClaimsTable {
  id: Generated<number>
  user_id: number
  family_id: number
  person_id: number
  barcode: string
  status: string
  created_at: number
  updated_at: number
}

declare module '../../db/schema' {
  interface Database {
    families: FamiliesTable
    family_people: FamilyPeopleTable
    family_history_lines: FamilyHistoryLinesTable
    family_genealogies: FamilyGenealogiesTable
    family_genealogy_pages: FamilyGenealogyPagesTable
    family_tree_links: FamilyTreeLinksTable
    family_saves: FamilySavesTable
    family_claims: FamilyClaimsTable
  }
}
