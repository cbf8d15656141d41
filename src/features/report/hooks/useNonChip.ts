/**
 * The data of the non-chip report pages: the published result of the URL's barcode (or the share
 * link's), else the caller's latest report of that type, else the demo of the type (sample mode,
 * 示例); and the NGS risk test's latest intake.
 */
import type { NonChipType } from '@xungen/contracts'
import { NONCHIP_ENDPOINTS } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'
import { useShareStore } from '@/stores/share'
import { report } from '../model/api'
import { NONCHIP_SAMPLE_BARCODE, nonChipBarcodeOf } from '../model/nonchip'

async function barcodeFor(types: readonly NonChipType[], token: string | null): Promise<string> {
  if (!token) return NONCHIP_SAMPLE_BARCODE
  const { list } = await report.detectionProductInfos()
  return nonChipBarcodeOf(list, types)
}

/** `types`: the product types the page shows (the NGS overview shows NGS or CVD); the first is the demo's */
export function useNonChipResult(types: readonly NonChipType[]) {
  // the person switcher chooses among chip reports: a non-chip page follows its URL or share link only
  const given = useRouteParams<{ barcode?: string }>().barcode
  const shared = useShareStore(s => s.share?.shareBarcode)
  const url = given || shared || null
  const token = useSession(s => s.token)
  const key = types.join(',')
  return useLoad(async () => {
    const barcode = url ?? (await barcodeFor(types, token))
    const type = barcode === NONCHIP_SAMPLE_BARCODE || types.length === 1 ? types[0] : undefined
    return call(NONCHIP_ENDPOINTS.result, { params: { barcode }, query: { type } })
  }, [url, token, key])
}

export function useLatestRiskIntake() {
  const token = useSession(s => s.token)
  return useLoad(async () => (token ? call(NONCHIP_ENDPOINTS.riskIntakeLatest) : { intake: null }), [token])
}
