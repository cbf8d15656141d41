/** How a coupon reads (spec 2.11 /user/coupon): its rule in words, its state. */
import { yuanText, type CouponView } from '@xungen/contracts'

export const COUPON_STATE_TEXT: Record<CouponView['state'], string> = { UNUSED: '可使用', LOCKED: '待支付订单占用', USED: '已使用', EXPIRED: '已过期' }

export function couponRuleText(c: Pick<CouponView, 'rule'>): string {
  const r = c.rule
  const threshold = r.thresholdFen > 0 ? `满 ${yuanText(r.thresholdFen)} 元` : '无门槛'
  return r.kind === 'AMOUNT_OFF' ? `${threshold}减 ${yuanText(r.amountFen)} 元` : `${threshold}享 ${(100 - r.percent) / 10} 折，最多减 ${yuanText(r.capFen)} 元`
}
