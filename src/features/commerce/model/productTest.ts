/**
 * /buy/product-test (商品试购): which products a member of staff can test-buy. Products on sale,
 * except those sold only for an existing detection (upgrades, the speed package) and edition
 * price rows, which the server refuses too (orders.ts TARGET_COMMODITY_TAGS).
 */
export const TEST_PURCHASE_PRICE_FEN = 1
const DETECTION_ONLY_TAGS = ['upgrade', 'speed', 'edition']

export function testableProducts<T extends { isOnline: boolean; commodityTag: string; sort: number }>(list: readonly T[]): T[] {
  return list.filter(p => p.isOnline && !DETECTION_ONLY_TAGS.includes(p.commodityTag)).sort((a, b) => a.sort - b.sort)
}
