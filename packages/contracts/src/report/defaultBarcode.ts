/**
 * spec 4 "Choosing a barcode": when the URL names no report, the report pages show the caller's
 * latest chip report (own persons before shared ones), else the demo report. The client chooses
 * it from the caller's tests (`detection-product-infos`); the server chooses it the same way to
 * answer a signed-in page's first calls inside its HTML (server/src/plugins/site.ts).
 */
import { isNonChipType } from './nonchip/definitions'

/** The demo report's barcode (sample mode: visitors and accounts without a report). */
export const SAMPLE_REPORT_BARCODE = 'SAMPLE'

export interface DetectionForReport {
  barcode: string
  /** the product's suit: a non-chip test (HPV, AMH, …) has its own pages */
  suit: string
  hasReport: boolean
  isShare?: boolean
}

/** The barcode of the caller's report the report pages open by default (the list is the caller's tests, newest first). */
export function defaultReportBarcode(list: readonly DetectionForReport[]): string {
  const withReport = list.filter(d => d.hasReport && !isNonChipType(d.suit))
  return (withReport.find(d => !d.isShare) ?? withReport[0])?.barcode ?? SAMPLE_REPORT_BARCODE
}
