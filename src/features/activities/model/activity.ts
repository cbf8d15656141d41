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


/** a line that promises money for sharing or helping (a reward, balance, cash, a withdrawal, an amount) */
const CASH_REWARD = /奖励|余额|现金|红包|提现|¥|￥|\d\s*元/

/**
 * The lines of an activity's texts a page may show: all of them where sharing rewards may be
 * promised, and without those promising money where they may not (the mini-program: WeChat's
 * rules against induced sharing).
 */
export function sharingTexts(lines: readonly string[], promisesRewards: boolean): string[] {
  return promisesRewards ? [...lines] : lines.filter(l => !CASH_REWARD.test(l))
}
