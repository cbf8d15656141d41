/**
 * Coupons (spec 2.11 /user/coupon, 7.3 "Coupon"): a template (rule, scope, stock, validity) and
 * the coupons people hold. A held coupon is UNUSED, LOCKED by one unpaid order, USED once that
 * order is paid, or back to UNUSED when the order is cancelled. Locking is one conditional
 * update (state = UNUSED → LOCKED): of two parallel orders with the same coupon one gets it.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import { CODES, couponDiscount, type CouponRule, type CouponView } from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import './tables'

const DAY = 86400_000
type Db = Kysely<Database> | Transaction<Database>


export const COUPON_MESSAGES = {
  codeInvalid: '兑换码无效，请核对后重试',
  alreadyRedeemed: '您已领取过该优惠券',
  soldOut: '优惠券已领完',
  unusable: '该优惠券不可用于本订单'
} as const

export class Coupons {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number, now: number): Promise<CouponView[]> {
    const rows = await this.db
      .selectFrom('user_coupons as u')
      .innerJoin('coupon_templates as t', 't.id', 'u.template_id')
      .select(['u.id', 'u.template_id', 'u.state', 'u.received_at', 'u.expires_at', 't.name', 't.scene', 't.rule', 't.product_ids'])
      .where('u.user_id', '=', userId)
      .orderBy('u.expires_at')
      .execute()
    return rows.map(r => ({
      id: r.id,
      templateId: r.template_id,
      name: r.name,
      scene: r.scene,
      rule: JSON.parse(r.rule),
      state: r.state === 'UNUSED' && Number(r.expires_at) <= now ? 'EXPIRED' : (r.state as CouponView['state']),
      receivedAt: Number(r.received_at),
      expiresAt: Number(r.expires_at),
      productIds: r.product_ids ? JSON.parse(r.product_ids) : null
    }))
  }

  /** spec 2.11: redeem by coupon code */
  async redeem(userId: number, code: string, now: number): Promise<CouponView> {
    const template = await this.db.selectFrom('coupon_templates').select('id').where('redeem_code', '=', code.trim().toUpperCase()).executeTakeFirst()
    if (!template) throw argError('code', COUPON_MESSAGES.codeInvalid)
    const id = await this.issue(userId, template.id, now)
    return (await this.list(userId, now)).find(c => c.id === id)!
  }

  /** hands one coupon of a template to a person (redeem, receive a shared one, activity rewards) */
  async issue(userId: number, templateId: number, now: number): Promise<number> {
    return this.db.transaction().execute(async trx => {
      const template = await trx.selectFrom('coupon_templates').selectAll().where('id', '=', templateId).executeTakeFirst()
      if (!template) throw argError('templateId', COUPON_MESSAGES.codeInvalid)
      const taken = await trx
        .updateTable('coupon_templates')
        .set({ issued: sql`issued + 1` })
        .where('id', '=', templateId)
        .where('issued', '<', sql<number>`total`)
        .executeTakeFirst()
      if (Number(taken.numUpdatedRows) !== 1) throw new AppError(CODES.ARG_ERROR, COUPON_MESSAGES.soldOut)
      const row = await trx
        .insertInto('user_coupons')
        .values({ user_id: userId, template_id: templateId, state: 'UNUSED', order_id: null, received_at: now, expires_at: now + template.valid_days * DAY, used_at: null })
        .onConflict(oc => oc.columns(['user_id', 'template_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!row) throw new AppError(CODES.ARG_ERROR, COUPON_MESSAGES.alreadyRedeemed)
      return row.id
    })
  }

  /** the rule of a coupon the person may use on this product now, or null */
  async usableRule(userId: number, couponId: number, productId: number, now: number, db: Db = this.db): Promise<CouponRule | null> {
    const c = await db
      .selectFrom('user_coupons as u')
      .innerJoin('coupon_templates as t', 't.id', 'u.template_id')
      .select(['u.state', 'u.expires_at', 't.rule', 't.product_ids'])
      .where('u.id', '=', couponId)
      .where('u.user_id', '=', userId)
      .executeTakeFirst()
    if (!c || c.state !== 'UNUSED' || Number(c.expires_at) <= now) return null
    const scope: number[] | null = c.product_ids ? JSON.parse(c.product_ids) : null
    if (scope && !scope.includes(productId)) return null
    return JSON.parse(c.rule)
  }

  /** spec 7.3 Coupon "usability" and "recommendation": every held coupon with what it takes off this total; the best first */
  async forOrder(userId: number, productId: number, totalFen: number, now: number) {
    const held = await this.list(userId, now)
    const rows = held.map(c => {
      const inScope = !c.productIds || c.productIds.includes(productId)
      const discountFen = c.state === 'UNUSED' && inScope ? couponDiscount(totalFen, c.rule) : 0
      return { coupon: c, usable: discountFen > 0, discountFen }
    })
    rows.sort((a, b) => b.discountFen - a.discountFen)
    return { list: rows, recommendedId: rows[0]?.usable ? rows[0].coupon.id : null }
  }

  /** UNUSED → LOCKED for this order; false when someone (a parallel order) already took it */
  async lock(trx: Transaction<Database>, userId: number, couponId: number, orderId: number, now: number): Promise<boolean> {
    const r = await trx
      .updateTable('user_coupons')
      .set({ state: 'LOCKED', order_id: orderId })
      .where('id', '=', couponId)
      .where('user_id', '=', userId)
      .where('state', '=', 'UNUSED')
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }

  async release(trx: Transaction<Database>, orderId: number): Promise<void> {
    await trx.updateTable('user_coupons').set({ state: 'UNUSED', order_id: null }).where('order_id', '=', orderId).where('state', '=', 'LOCKED').execute()
  }

  async consume(trx: Transaction<Database>, orderId: number, now: number): Promise<void> {
    await trx.updateTable('user_coupons').set({ state: 'USED', used_at: now }).where('order_id', '=', orderId).where('state', '=', 'LOCKED').execute()
  }
}
