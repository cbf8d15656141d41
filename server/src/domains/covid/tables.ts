/** The covid tables (migration 2026_11_29_0830_covid), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface CovidSuppliersTable {
  id: Generated<number>
  name: string
  province_code: string
  city_code: string
  address: string
  phone: string
  /** 1: seeded demo content (示例) */
  demo: number
  /** 1: takes new appointments */
  active: number
  created_at: number
  updated_at: number
}

export interface CovidSamplesTable {
  id: Generated<number>
  user_id: number
  sample_code: string
  /** sealed under the owner's key */
  person_name: string
  created_at: number
}

export interface CovidAppointmentsTable {
  id: Generated<number>
  user_id: number
  sample_id: number
  /** sample_id while not cancelled, null once cancelled (unique: one open appointment a sample) */
  open_sample_id: number | null
  supplier_id: number
  province_code: string
  city_code: string
  day: string
  status: string
  /** sealed under the owner's key */
  result: string | null
  /** sealed under the owner's key */
  note: string | null
  created_at: number
  updated_at: number
  sampled_at: number | null
  reported_at: number | null
  cancelled_at: number | null
}

declare module '../../db/schema' {
  interface Database {
    covid_suppliers: CovidSuppliersTable
    covid_samples: CovidSamplesTable
    covid_appointments: CovidAppointmentsTable
  }
}
