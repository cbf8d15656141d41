/** /buy/upgrade, /upgrade: the caller's upgrade offers; /buy/speed-package: the samples that can be expedited. */
import { COMMERCE } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'

export function useUpgradeOffers(barcode?: string) {
  return useLoad(() => call(COMMERCE.upgradeOffers, { query: barcode ? { barcode } : {} }), [barcode])
}

export function useSpeedOffers() {
  return useLoad(() => call(COMMERCE.speedOffers), [])
}
