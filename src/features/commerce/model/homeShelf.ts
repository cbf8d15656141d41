/**
 * The products the home page shows (issue 26: from the catalogue, never typed into the page): the
 * tests on sale in shelf order, each once as the edition with a sample kit; the no-sample editions
 * and the upgrades are for people who already tested (the product page links them, /ltv lists them).
 * The first few of the shelf (its order is the one staff set in /ops/commerce); the shop has the rest.
 */
export const HOME_SHELF_SIZE = 6

import type { ShopProduct } from '@xungen/contracts'

export function homeShelf(list: readonly ShopProduct[]): ShopProduct[] {
  return list.filter(p => p.skuInfos[0]?.sampled !== false && p.commodityTag !== 'upgrade').slice(0, HOME_SHELF_SIZE)
}
