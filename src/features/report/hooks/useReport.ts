/**
 * Which report a page shows and its data. spec 4 "Choosing a barcode": the barcode of the URL
 * (`?barcode=`), else the shared report of a share link, else the tested person chosen in the
 * report layout's switcher (hooks/useSelectedBarcode, issue 21), else the caller's latest report
 * (own persons before shared ones), else the demo report (sample mode: anonymous visitors and
 * users without a report).
 */
import { useLoad } from '@/hooks/useLoad'
import { report } from '@/features/report/model/api'
import { SAMPLE_BARCODE } from '@/features/report/model/api'
import { useChosenBarcode, useSelectedBarcode } from '@/hooks/useSelectedBarcode'
import { useSession } from '@/stores/session'
import { defaultReportBarcode, type HealthArea } from '@xungen/contracts'

let chosen: { token: string | null; barcode: Promise<string> } | null = null

/** the caller's report barcode when the URL names none (asked once per session) */
export function defaultBarcode(token: string | null): Promise<string> {
  if (chosen && chosen.token === token) return chosen.barcode
  // the rule the server also follows to answer a signed-in page's first calls in its HTML
  const barcode = token ? report.detectionProductInfos().then(({ list }) => defaultReportBarcode(list)) : Promise.resolve(SAMPLE_BARCODE)
  chosen = { token, barcode: barcode.catch(err => { chosen = null; throw err }) }
  return chosen.barcode
}

/** the barcode the URL, the share link or the person switcher names, or null (then defaultBarcode decides) */
export { useSelectedBarcode }

/**
 * The report pages read the chosen barcode (URL, share link, switcher, a kept choice), else the
 * account's latest report: the person card naming that same report afterwards does not load
 * and draw the page again (hooks/useSelectedBarcode, useChosenBarcode).
 */
async function barcodeOf(urlBarcode: string | null, token: string | null) {
  return urlBarcode ?? (await defaultBarcode(token))
}

export function useReportHome() {
  const url = useChosenBarcode()
  const token = useSession(s => s.token)
  return useLoad(async () => report.home(await barcodeOf(url, token)), [url, token])
}

export function useAreaItems(area?: HealthArea) {
  const url = useChosenBarcode()
  const token = useSession(s => s.token)
  return useLoad(async () => report.items(await barcodeOf(url, token), area), [url, token, area])
}

export function useItemDetail(itemId: string | undefined) {
  const url = useChosenBarcode()
  const token = useSession(s => s.token)
  return useLoad(async () => {
    if (!itemId) throw new Error('no item')
    return report.detail(await barcodeOf(url, token), itemId)
  }, [url, token, itemId])
}

export function useItemIntro(itemId: string | undefined) {
  return useLoad(async () => {
    if (!itemId) throw new Error('no item')
    return report.intro(itemId)
  }, [itemId])
}

export function useIntros(area?: HealthArea) {
  return useLoad(async () => (await report.intros(area)).list, [area])
}

/** the topics home: titles by area, not the texts of every item */
export function useTopicIndex() {
  return useLoad(async () => (await report.topics()).list, [])
}

/** a named topic page: its one item */
export function useTopic(topic: string) {
  return useLoad(() => report.topic(topic), [topic])
}
