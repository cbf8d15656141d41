/**
 * Pricing of an order, in integer fen (spec 3.6 packages, 7.3 "Coupon", "Activity"):
 * unit price × count from the package the count falls in, then a full-reduction activity,
 * then at most one coupon. Every step is integer arithmetic; the payable amount never goes below
 * 1 fen (payment providers refuse 0) unless the whole order is free by a coupon of full value.
 */
import { isFen } from './money'

export interface PricedPackage {
  /** spec 3.6: each package has a minimum count */
  minCount: number
  /** price of one unit in this package, fen */
  unitPriceFen: number
}

/**
 * spec 3.6: "one-unit, two-unit and largest-count are picked": the packages the shop shows.
 * Returns them in that order without repeats (a product with one package shows it once).
 */
export function pickPackages<P extends { minCount: number }>(packages: readonly P[]): P[] {
  if (!packages.length) return []
  const sorted = [...packages].sort((a, b) => a.minCount - b.minCount)
  const one = sorted.find(p => p.minCount === 1)
  const two = sorted.find(p => p.minCount === 2)
  const largest = sorted[sorted.length - 1]
  const picked: P[] = []
  for (const p of [one, two, largest]) if (p && !picked.includes(p)) picked.push(p)
  return picked
}

/** the package a count falls in: the one with the largest minCount not above the count */
export function packageFor<P extends { minCount: number }>(packages: readonly P[], count: number): P | null {
  let best: P | null = null
  for (const p of packages) if (p.minCount <= count && (!best || p.minCount > best.minCount)) best = p
  return best
}

export type CouponRule =
  /** amount off when the goods total reaches a threshold (threshold 0: no threshold) */
  | { kind: 'AMOUNT_OFF'; amountFen: number; thresholdFen: number }
  /** percent off, in whole percent (15 = 15 % off), capped */
  | { kind: 'PERCENT_OFF'; percent: number; capFen: number; thresholdFen: number }

export interface FullReductionStep {
  /** goods total at least */
  thresholdFen: number
  /** taken off */
  reduceFen: number
}

/** the best step of a full-reduction activity the total reaches (0 when none) */
export function fullReduction(totalFen: number, steps: readonly FullReductionStep[]): number {
  let best = 0
  for (const s of steps) if (totalFen >= s.thresholdFen && s.reduceFen > best) best = s.reduceFen
  return Math.min(best, totalFen)
}

/** what a coupon takes off a total, 0 when its threshold is not reached */
export function couponDiscount(totalFen: number, rule: CouponRule): number {
  if (totalFen < rule.thresholdFen) return 0
  if (rule.kind === 'AMOUNT_OFF') return Math.min(rule.amountFen, totalFen)
  // floor: a discount never rounds in the buyer's favour beyond the stated percent
  return Math.min(Math.floor((totalFen * rule.percent) / 100), rule.capFen, totalFen)
}

export interface OrderPrice {
  goodsFen: number
  activityDiscountFen: number
  couponDiscountFen: number
  payableFen: number
}

export function priceOrder(input: { unitPriceFen: number; count: number; activity?: readonly FullReductionStep[]; coupon?: CouponRule | null }): OrderPrice {
  if (!isFen(input.unitPriceFen) || !Number.isSafeInteger(input.count) || input.count < 1) throw new Error('priceOrder: integer fen and a positive count')
  const goodsFen = input.unitPriceFen * input.count
  const activityDiscountFen = input.activity ? fullReduction(goodsFen, input.activity) : 0
  const afterActivity = goodsFen - activityDiscountFen
  const couponDiscountFen = input.coupon ? couponDiscount(afterActivity, input.coupon) : 0
  return { goodsFen, activityDiscountFen, couponDiscountFen, payableFen: afterActivity - couponDiscountFen }
}
