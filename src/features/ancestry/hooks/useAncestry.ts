/** Data of the ancestry and relatives pages: the current barcode (the report's person card chooses it) and the calls. */
import { ANCESTRY, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'
import { useChosenBarcode, useSelectedBarcode } from '@/hooks/useSelectedBarcode'
import { defaultBarcode } from '@/features/report/hooks/useReport'
import { useSession } from '@/stores/session'

/** the barcode in the URL, else the tested person of the report's person card (hooks/useSelectedBarcode) */
export function useReportBarcode(): string | null {
  return useSelectedBarcode()
}

/**
 * The ancestry report the pages show: of the chosen barcode (URL, share link, switcher), else of the
 * account's latest report, found as the health report finds it (defaultBarcode: the demo, SAMPLE,
 * only for a visitor or an account without a report; spec 4 sample mode). The demo is never shown
 * first to a person who has a report of their own, and the report is loaded once: the person card
 * naming that latest report afterwards (showDefault) does not change the key, so the page is not
 * drawn again under a tap (the share card's button).
 */
export function useAncestryReport() {
  const chosen = useChosenBarcode()
  const token = useSession(s => s.token)
  const account = useSession(s => (s.token ? s.user?.userId ?? 'signed-in' : 'visitor'))
  return useQuery(['ancestry', 'report', chosen ?? { latestOf: account }], async () => call(ANCESTRY.report, { params: { barcode: chosen ?? (await defaultBarcode(token)) } }))
}

/** the first page of the relatives list (most shared DNA first); the list page asks for more with relativesPage */
export function useRelatives(barcode: string | null) {
  return useQuery(['ancestry', 'relatives', barcode], () => (barcode ? relativesPage(barcode, 1) : Promise.resolve(null)))
}

export function relativesPage(barcode: string, page: number) {
  return call(REPORT_ENDPOINTS.relatives, { params: { barcode }, query: { page } })
}

/** one relative of the list by person id (the relative's own page) */
export function useRelative(barcode: string | null, personId: number) {
  // an address without a person id (or a malformed one) finds nobody, without asking
  return useQuery(['ancestry', 'relative', barcode, personId], () => (barcode && Number.isInteger(personId) && personId > 0 ? call(REPORT_ENDPOINTS.relatives, { params: { barcode }, query: { personId } }) : Promise.resolve(null)))
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
