/** /buy/upgrade, /upgrade: the caller's upgrade offers; /buy/speed-package: the samples that can be expedited. */
import { COMMERCE } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'

export function useUpgradeOffers(barcode?: string) {
  return useQuery(['buy', 'upgradeOffers', barcode], () => call(COMMERCE.upgradeOffers, { query: barcode ? { barcode } : {} }))
}

export function useSpeedOffers() {
  return useQuery(['buy', 'speedOffers'], () => call(COMMERCE.speedOffers))
}
