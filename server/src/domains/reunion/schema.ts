/** The reunion tables (migrations/), added to the database's type by declaration merging. */
import type { Generated } from 'kysely'

export interface ReunionSearchesTable {
  id: Generated<number>
  user_id: number
  person_id: number
  detection_id: number
  kind: string
  sought: string
  seeker_appellation: string
  province_code: string
  city_code: string | null
  area_code: string | null
  lost_year: number
  lost_date: string | null
  sought_birth_year: number | null
  /** sealed under the searcher's key, as are the contact columns */
  notes: string
  contact_name: string
  contact_phone: string
  open: number
  created_at: number
  updated_at: number
}
export interface ReunionContactsTable {
  id: Generated<number>
  search_id: number
  seeker_user_id: number
  relative_user_id: number
  relative_person_id: number
  relationship_label: string
  total_cm: number
  /** sealed under the searcher's key */
  seeker_message: string
  /** sealed under the relative's key; set when they agree */
  relative_contact_name: string | null
  relative_contact_phone: string | null
  relative_message: string | null
  /** waiting | agreed | declined */
  state: string
  created_at: number
  answered_at: number | null
}
export interface ReunionGiftsTable {
  id: Generated<number>
  giver_user_id: number
  barcode: string
  code: string
  message: string
  receiver_user_id: number | null
  created_at: number
  received_at: number | null
}

declare module '../../db/schema' {
  interface Database {
    reunion_searches: ReunionSearchesTable
    reunion_contacts: ReunionContactsTable
    reunion_gifts: ReunionGiftsTable
  }
}
