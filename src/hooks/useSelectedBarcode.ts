/**
 * The barcode every report page shows (issue 21, spec 4 "Choosing a barcode"): the URL's `barcode`
 * where there is one (in the mini-program a tab page's query travels through stores/tabQuery), else
 * the shared report of a share link, else the tested person chosen in the report layout's switcher
 * (stores/currentSample, the signed-in account's own choice only). null: nobody is chosen yet, and the
 * page shows the account's latest report (features/report/hooks/useReport.defaultBarcode).
 */
import { useRouteParams } from '@/shell/useSpecLocation'
import { useCurrentSample } from '@/stores/currentSample'
import { useSession } from '@/stores/session'
import { useShareStore } from '@/stores/share'

export function useSelectedBarcode(): string | null {
  const chosen = useChosenBarcode()
  const userId = useSession(s => (s.token ? s.user?.userId ?? null : null))
  const shown = useCurrentSample(s => (s.barcode && userId && s.userId === userId ? s.barcode : null))
  return chosen || shown
}

/**
 * The barcode someone chose: the URL's, the share link's, or the switcher's (or one kept from an
 * earlier choice); null also while the person card has only filled in the account's latest report
 * (showDefault). A page that finds that latest report itself (defaultBarcode) keys its data by this:
 * the card naming it afterwards changes nothing there, so the page neither loads nor draws it twice.
 */
export function useChosenBarcode(): string | null {
  const given = useRouteParams<{ barcode?: string }>().barcode || null
  const shared = useShareStore(s => s.share?.shareBarcode ?? null)
  const userId = useSession(s => (s.token ? s.user?.userId ?? null : null))
  const selected = useCurrentSample(s => (s.barcode && s.chosen && userId && s.userId === userId ? s.barcode : null))
  return given || shared || selected
}
