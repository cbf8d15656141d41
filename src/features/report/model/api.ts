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
import { SAMPLE_REPORT_BARCODE } from '@xungen/contracts'
import { HEALTH_REPORT_ENDPOINTS, REPORT_ENDPOINTS, type EndpointOutput } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

/** the demo report's barcode (server reports/demo.ts): asking for it is asking for the demo */
export const SAMPLE_BARCODE = SAMPLE_REPORT_BARCODE

// the reports area of ENDPOINTS, from its two parts: ENDPOINTS itself (every declaration of every
// area) would come with the report model into the pages' shared chunk
const R = { ...REPORT_ENDPOINTS, ...HEALTH_REPORT_ENDPOINTS }
type R = typeof R
type Answer<K extends keyof R> = EndpointOutput<R[K]>

/** The answers of the report calls, as their declarations give them (no local copies of the shapes). */
export type ReportHome = Answer<'home'>
export type ReportHead = Omit<Answer<'items'>, 'list'>
export type AreaSummary = NonNullable<ReportHome['homeData']['health']>['areas'][number]
export type ReportListItem = Answer<'items'>['list'][number]
export type ItemDetail = Answer<'healthDetail'>
export type ItemResult = ItemDetail['item']['result']
export type GenotypeUsed = ItemResult['genotypes'][number]
export type EasFrequency = NonNullable<GenotypeUsed['eas']>
export type PgxCall = NonNullable<ItemResult['pgx']>['calls'][number]
export type Citation = ItemResult['evidence']['citations'][number]
export type LevelWording = ItemDetail['item']['levels'][number]
export type ItemIntro = Answer<'healthIntro'>
export type TopicEntry = Answer<'healthTopics'>['list'][number]
export type DetectionInfo = Answer<'detectionProductInfos'>['list'][number]
export type CalculatorDef = Answer<'calculator'>
export type CalculatorAnswer = Answer<'calculatorResult'>
export type ShareLink = Answer<'shareCreate'>
export type { HealthGuidance }

const b = (barcode: string | null | undefined) => barcode || SAMPLE_BARCODE

export const report = {
  /** spec 7.3: report home by barcode */
  home: (barcode: string | null) => call(R.home, { params: { barcode: b(barcode) }, query: {} }),
  /** spec 7.3: items by barcode, optionally one area */
  items: (barcode: string | null, category?: HealthArea) => call(R.items, { params: { barcode: b(barcode) }, query: category ? { category } : {} }),
  /** one item with its explanation, levels and East Asian frequencies */
  detail: (barcode: string | null, itemId: string) => call(R.healthDetail, { params: { barcode: b(barcode), itemId } }),
  /** what an item measures (no result) */
  intro: (itemId: string) => call(R.healthIntro, { params: { itemId } }),
  intros: (category?: HealthArea) => call(R.healthIntros, { query: category ? { category } : {} }),
  /** the knowledge base's index: every item's area, title and topic, without its texts */
  topics: () => call(R.healthTopics),
  /** the item a named topic page shows */
  topic: (topic: string) => call(R.healthTopic, { params: { topic } }),
  /** share links of the caller's own report (spec 6) */
  shareCreate: (barcode: string, validity?: ShareValidity) => call(R.shareCreate, { body: { barcode, validity } }),
  /** a share-link visitor: the link it holds, until when it works */
  shareInfo: () => call(R.shareInfo, {}),
  shareList: (barcode: string) => call(R.shareList, { query: { barcode } }),
  shareRevoke: (token: string) => call(R.shareRevoke, { params: { token } }),
  /** the calculator of an item (a published model) and its result for this report */
  calculator: (itemId: string) => call(R.calculator, { params: { itemId } }),
  calculatorResult: (barcode: string | null, calculatorId: string, inputs: Record<string, string | number | boolean>) =>
    call(R.calculatorResult, { params: { barcode: b(barcode), calculatorId }, body: { inputs } }),
  /** a one-time link (5 minutes) to the PDF of the report */
  electronicReport: (barcode: string | null) => call(R.electronicReport, { params: { barcode: b(barcode) } }),
  /** spec 7.3: the caller's detections (the demo in sample mode) */
  detectionProductInfos: () => call(R.detectionProductInfos)
}
