/** How the activity pages read their data: coupon values, share links, fission progress. */
import { yuanText, type CouponRule } from '@xungen/contracts'
import { href } from '@/routes/href'

/** the big figure of a coupon: ¥20 or 9 折 */
export function couponValue(rule: CouponRule): string {
  return rule.kind === 'AMOUNT_OFF' ? `¥${rule.amountFen % 100 === 0 ? rule.amountFen / 100 : yuanText(rule.amountFen)}` : `${(100 - rule.percent) / 10} 折`
}

/** the default coupon scene of /coupon (a shared gift) */
export const DEFAULT_COUPON_SCENE = 'SHARE_GIFT'

export function sceneOf(query: string | undefined): string {
  return query && /^[A-Z][A-Z0-9_]{1,31}$/.test(query) ? query : DEFAULT_COUPON_SCENE
}

/** what a friend opens to help: the project page with the invite code */
export function inviteLink(origin: string, slug: string, code: string): string {
  return origin + href('/fission/project-detail', {}, { key: slug, code })
}

export function fissionProgress(helpers: number, needed: number): { done: number; left: number; percent: number } {
  const done = Math.min(helpers, needed)
  return { done, left: needed - done, percent: needed > 0 ? Math.floor((done * 100) / needed) : 0 }
}

