/**
 * The report calls (spec 7.2 sideBarData, 7.3 Report group; the reports area of
 * @xungen/contracts/endpoints, called with call()): report home, items and one item by barcode,
 * the side bar, the caller's detections, the knowledge base's intros of items, share links,
 * calculators and the electronic report. Every report call may be served in sample mode (spec 6:
 * call() sends the auth-sample header when sample mode is on); a share-link visitor's share token
 * alone opens the shared report. An empty barcode asks the server for the caller's latest report
 * (spec 4 "Choosing a barcode"), or the demo report in sample mode.
 */
import type { HealthArea, HealthGuidance, ShareValidity } from '@xungen/contracts'
import { ENDPOINTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

/** the demo report's barcode (server reports/demo.ts): asking for it is asking for the demo */
export const SAMPLE_BARCODE = 'SAMPLE'

export interface ReportHead {
  sample: boolean
  sampleLabel: string | null
  sampleSource: string | null
  barcode: string
  person: { id: number | null; name: string; sex: string | null }
  product: { type: string; name?: string; supportSubmodules: string[]; isOnlineProduct: boolean }
  versions: { engine: string; kb: string }
  publishedAt: number | null
}

export interface AreaSummary {
  key: HealthArea
  name: string
  total: number
  normal: number
  attention: number
  undetected: number
  locked: number
}

export interface ReportHome extends ReportHead {
  reportStatus: string
  homeData: {
    ancestry: null | {
      sex: string
      y: { haplogroup: string; short: string } | null
      mt: { haplogroup: string } | null
      composition: Array<{ region: string; regionZh: string; percent: number }>
    }
    health?: { areas: AreaSummary[]; healthItems: number; qc: { verdict: string; callRate: number | null } }
  }
  gadgetsShowStatus: { calculator: boolean; geneRelatives: boolean }
}

export interface ReportListItem {
  id: string
  category: HealthArea
  title: string
  summary: string
  /** spec 3.6: normal 0, lock 1, upgrade 3 */
  status: number
  access: number
  tags: string[]
  lockDescription: string | null
  /** 'out', 'unDetected' or 'shouldUpgrade' */
  reportStatus: string
  level: string | null
  levelLabel: string | null
  note: string | null
}

export interface Citation {
  id: string
  pmid?: string
  source?: string
  url?: string
  authors: string
  title: string
  journal: string
  year: number
}

export interface EasFrequency {
  allele: string
  frequency: number
  source: { id: string; authors: string; title: string; journal: string; year: number; pmid: string | null; url: string | null } | string | null
}

export interface GenotypeUsed {
  rsid: string
  gene: string
  chrom: string
  pos: number
  ref: string
  alt: string
  referenceConfirmed: boolean
  effectAllele: string
  genotype: string | null
  effectCount: number | null
  state: string
  eas: EasFrequency | null
}

export interface PgxCall {
  gene: string
  typed: { rsid: string; genotype: string }[]
  untypedPositions: string[]
  untestableAlleles: string[]
  diplotypes: string[]
  phenotype: string | null
  activityScore: string | null
  ambiguous: boolean
  noMatch: boolean
  possiblePhenotypes: string[]
}

export interface ItemResult {
  status: 'normal' | 'undetected' | 'retest'
  level: string | null
  levelLabel: string | null
  levelText: string | null
  note: string | null
  genotypes: GenotypeUsed[]
  evidence: { level: 'A' | 'B' | 'C'; citations: Citation[] }
  score?: { relativeRisk: number; percentile: number; markersUsed: number; markersImputed: string[]; bands?: { cuts: number[]; levels: string[] } }
  pgx?: { calls: PgxCall[]; dataVersion: string }
  confirmation?: { required: true; text: string; citation: string }
  attention: boolean
}

export interface LevelWording {
  key: string
  label: string
  text: string
}

export interface ItemDetail extends ReportHead {
  reportStatus: string
  item: {
    itemId: string
    category: HealthArea
    title: string
    summary: string
    status: number
    access: number
    tags: string[]
    detail: string
    genes: string[]
    topic: string | null
    levels: LevelWording[]
    result: ItemResult
  }
}

export interface ItemIntro {
  itemId: string
  category: HealthArea
  title: string
  summary: string
  detail: string
  genes: string[]
  topic: string | null
  markers: Array<{ rsid: string; gene: string | null; chrom: string | null; pos: number | null; name: string | null; effectAllele: string; onCommonChips: boolean | null; eas: EasFrequency | null }>
  levels: LevelWording[]
  evidence: { level: 'A' | 'B' | 'C'; citations: Citation[] }
  kbVersion: string
}

export interface DetectionInfo {
  suit: string
  barcode: string
  hasReport: boolean
  personId?: number
  personName: string
  isShare?: boolean
  sampleLabel?: string
}

export type { HealthGuidance }

export interface CalculatorDef {
  id: string
  itemId: string
  title: string
  inputs: Array<{ key: string; label: string; kind: 'number' | 'boolean' | 'choice'; unit?: string; min?: number; max?: number; choices?: { value: string; label: string }[]; required: boolean }>
  model: Citation | null
}

export interface CalculatorAnswer {
  calculator: { id: string; title: string }
  itemId: string
  inputs: Record<string, string | number | boolean>
  result: { available: boolean; absoluteRisk?: number; populationRisk: number; relativeRisk?: number; explanation: string; citation: string }
  citation: Citation | null
}

export interface ShareLink {
  shareToken: string
  shareBarcode: string
  createdAt: number
  revokedAt: number | null
  /** when the link stops working (issue 20 item 7); null: until revoked */
  expiresAt: number | null
}

const b = (barcode: string | null | undefined) => barcode || SAMPLE_BARCODE

/**
 * The answer of a call as this file's types describe it: the declarations' schemas are the
 * contract on the wire, these interfaces narrow a few fields (the health area keys, result states)
 * for the pages.
 */
const as = <T>(answer: Promise<unknown>) => answer as Promise<T>

const R = ENDPOINTS.reports

export const report = {
  /** spec 7.3: report home by barcode */
  home: (barcode: string | null) => as<ReportHome>(call(R.home, { params: { barcode: b(barcode) }, query: {} })),
  /** spec 7.3: items by barcode, optionally one area */
  items: (barcode: string | null, category?: HealthArea) => as<ReportHead & { list: ReportListItem[] }>(call(R.items, { params: { barcode: b(barcode) }, query: category ? { category } : {} })),
  /** one item with its explanation, levels and East Asian frequencies */
  detail: (barcode: string | null, itemId: string) => as<ItemDetail>(call(R.healthDetail, { params: { barcode: b(barcode), itemId } })),
  /** what an item measures (no result) */
  intro: (itemId: string) => as<ItemIntro>(call(R.healthIntro, { params: { itemId } })),
  intros: (category?: HealthArea) => as<{ list: ItemIntro[] }>(call(R.healthIntros, { query: category ? { category } : {} })),
  /** share links of the caller's own report (spec 6) */
  shareCreate: (barcode: string, validity?: ShareValidity) => call(R.shareCreate, { body: { barcode, validity } }),
  /** a share-link visitor: the link it holds, until when it works */
  shareInfo: () => call(R.shareInfo, {}),
  shareList: (barcode: string) => call(R.shareList, { query: { barcode } }),
  shareRevoke: (token: string) => call(R.shareRevoke, { params: { token } }),
  /** the calculator of an item (a published model) and its result for this report */
  calculator: (itemId: string) => as<CalculatorDef>(call(R.calculator, { params: { itemId } })),
  calculatorResult: (barcode: string | null, calculatorId: string, inputs: Record<string, string | number | boolean>) =>
    as<CalculatorAnswer>(call(R.calculatorResult, { params: { barcode: b(barcode), calculatorId }, body: { inputs } })),
  /** a one-time link (5 minutes) to the PDF of the report */
  electronicReport: (barcode: string | null) => call(R.electronicReport, { params: { barcode: b(barcode) } }),
  /** spec 7.3: the caller's detections (the demo in sample mode) */
  detectionProductInfos: () => as<{ sample: boolean; list: DetectionInfo[] }>(call(R.detectionProductInfos))
}
