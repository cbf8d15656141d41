/** The tables of migration 0008 (upgrades, speed package, catalogue audit) as Kysely sees them. */
import type { Generated } from 'kysely'

export interface OrderTargetsTable {
  order_id: number
  kind: string
  detection_id: number
  route: string
  from_sku: string
  to_sku: string | null
  /** JSON FeatureTag[] */
  added_submodules: string
  applied_at: number | null
  created_at: number
}

export interface SampleExpeditesTable {
  sample_id: number
  order_id: number
  created_at: number
}

export interface CatalogueAuditTable {
  id: Generated<number>
  product_id: number
  staff_user_id: number
  action: string
  before_json: string
  after_json: string
  at: number
}

declare module '../../db/schema' {
  interface Database {
    order_targets: OrderTargetsTable
    sample_expedites: SampleExpeditesTable
    catalogue_audit: CatalogueAuditTable
  }
}
