/**
 * The products the home page shows (issue 26: from the catalogue, never typed into the page): the
 * tests on sale in shelf order, each once as the edition with a sample kit; the no-sample editions
 * and the upgrades are for people who already tested (the product page links them, /ltv lists them).
 * The first few of the shelf (its order is the one staff set in /ops/commerce); the shop has the rest.
 */
import type { ShopProduct } from '@xungen/contracts'

export const HOME_SHELF_SIZE = 6

/** catalogue entries that are not bought on their own: upgrades and the speed package (bought for a detection), an edition's price (sets an upgrade's difference) */
const NOT_SOLD_ALONE = new Set(['upgrade', 'speed', 'edition'])

export function isSoldOnItsOwn(p: Pick<ShopProduct, 'commodityTag'>): boolean {
  return !NOT_SOLD_ALONE.has(p.commodityTag)
}

/** what home shows: the sampled editions sold on their own, the first HOME_SHELF_SIZE of the shelf */
export function homeShelf(list: readonly ShopProduct[]): ShopProduct[] {
  return list.filter(p => p.skuInfos[0]?.sampled !== false && isSoldOnItsOwn(p)).slice(0, HOME_SHELF_SIZE)
}
