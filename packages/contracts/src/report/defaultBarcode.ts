/**
 * spec 4 "Choosing a barcode": when the URL names none, a report page shows the caller's
 * published report of its kind (own persons before shared ones), else the demo report. The chip
 * report pages take any chip test; a non-chip page (HPV, AMH, …) its own types. The client
 * chooses from the caller's tests (`detection-product-infos`); the server chooses the chip report
 * the same way to answer a signed-in page's first calls inside its HTML
 * (server/src/plugins/site.ts).
 */
import { isNonChipType } from './nonchip/types'

/** The demo report's barcode (sample mode: visitors and accounts without a report). */
export const SAMPLE_REPORT_BARCODE = 'SAMPLE'

export interface DetectionForReport {
  barcode: string
  /** the product's suit: a non-chip test (HPV, AMH, …) has its own pages */
  suit: string
  hasReport: boolean
  isShare?: boolean
}

/** The first published report whose suit the page takes, own before shared (the list is the caller's tests, newest first), else the demo. */
export function reportBarcodeOf(list: readonly DetectionForReport[], takes: (suit: string) => boolean): string {
  const withReport = list.filter(d => d.hasReport && takes(d.suit))
  return (withReport.find(d => !d.isShare) ?? withReport[0])?.barcode ?? SAMPLE_REPORT_BARCODE
}

/** The barcode of the caller's report the chip report pages open by default. */
export function defaultReportBarcode(list: readonly DetectionForReport[]): string {
  return reportBarcodeOf(list, suit => !isNonChipType(suit))
}
