/** Data of the ancestry and relatives pages: the current barcode (the report's person card chooses it) and the calls. */
import { ANCESTRY, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'
import { useSelectedBarcode } from '@/hooks/useSelectedBarcode'

/** the barcode in the URL, else the tested person of the report's person card (hooks/useSelectedBarcode) */
export function useReportBarcode(): string | null {
  return useSelectedBarcode()
}

/** SAMPLE (spec 4 sample mode) when there is no barcode yet: the server answers with the demo report marked 示例 */
export const SAMPLE_BARCODE = 'SAMPLE'

export function useAncestryReport(barcode: string | null) {
  return useLoad(() => call(ANCESTRY.report, { params: { barcode: barcode || SAMPLE_BARCODE } }), [barcode])
}

export function useRelatives(barcode: string | null) {
  return useLoad(() => (barcode ? call(REPORT_ENDPOINTS.relatives, { params: { barcode } }) : Promise.resolve(null)), [barcode])
}

export function useRelativeSegments(barcode: string | null, personIds: readonly number[]) {
  const key = personIds.join(',')
  return useLoad(() => (barcode && key ? call(ANCESTRY.relativeSegments, { params: { barcode }, query: { personIds: key } }) : Promise.resolve(null)), [barcode, key])
}

export function useSurname(barcode: string | null) {
  return useLoad(() => (barcode ? call(ANCESTRY.surname, { params: { barcode } }) : Promise.resolve(null)), [barcode])
}

export function useRelativesDistribution(barcode: string | null, countyCode: string | null) {
  return useLoad(() => (barcode ? call(ANCESTRY.relativesDistribution, { params: { barcode }, query: countyCode ? { countyCode } : {} }) : Promise.resolve(null)), [barcode, countyCode])
}

/** a tested person of the account (privacy switches, detections), null without one */
export function usePerson(personId: number | null) {
  return useLoad(() => (personId ? call(PERSONS_ENDPOINTS.personById, { params: { id: String(personId) } }) : Promise.resolve(null)), [personId])
}
