/**
 * The non-chip tables as Kysely sees them (migration 0007_nonchip_results), added to the Database
 * interface by module augmentation so that the shared schema file stays untouched.
 */
import type { Generated } from 'kysely'

export interface NonChipResultsTable {
  id: Generated<number>
  detection_id: number
  sample_id: number
  /** spec 3.6 type code (HPV, HP, AMH, VADE, S, NGS, CVD) */
  product_type: string
  /** JSON of the values, validated against the type's definition */
  values_json: string
  /** 'draft' | 'published' */
  status: string
  entered_by: number | null
  published_by: number | null
  created_at: number
  updated_at: number
  published_at: number | null
}

export interface NgsRiskIntakesTable {
  id: Generated<number>
  user_id: number
  /** JSON RiskIntakeAnswers */
  answers_json: string
  /** JSON RiskIntakeFlag[] */
  flags_json: string
  created_at: number
}

declare module '../../db/schema' {
  interface Database {
    nonchip_results: NonChipResultsTable
    ngs_risk_intakes: NgsRiskIntakesTable
  }
}
