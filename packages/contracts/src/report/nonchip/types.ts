/**
 * The shape of a non-chip test's result definition (issue 15 item 3): the fields the laboratory
 * enters, their units and bounds, the reference each one is read against, and the rule that turns
 * the entered values into a plain-Chinese interpretation. One definition per product type code
 * (spec 3.6), in definitions.ts; the lab's form (/ops/lab), the server's validation and the report
 * pages all read it, so a field, a unit or a range is written once.
 */
import type { NonChipCitationId } from './citations'

/** spec 3.6 type codes of the tests the laboratory reports by hand (CRC is type code S) */
export const NONCHIP_TYPES = ['HPV', 'HP', 'AMH', 'VADE', 'S', 'NGS', 'CVD'] as const
export type NonChipType = (typeof NONCHIP_TYPES)[number]

/**
 * Whether a product type is one of the non-chip tests. Here, beside the list, and not with the
 * definitions: every report page asks it to choose its report (report/defaultBarcode.ts), and the
 * definitions with their texts and citations are only for the pages that show such a result.
 */
export function isNonChipType(type: string): type is NonChipType {
  return (NONCHIP_TYPES as readonly string[]).includes(type)
}

export interface NonChipChoice {
  value: string
  label: string
  /** a short note shown beside the choice (e.g. the IARC group of an HPV type) */
  note?: string
}

interface FieldBase {
  key: string
  label: string
  required: boolean
  /** one line under the field in the lab's form */
  hint?: string
}

export interface NumberField extends FieldBase {
  kind: 'number'
  unit: string
  /** what the assay can report: a value outside is a typing error, not a result */
  min: number
  max: number
  decimals: number
}
export interface ChoiceField extends FieldBase {
  kind: 'choice'
  choices: readonly NonChipChoice[]
}
export interface MultiField extends FieldBase {
  kind: 'multi'
  choices: readonly NonChipChoice[]
  /** at least this many must be ticked (0: none ticked is a valid answer, e.g. no HPV type detected) */
  minItems: number
}
export interface TextField extends FieldBase {
  kind: 'text'
  maxLength: number
  pattern?: { source: string; message: string }
}
/** sequencing panels: each reported variant, classified by the ACMG/AMP five tiers */
export interface VariantsField extends FieldBase {
  kind: 'variants'
  /** the genes a variant may be in: the panel */
  genes: readonly string[]
  maxItems: number
}
export type NonChipField = NumberField | ChoiceField | MultiField | TextField | VariantsField

export interface NonChipVariant {
  gene: string
  /** HGVS coding change, c.… */
  hgvsC: string
  /** HGVS protein change, p.… (optional) */
  hgvsP?: string
  zygosity: 'het' | 'hom' | 'hemi'
  /** ACMG/AMP: pathogenic, likely pathogenic, uncertain significance (benign ones are not reported) */
  classification: 'P' | 'LP' | 'VUS'
}

export type NonChipValue = number | string | string[] | NonChipVariant[]
export type NonChipValues = Record<string, NonChipValue>

/** how a finding reads against its reference */
export type NonChipFlag = 'normal' | 'low' | 'high' | 'positive' | 'negative' | 'attention' | 'info'

export interface NonChipFinding {
  key: string
  title: string
  /** the value as the report prints it (number with its unit, or the word) */
  value: string
  /** the reference it was read against, with its source ('实验室参考范围 …' or a cited cut-off) */
  reference: string
  flag: NonChipFlag
  flagLabel: string
  /** what it means, plainly */
  text: string
  citations: NonChipCitationId[]
}

export interface NonChipInterpretation {
  /** the headline of the report */
  overall: { tone: 'normal' | 'attention'; label: string; text: string }
  findings: NonChipFinding[]
  /** when to see a doctor, for this result */
  seeDoctor: string
}

/** a cross-field rule: the message goes under `field` */
export interface NonChipCrossProblem {
  field: string
  message: string
}

export interface NonChipDefinition {
  type: NonChipType
  /** spec 3.6 SKU code of the kit */
  sku: string
  name: string
  /** what is collected and how it is tested */
  sample: string
  method: string
  /** the sex the test is for (HPV: cervical sample; AMH: ovarian reserve); binding refuses another */
  sex?: 'female'
  /** the report page of the result */
  reportPath: string
  /** the statement page of 2.13, when the product has one */
  statementPath: string | null
  fields: readonly NonChipField[]
  /** what the test can tell and what it cannot (report pages and statements) */
  canTell: readonly string[]
  cannotTell: readonly string[]
  citations: readonly NonChipCitationId[]
  /** rules between fields (a range's low below its high, a breath-test value agreeing with its verdict) */
  crossCheck(values: NonChipValues): NonChipCrossProblem[]
  interpret(values: NonChipValues): NonChipInterpretation
}
