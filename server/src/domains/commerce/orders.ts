/**
 * Orders (spec 3.13, 4 "Orders", 7.3 "Order"): create with a client idempotency key (a repeat
 * answers 6200 ORDER_REPEAT_SUBMIT), pay through a provider, verified payment notifications,
 * cancel, expire, hide, refund, list, detail, last receiver, retrieval by phone. Every change of
 * state is one conditional UPDATE (… WHERE state = <from>) plus an order_events row, so two
 * racing changes cannot both apply; money moves in the same transaction through the ledger.
 */
import { randomBytes } from 'crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import {
  CODES,
  digitalGoodsPurchasable,
  type DeviceContext,
  ORDER_PAYMENT_WINDOW_MS,
  ORDER_STATE_LABELS,
  canHideOrder,
  nextOrderState,
  packageFor,
  priceOrder,
  type FullReductionStep,
  type OrderEvent,
  type OrderState,
  type OrderDetail,
  type OrderPageInfo,
  type OrderView,
  type PayType,
  type ShipmentState,
  type ShipmentView,
  SHIPMENT_STATE_LABELS
} from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError, notFound } from '../../errors'
import type { Catalogue } from './catalogue'
import type { Coupons } from './coupons'
import { SHIPMENT_STATE_OF, type Courier, type KitSupply } from './delivery'
import { currentState } from '../express'
import { publish } from '../../events'
import { ACCOUNTS, type Ledger } from './ledger'
import type { PaymentProvider, PrepayResult, VerifiedNotification } from './payments/provider'
import type { PaymentProviders } from './payments/registry'
import type { OrdersTable } from './tables'

export type OrderRow = Selectable<OrdersTable>

export const ORDER_MESSAGES = {
  repeat: '订单已提交，请勿重复提交',
  notPayable: '订单当前状态不能支付',
  notCancellable: '订单当前状态不能取消',
  notHideable: '待支付的订单请先取消再删除',
  notRefundable: '订单当前状态不能退款',
  countInvalid: '购买数量需为 1 到 99 之间的整数',
  receiverRequired: '请填写收货信息',
  couponUnusable: '该优惠券不可用于本订单',
  offline: '商品不存在或已下架'
} as const

export interface CreateOrderInput {
  commodityId: string | number
  count: number
  idempotencyKey: string
  couponId?: number | null
  scene?: string | null
  receiver?: { name: string; mobile: string; nationCode: string; address: string } | null
  /** set by the server only (an upgrade's price difference), never from a request body */
  unitPriceFen?: number
  /** set by upgrades.ts only: the order is for an existing detection (an upgrade or a speed package) */
  target?: boolean
  /** set by channels.ts only: the unit price is final (no full-reduction activity, no coupon) */
  fixedPrice?: boolean
  /** set by channels.ts only: runs in the order's transaction before the row is written; throwing refuses the order */
  beforeInsert?: (trx: Transaction<Database>) => Promise<void>
  /** set by testPurchases.ts only: a staff member's test purchase (no receiver, never ships) */
  testPurchase?: boolean
}

/** products sold only for an existing detection, through /buy/upgrade and /buy/speed-package (upgrades.ts); `edition` rows are prices, never sold */
/** orders.scene of an order through a partner channel: channel:<code> (channels.ts) */
export const CHANNEL_SCENE_PREFIX = 'channel:'

/** orders.scene of a staff member's test purchase (testPurchases.ts): never ships, kept out of sales */
export const TEST_PURCHASE_SCENE = 'TEST_PURCHASE'

/** the revenue account of an order's money: test purchases stay out of the sales figure */
export function revenueAccountOf(order: { scene: string | null }): string {
  return order.scene === TEST_PURCHASE_SCENE ? ACCOUNTS.testPurchases : ACCOUNTS.sales
}

/** orders.scene of digital goods (upgrades.ts): a report upgrade, the speed package; everything else ships a kit or is a test on a sample */
export const DIGITAL_GOODS_SCENES: readonly string[] = ['UPGRADE', 'SPEED_PACKAGE']

export const TARGET_COMMODITY_TAGS: readonly string[] = ['upgrade', 'speed', 'edition']


export interface OrderDeps {
  db: Kysely<Database>
  catalogue: Catalogue
  coupons: Coupons
  ledger: Ledger
  provider: PaymentProvider
  courier: Courier
  /** null until the laboratory's kit batches are wired (delivery.ts) */
  kits: KitSupply | null
  clock: () => number
  /** every configured provider by name, and which one takes a pay type (payments/registry.ts); default: `provider` for all */
  providers?: PaymentProviders
}

export type NotificationOutcome = 'paid' | 'refunded' | 'duplicate' | 'already-settled' | 'amount-mismatch' | 'unknown-order' | 'payment-failed' | 'late-payment-refunded'

export class OrderService {
  constructor(private readonly deps: OrderDeps) {}

  /** the provider that takes this pay type, or that took this order's money */
  providerFor(payType: PayType | null, name?: string | null): PaymentProvider {
    if (name) return this.deps.providers?.byName(name) ?? this.deps.provider
    return payType && this.deps.providers ? this.deps.providers.forPayType(payType) : this.deps.provider
  }

  private get db() {
    return this.deps.db
  }

  view(r: OrderRow): OrderView {
    return {
      id: r.id,
      orderNo: r.order_no,
      state: r.state as OrderState,
      stateText: ORDER_STATE_LABELS[r.state as OrderState],
      productId: r.product_id,
      productName: r.product_name,
      sku: r.sku,
      sampled: r.sampled === 1,
      count: r.count,
      unitPriceFen: Number(r.unit_price_fen),
      goodsFen: Number(r.goods_fen),
      activityDiscountFen: Number(r.activity_discount_fen),
      couponDiscountFen: Number(r.coupon_discount_fen),
      payableFen: Number(r.payable_fen),
      refundedFen: Number(r.refunded_fen),
      couponId: r.user_coupon_id,
      payType: r.pay_type,
      receiver: r.receiver_name ? { name: r.receiver_name, mobile: r.receiver_mobile ?? '', nationCode: r.receiver_nation_code ?? '86', address: r.receiver_address ?? '' } : null,
      kitBarcode: r.kit_barcode,
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
      paidAt: r.paid_at === null ? null : Number(r.paid_at),
      cancelledAt: r.cancelled_at === null ? null : Number(r.cancelled_at),
      testOrder: r.scene === TEST_PURCHASE_SCENE
    }
  }

  /** the full-reduction activity running now (spec 4: now between its start and end) */
  async currentFullReduction(now: number, productId: number): Promise<{ id: number; steps: FullReductionStep[] } | null> {
    const rows = await this.db.selectFrom('activities').selectAll().where('kind', '=', 'FULL_REDUCTION').where('start_at', '<=', now).where('end_at', '>', now).orderBy('id').execute()
    for (const a of rows) {
      const config = JSON.parse(a.config) as { steps: FullReductionStep[]; productIds?: number[] }
      if (!config.productIds || config.productIds.includes(productId)) return { id: a.id, steps: config.steps }
    }
    return null
  }

  /** what an order would cost (the order page shows it before submitting) */
  async quote(userId: number | null, commodityId: string | number, count: number, couponId: number | null, unitPriceOverrideFen?: number, fixedPrice = false) {
    const now = this.deps.clock()
    const product = await this.deps.catalogue.row(commodityId)
    if (!product || product.is_online !== 1) throw notFound(ORDER_MESSAGES.offline)
    if (!Number.isInteger(count) || count < 1 || count > 99) throw argError('count', ORDER_MESSAGES.countInvalid)
    const pkg = packageFor(JSON.parse(product.packages) as Array<{ minCount: number; unitPriceFen: number }>, count)
    const unitPriceFen = unitPriceOverrideFen ?? (pkg ? pkg.unitPriceFen : Number(product.price_fen))
    const activity = fixedPrice ? null : await this.currentFullReduction(now, product.id)
    if (fixedPrice && couponId) throw argError('couponId', ORDER_MESSAGES.couponUnusable)
    let rule = null
    if (couponId && userId !== null) {
      rule = await this.deps.coupons.usableRule(userId, couponId, product.id, now)
      if (!rule) throw argError('couponId', ORDER_MESSAGES.couponUnusable)
    }
    return { product, activity, price: priceOrder({ unitPriceFen, count, activity: activity?.steps, coupon: rule }), unitPriceFen }
  }

  /** spec 7.3 order_page_info: the price of this count with the activity and a coupon, the person's coupons for it, the last receiver */
  async pageInfo(userId: number | null, commodityId: string | number, count: number, couponId: number | null): Promise<OrderPageInfo> {
    const { product, activity, price, unitPriceFen } = await this.quote(userId, commodityId, count, couponId)
    const now = this.deps.clock()
    const offers = userId === null ? { list: [], recommendedId: null } : await this.deps.coupons.forOrder(userId, product.id, price.goodsFen - price.activityDiscountFen, now)
    return {
      product: await this.deps.catalogue.detail(product.id),
      count,
      unitPriceFen,
      ...price,
      activity,
      coupons: offers.list,
      recommendedCouponId: offers.recommendedId,
      lastReceiver: userId === null ? null : await this.lastReceiver(userId)
    }
  }

  async create(userId: number, input: CreateOrderInput): Promise<OrderView> {
    const now = this.deps.clock()
    const key = input.idempotencyKey.trim()
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw argError('idempotencyKey', '请求标识无效')
    const earlier = await this.db.selectFrom('orders').select('order_no').where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst()
    if (earlier) throw repeat(earlier.order_no)
    const { product, activity, price, unitPriceFen } = await this.quote(userId, input.commodityId, input.count, input.couponId ?? null, input.unitPriceFen, input.fixedPrice)
    if (TARGET_COMMODITY_TAGS.includes(product.commodity_tag) !== Boolean(input.target)) throw argError('commodityId', '升级与加急服务请在检测人的升级页或加急页购买')
    // the scenes whose fulfilment is an existing detection's (digital goods) are set by upgrades.ts only
    if (!input.target && !input.testPurchase && input.scene && DIGITAL_GOODS_SCENES.includes(input.scene)) throw argError('scene', '无效的下单场景')
    // channel orders (scene channel:<code>) come from channels.ts only, at the channel's price
    if (input.scene?.startsWith(CHANNEL_SCENE_PREFIX) && !input.beforeInsert) throw argError('scene', '无效的下单场景')
    // test purchases come from testPurchases.ts only (a staff member's 0.01 yuan order)
    if ((input.scene === TEST_PURCHASE_SCENE) !== Boolean(input.testPurchase)) throw argError('scene', '无效的下单场景')
    const sampled = product.sampled === 1
    if (sampled && !input.receiver && !input.testPurchase) throw argError('receiver', ORDER_MESSAGES.receiverRequired)
    const orderNo = newOrderNo(now)
    const row = await this.db.transaction().execute(async trx => {
      if (input.beforeInsert) await input.beforeInsert(trx)
      const inserted = await trx
        .insertInto('orders')
        .values({
          order_no: orderNo, user_id: userId, idempotency_key: key, product_id: product.id, sku: product.sku, product_name: product.name,
          sampled: product.sampled, count: input.count, unit_price_fen: unitPriceFen, goods_fen: price.goodsFen,
          activity_discount_fen: price.activityDiscountFen, coupon_discount_fen: price.couponDiscountFen, payable_fen: price.payableFen,
          user_coupon_id: input.couponId ?? null, activity_id: activity?.id ?? null, scene: input.scene ?? null, state: 'PENDING_PAYMENT',
          pay_type: null, pay_provider: null, provider_txn: null,
          receiver_name: input.receiver?.name ?? null, receiver_mobile: input.receiver?.mobile ?? null,
          receiver_nation_code: input.receiver?.nationCode ?? null, receiver_address: input.receiver?.address ?? null,
          kit_barcode: null, created_at: now, updated_at: now, expires_at: now + ORDER_PAYMENT_WINDOW_MS, paid_at: null, cancelled_at: null
        })
        .onConflict(oc => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (!inserted) return null
      if (input.couponId && !(await this.deps.coupons.lock(trx, userId, input.couponId, inserted.id, now))) throw argError('couponId', ORDER_MESSAGES.couponUnusable)
      await trx.insertInto('order_events').values({ order_id: inserted.id, event: 'create', from_state: 'NONE', to_state: 'PENDING_PAYMENT', note: null, at: now }).execute()
      return inserted
    })
    if (!row) {
      const other = await this.db.selectFrom('orders').select('order_no').where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst()
      throw repeat(other?.order_no ?? '')
    }
    return this.view(row)
  }

  /** one state change: conditional on the state it starts from; false when the order was not in it */
  async transition(trx: Transaction<Database>, order: OrderRow, event: OrderEvent, changes: Partial<OrdersTable> = {}, note: string | null = null): Promise<boolean> {
    const from = order.state as OrderState
    const to = nextOrderState(from, event)
    if (!to) return false
    const now = this.deps.clock()
    const r = await trx
      .updateTable('orders')
      .set({ ...(changes as object), state: to, updated_at: now })
      .where('id', '=', order.id)
      .where('state', '=', from)
      .executeTakeFirst()
    if (Number(r.numUpdatedRows) !== 1) return false
    await trx.insertInto('order_events').values({ order_id: order.id, event, from_state: from, to_state: to, note, at: now }).execute()
    return true
  }

  async find(userId: number, orderNo: string): Promise<OrderRow> {
    const row = await this.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).where('user_id', '=', userId).executeTakeFirst()
    if (!row) throw notFound('订单不存在')
    return row
  }

  async detail(userId: number, orderNo: string): Promise<OrderDetail> {
    const row = await this.find(userId, orderNo)
    const events = await this.db.selectFrom('order_events').select(['event', 'from_state', 'to_state', 'note', 'at']).where('order_id', '=', row.id).orderBy('id').execute()
    return { ...this.view(row), events: events.map(e => ({ event: e.event, from: e.from_state, to: e.to_state, note: e.note, at: Number(e.at) })), shipment: await this.shipment(row.id) }
  }

  async list(userId: number, page: number, size: number) {
    const base = this.db.selectFrom('orders').where('user_id', '=', userId).where('hidden', '=', 0)
    const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute()
    const total = Number((await base.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    return { list: rows.map(r => this.view(r)), page, size, total }
  }

  /** spec 7.3: last receiver info (the order page fills the form with it) */
  async lastReceiver(userId: number) {
    const r = await this.db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('receiver_name', 'is not', null).orderBy('id', 'desc').executeTakeFirst()
    return r ? this.view(r).receiver : null
  }

  /** spec 2.11 /user/orders/retrieve: orders shipped to a phone (the caller checked the phone's verification code) */
  async retrieveByPhone(nationCode: string, mobile: string) {
    const rows = await this.db.selectFrom('orders').selectAll().where('receiver_nation_code', '=', nationCode).where('receiver_mobile', '=', mobile).where('state', '!=', 'CANCELLED').orderBy('id', 'desc').limit(20).execute()
    return { list: rows.map(r => this.view(r)) }
  }

  async pay(userId: number, orderNo: string, payType: PayType, openid?: string | null, clientIp?: string | null, device?: DeviceContext): Promise<PrepayResult> {
    const row = await this.find(userId, orderNo)
    if (row.state !== 'PENDING_PAYMENT' || Number(row.expires_at) <= this.deps.clock()) throw new AppError(CODES.ARG_ERROR, ORDER_MESSAGES.notPayable)
    // WeChat's virtual-payment rule: no upgrade or speed package is paid inside the mini-program on iOS (kits are)
    if (device && DIGITAL_GOODS_SCENES.includes(row.scene ?? '') && !digitalGoodsPurchasable(device)) throw new AppError(CODES.VIRTUAL_PAYMENT_UNSUPPORTED)
    const provider = this.providerFor(payType)
    await this.db.updateTable('orders').set({ pay_type: payType, pay_provider: provider.name }).where('id', '=', row.id).where('state', '=', 'PENDING_PAYMENT').execute()
    return provider.prepay({ orderNo, amountFen: Number(row.payable_fen), description: row.product_name, payType, openid, clientIp }, this.deps.clock())
  }

  /** spec 7.3 "check pay_status": what the client polls after the cashier returns */
  async payStatus(userId: number, orderNo: string) {
    const row = await this.find(userId, orderNo)
    return { orderNo, state: row.state as OrderState, paid: row.paid_at !== null }
  }

  async cancel(userId: number, orderNo: string): Promise<OrderView> {
    const row = await this.find(userId, orderNo)
    const ok = await this.db.transaction().execute(async trx => {
      if (!(await this.transition(trx, row, 'cancel', { cancelled_at: this.deps.clock() }))) return false
      await this.deps.coupons.release(trx, row.id)
      return true
    })
    if (!ok) throw new AppError(CODES.ARG_ERROR, ORDER_MESSAGES.notCancellable)
    return this.view(await this.find(userId, orderNo))
  }

  /** unpaid orders past their window are cancelled and their coupons released (a job runs it) */
  async expireDue(): Promise<number> {
    const now = this.deps.clock()
    const due = await this.db.selectFrom('orders').selectAll().where('state', '=', 'PENDING_PAYMENT').where('expires_at', '<=', now).limit(500).execute()
    let n = 0
    for (const row of due) {
      const done = await this.db.transaction().execute(async trx => {
        if (!(await this.transition(trx, row, 'expire', { cancelled_at: now }, '超时未支付'))) return false
        await this.deps.coupons.release(trx, row.id)
        return true
      })
      if (done) n++
    }
    return n
  }

  async hide(userId: number, orderNo: string): Promise<null> {
    const row = await this.find(userId, orderNo)
    if (!canHideOrder(row.state as OrderState)) throw new AppError(CODES.ARG_ERROR, ORDER_MESSAGES.notHideable)
    await this.db.updateTable('orders').set({ hidden: 1, updated_at: this.deps.clock() }).where('id', '=', row.id).execute()
    return null
  }

  /**
   * A provider's notification (POSTed to the notify URL). Verification first (signature, time
   * window, decryption, merchant); then, in one transaction: the notification id is recorded
   * (a replay stops here), the order is found by number, the amount must equal what it asks,
   * and the state changes by one conditional update, with the ledger journal of a unique
   * reference. Any number of parallel deliveries mark an order paid once and credit once.
   * Returns the outcome; throws 4006 for a notification that fails verification.
   */
  async handleNotification(headers: Record<string, string | string[] | undefined>, body: string, providerName?: string): Promise<NotificationOutcome> {
    const now = this.deps.clock()
    const provider = providerName ? this.deps.providers?.byName(providerName) : this.deps.provider
    if (!provider) throw new AppError(CODES.ARG_ERROR, '未知的支付渠道', { httpStatus: 404 })
    const check = await provider.verifyNotification(headers, body, now)
    if (!check.ok) throw new AppError(CODES.ARG_ERROR, `支付通知校验失败：${check.reason}`, { httpStatus: 401 })
    const n = check.notification
    const result = await this.db.transaction().execute(async trx => {
      const recorded = await trx
        .insertInto('payment_notifications')
        .values({ provider: provider.name, notification_id: n.notificationId, kind: n.kind, order_no: n.orderNo, amount_fen: n.amountFen, outcome: 'received', received_at: now })
        .onConflict(oc => oc.columns(['provider', 'notification_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!recorded) return { outcome: 'duplicate' as const }
      const outcome = n.kind === 'PAY' ? await this.applyPayment(trx, n, now, provider) : await this.applyRefund(trx, n, now, provider)
      await trx.updateTable('payment_notifications').set({ outcome: outcome.outcome }).where('id', '=', recorded.id).execute()
      return outcome
    })
    if (result.outcome === 'late-payment-refunded' && 'refund' in result && result.refund) await provider.refund({ ...result.refund, transactionId: n.transactionId }, now)
    return result.outcome
  }

  private async applyPayment(trx: Transaction<Database>, n: VerifiedNotification, now: number, provider: PaymentProvider) {
    const order = await trx.selectFrom('orders').selectAll().where('order_no', '=', n.orderNo).executeTakeFirst()
    if (!order) return { outcome: 'unknown-order' as const }
    if (!n.success) return { outcome: 'payment-failed' as const }
    if (n.amountFen !== Number(order.payable_fen)) return { outcome: 'amount-mismatch' as const }
    const cash = ACCOUNTS.cash(provider.name)
    if (order.state === 'CANCELLED') {
      // paid after it was cancelled (the cashier was still open): the money goes back
      const posted = await this.deps.ledger.post(trx, `pay:${order.order_no}`, 'PAY', [{ account: cash, amountFen: n.amountFen }, { account: revenueAccountOf(order), amountFen: -n.amountFen }], now)
      if (!posted) return { outcome: 'already-settled' as const }
      const refundNo = newRefundNo(now)
      await trx.insertInto('refunds').values({ refund_no: refundNo, order_id: order.id, amount_fen: n.amountFen, reason: '订单已取消后支付，自动退款', state: 'PROCESSING', created_at: now, done_at: null }).execute()
      return { outcome: 'late-payment-refunded' as const, refund: { orderNo: order.order_no, refundNo, amountFen: n.amountFen, totalFen: n.amountFen } }
    }
    if (!(await this.transition(trx, order, 'pay', { paid_at: now, provider_txn: n.transactionId, pay_provider: provider.name }))) return { outcome: 'already-settled' as const }
    const posted = await this.deps.ledger.post(trx, `pay:${order.order_no}`, 'PAY', [{ account: cash, amountFen: n.amountFen }, { account: revenueAccountOf(order), amountFen: -n.amountFen }], now)
    if (!posted) throw new Error(`order ${order.order_no} moved to PAID but its payment was already posted`)
    await this.deps.coupons.consume(trx, order.id, now)
    // fulfilment follows the event (events.ts): the kit, the immediate completion, or the upgrade
    await publish(trx, 'order.paid', { orderId: order.id, orderNo: order.order_no, scene: order.scene })
    return { outcome: 'paid' as const, order: { ...order, state: 'PAID', paid_at: now } as OrderRow }
  }

  private async applyRefund(trx: Transaction<Database>, n: VerifiedNotification, now: number, provider: PaymentProvider) {
    const refund = await trx.selectFrom('refunds').selectAll().where('refund_no', '=', n.refundNo ?? '').executeTakeFirst()
    if (!refund) return { outcome: 'unknown-order' as const }
    if (n.amountFen !== Number(refund.amount_fen)) return { outcome: 'amount-mismatch' as const }
    const done = await trx.updateTable('refunds').set({ state: 'SUCCESS', done_at: now }).where('id', '=', refund.id).where('state', '=', 'PROCESSING').executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) return { outcome: 'already-settled' as const }
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', refund.order_id).executeTakeFirstOrThrow()
    const posted = await this.deps.ledger.post(trx, `refund:${refund.refund_no}`, 'REFUND', [{ account: revenueAccountOf(order), amountFen: n.amountFen }, { account: ACCOUNTS.cash(provider.name), amountFen: -n.amountFen }], now)
    if (!posted) throw new Error(`refund ${refund.refund_no} posted twice`)
    await trx.updateTable('orders').set({ refunded_fen: Number(order.refunded_fen) + n.amountFen }).where('id', '=', order.id).execute()
    if (order.state === 'REFUNDING') await this.transition(trx, order, 'refunded')
    return { outcome: 'refunded' as const }
  }

  /** a full refund of a paid order (customer service, or the buyer before shipping) */
  async refund(userId: number, orderNo: string, reason: string): Promise<OrderView> {
    const now = this.deps.clock()
    const row = await this.find(userId, orderNo)
    const refundNo = newRefundNo(now)
    const amountFen = Number(row.payable_fen) - Number(row.refunded_fen)
    const ok = await this.db.transaction().execute(async trx => {
      if (!(await this.transition(trx, row, 'refund', {}, reason))) return false
      await trx.insertInto('refunds').values({ refund_no: refundNo, order_id: row.id, amount_fen: amountFen, reason, state: 'PROCESSING', created_at: now, done_at: null }).execute()
      return true
    })
    if (!ok) throw new AppError(CODES.ARG_ERROR, ORDER_MESSAGES.notRefundable)
    await this.providerFor(null, row.pay_provider).refund({ orderNo, refundNo, amountFen, totalFen: Number(row.payable_fen), transactionId: row.provider_txn }, now)
    return this.view(await this.find(userId, orderNo))
  }

  /**
   * After payment: a no-sample test or upgrade is fulfilled at once (COMPLETED); a sampled kit
   * gets a barcode from the lab's batches and a courier booking (SHIPPED), or waits for a kit.
   */
  async fulfil(order: OrderRow): Promise<void> {
    const now = this.deps.clock()
    // a test purchase never ships and stays PAID, so that it can be refunded
    if (order.scene === TEST_PURCHASE_SCENE) return
    // an upgrade or a speed package is applied by upgrades.ts, on the same event
    if (DIGITAL_GOODS_SCENES.includes(order.scene ?? '')) return
    if (order.sampled !== 1) {
      await this.db.transaction().execute(trx => this.transition(trx, order, 'fulfil'))
      return
    }
    const existing = await this.db.selectFrom('shipments').select('id').where('order_id', '=', order.id).executeTakeFirst()
    if (!existing) await this.db.insertInto('shipments').values({ order_id: order.id, courier: this.deps.courier.name, tracking_no: null, state: 'AWAITING_KIT', barcode: null, booked_at: null, updated_at: now }).onConflict(oc => oc.column('order_id').doNothing()).execute()
    if (!this.deps.kits) return
    // one fulfiller at a time per order (the notification path and the periodic retry may meet):
    // whoever moves AWAITING_KIT → ASSIGNING takes a kit; nobody else does
    const claimed = await this.db.updateTable('shipments').set({ state: 'ASSIGNING', updated_at: now }).where('order_id', '=', order.id).where('state', '=', 'AWAITING_KIT').executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return
    let barcode: string | null = null
    try {
      const noted = await this.db.selectFrom('shipments').select('barcode').where('order_id', '=', order.id).executeTakeFirst()
      barcode = noted?.barcode ?? (await this.deps.kits.assign({ sku: order.sku, orderNo: order.order_no }))
      if (!barcode) return
      const { mailNo: trackingNo } = await this.deps.courier.book({ direction: 'outbound', orderNo: order.order_no, name: order.receiver_name ?? '', mobile: order.receiver_mobile ?? '', address: { detail: order.receiver_address ?? '' } }, now)
      await this.db.transaction().execute(async trx => {
        await trx.updateTable('shipments').set({ tracking_no: trackingNo, state: 'BOOKED', barcode, booked_at: now, updated_at: now }).where('order_id', '=', order.id).where('state', '=', 'ASSIGNING').execute()
        await this.transition(trx, order, 'ship', { kit_barcode: barcode }, `${this.deps.courier.name} ${trackingNo}`)
      })
      barcode = null
    } finally {
      // no kit, or the booking failed: back to waiting (a kit taken stays noted on the shipment for the next try)
      await this.db.updateTable('shipments').set({ state: 'AWAITING_KIT', ...(barcode ? { barcode } : {}), updated_at: this.deps.clock() }).where('order_id', '=', order.id).where('state', '=', 'ASSIGNING').execute()
    }
  }

  /**
   * Paid orders whose fulfilment did not finish (the process stopped between payment and
   * booking, or no kit was in stock): fulfilled again. Runs with the expiry timer; fulfil() is
   * idempotent (conditional changes only). Returns how many moved on.
   */
  /** the laboratory's kit supply, once there is one (delivery.ts) */
  useKitSupply(kits: KitSupply | null): void {
    this.deps.kits = kits
  }

  async fulfilDue(limit = 100): Promise<number> {
    // a test purchase stays PAID (nothing to fulfil, refundable): not retried
    const due = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('state', '=', 'PAID')
      .where(eb => eb.or([eb('scene', 'is', null), eb('scene', 'not in', [TEST_PURCHASE_SCENE, ...DIGITAL_GOODS_SCENES])]))
      .orderBy('paid_at')
      .limit(limit)
      .execute()
    let moved = 0
    for (const order of due) {
      await this.fulfil(order)
      const after = await this.db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow()
      if (after.state !== 'PAID') moved++
    }
    return moved
  }

  /** the shipment with its tracking state now (spec 2.3 /buy/express/delivery, order detail) */
  async shipment(orderId: number): Promise<ShipmentView | null> {
    const s = await this.db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst()
    if (!s) return null
    const state: ShipmentState =
      s.tracking_no && s.booked_at !== null ? SHIPMENT_STATE_OF[currentState(await this.deps.courier.track(s.tracking_no, { bookedAt: Number(s.booked_at), pickupDate: null }, this.deps.clock()))] : (s.state as ShipmentState)
    return { courier: s.courier, trackingNo: s.tracking_no, barcode: s.barcode, state, stateText: SHIPMENT_STATE_LABELS[state], bookedAt: s.booked_at === null ? null : Number(s.booked_at) }
  }
}

function repeat(orderNo: string): AppError {
  return new AppError(CODES.ORDER_REPEAT_SUBMIT, ORDER_MESSAGES.repeat, { data: { orderNo } })
}

/** 20261125 + 12 random digits: not guessable, sortable by day */
function newOrderNo(now: number): string {
  const d = new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')
  return `${d}${BigInt('0x' + randomBytes(6).toString('hex')).toString().padStart(15, '0').slice(-12)}`
}

function newRefundNo(now: number): string {
  return `R${newOrderNo(now)}`
}
