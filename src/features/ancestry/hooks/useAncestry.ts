/** Data of the ancestry and relatives pages: the current barcode (the report's person card chooses it) and the calls. */
import { ANCESTRY, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'
import { useSelectedBarcode } from '@/hooks/useSelectedBarcode'

/** the barcode in the URL, else the tested person of the report's person card (hooks/useSelectedBarcode) */
export function useReportBarcode(): string | null {
  return useSelectedBarcode()
}

/** SAMPLE (spec 4 sample mode) when there is no barcode yet: the server answers with the demo report marked 示例 */
export const SAMPLE_BARCODE = 'SAMPLE'

export function useAncestryReport(barcode: string | null) {
  return useQuery(['ancestry', 'report', barcode], () => call(ANCESTRY.report, { params: { barcode: barcode || SAMPLE_BARCODE } }))
}

export function useRelatives(barcode: string | null) {
  return useQuery(['ancestry', 'relatives', barcode], () => (barcode ? call(REPORT_ENDPOINTS.relatives, { params: { barcode } }) : Promise.resolve(null)))
}

export function useRelativeSegments(barcode: string | null, personIds: readonly number[]) {
  const key = personIds.join(',')
  return useQuery(['ancestry', 'relativeSegments', barcode, key], () => (barcode && key ? call(ANCESTRY.relativeSegments, { params: { barcode }, query: { personIds: key } }) : Promise.resolve(null)))
}

export function useSurname(barcode: string | null) {
  return useQuery(['ancestry', 'surname', barcode], () => (barcode ? call(ANCESTRY.surname, { params: { barcode } }) : Promise.resolve(null)))
}

export function useRelativesDistribution(barcode: string | null, countyCode: string | null) {
  return useQuery(['ancestry', 'relativesDistribution', barcode, countyCode], () => (barcode ? call(ANCESTRY.relativesDistribution, { params: { barcode }, query: countyCode ? { countyCode } : {} }) : Promise.resolve(null)))
}

/** a tested person of the account (privacy switches, detections), null without one */
export function usePerson(personId: number | null) {
  return useQuery(['persons', 'person', personId === null ? null : String(personId)], () => (personId ? call(PERSONS_ENDPOINTS.personById, { params: { id: String(personId) } }) : Promise.resolve(null)))
}
