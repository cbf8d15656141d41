import { CODES, pickPackages } from '@xungen/contracts'
import { AppError } from '../../src/errors'
import { LEDGER_ACCOUNTS } from '../../src/domains/commerce'
import { RECEIVER, createCommerceTest, key, listKits, type CommerceTest } from './helpers'

async function codeOf(p: Promise<unknown>): Promise<number> {
  try {
    await p
    return 0
  } catch (err) {
    if (err instanceof AppError) return err.code
    throw err
  }
}

/** creates an order and takes it through the sandbox cashier: the notification it produces */
async function payInCashier(t: CommerceTest, userId: number, orderNo: string) {
  const prepay = await t.orders.pay(userId, orderNo, 'WECHAT_H5')
  if (prepay.kind !== 'redirect') throw new Error('the sandbox cashier is a page')
  const prepayId = new URL(prepay.url, 'http://x').searchParams.get('prepayId')!
  return { prepayId, notification: await t.sandbox!.complete(prepayId, 'SUCCESS', t.now.ms) }
}

describe('catalogue (spec 3.6)', () => {
  let t: CommerceTest
  beforeAll(async () => (t = await createCommerceTest()))
  afterAll(() => t.close())

  it('is seeded with every product type and links sampled ↔ no-sample, standard → upgrade, single ↔ couple', async () => {
    const all = await t.catalogue.list()
    expect(new Set(all.map(p => p.type))).toEqual(new Set(['GENETIC', 'Y', 'PCR_Y', 'HPV', 'HP']))
    const byAlias = new Map(all.map(p => [p.alias, p]))
    const std = byAlias.get('STANDARD_ANCESTRY')!
    expect(std.skuInfos[0]).toMatchObject({ sku: 'standard', sampled: true, actualPriceFen: 49900 })
    expect(std.links.noSampleVersionId).toBe(byAlias.get('standard-reuse')!.id)
    expect(byAlias.get('standard-reuse')!.links.sampledVersionId).toBe(std.id)
    expect(std.links.upgradeId).toBe(byAlias.get('std-v4-upgrade')!.id)
    expect(byAlias.get('carrier-single')!.links.otherEditionId).toBe(byAlias.get('carrier-couple')!.id)
    expect(pickPackages(std.packages).map(p => p.minCount)).toEqual([1, 2, 4])
  })

  it('filters by commodity tag (spec 2.4 /shop/ngs?commodityTag=) and finds a product by id or alias', async () => {
    const heart = await t.catalogue.list({ commodityTags: ['ngs-heart'] })
    expect(heart.map(p => p.alias)).toEqual(['ngs-cvd'])
    const byId = await t.catalogue.detail(heart[0].id)
    expect(byId.alias).toBe('ngs-cvd')
    expect(await codeOf(t.catalogue.detail('no-such-product'))).toBe(CODES.NOT_FOUND)
  })
})

describe('orders: create, pay, ship, cancel, refund', () => {
  let t: CommerceTest
  const kits = listKits(['GX0000000011', 'GX0000000029', 'GX0000000037'])
  beforeAll(async () => (t = await createCommerceTest({ kits })))
  afterAll(() => t.close())

  it('prices by package and answers a repeated idempotency key with 6200 (also in parallel)', async () => {
    const u = t.user()
    const k = key()
    const order = await t.orders.create(u, { commodityId: 'STANDARD_ANCESTRY', count: 2, idempotencyKey: k, receiver: RECEIVER })
    expect(order).toMatchObject({ state: 'PENDING_PAYMENT', unitPriceFen: 44900, goodsFen: 89800, payableFen: 89800, sampled: true })
    expect(await codeOf(t.orders.create(u, { commodityId: 'STANDARD_ANCESTRY', count: 2, idempotencyKey: k, receiver: RECEIVER }))).toBe(CODES.ORDER_REPEAT_SUBMIT)
    const k2 = key()
    const codes = await Promise.all(Array.from({ length: 8 }, () => codeOf(t.orders.create(u, { commodityId: 'ancestry', count: 1, idempotencyKey: k2, receiver: RECEIVER }))))
    expect(codes.filter(c => c === 0)).toHaveLength(1)
    expect(codes.filter(c => c === CODES.ORDER_REPEAT_SUBMIT)).toHaveLength(7)
  })

  it('a sampled kit needs a receiver; counts are 1..99', async () => {
    const u = t.user()
    expect(await codeOf(t.orders.create(u, { commodityId: 'hpv', count: 1, idempotencyKey: key() }))).toBe(CODES.ARG_ERROR)
    expect(await codeOf(t.orders.create(u, { commodityId: 'hpv', count: 0, idempotencyKey: key(), receiver: RECEIVER }))).toBe(CODES.ARG_ERROR)
    expect(await codeOf(t.orders.create(u, { commodityId: 'hpv', count: 1.5, idempotencyKey: key(), receiver: RECEIVER }))).toBe(CODES.ARG_ERROR)
  })

  it('sandbox payment: verified notification → PAID → kit assigned → courier booked → SHIPPED; tracking advances', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'STANDARD_ANCESTRY', count: 1, idempotencyKey: key(), receiver: RECEIVER })
    const { notification } = await payInCashier(t, u, order.orderNo)
    expect(await t.orders.handleNotification(notification.headers, notification.body)).toBe('paid')
    // fulfilment follows the order.paid event
    await t.settle()
    const detail = await t.orders.detail(u, order.orderNo)
    expect(detail.state).toBe('SHIPPED')
    expect(detail.kitBarcode).toBe('GX0000000011')
    expect(kits.assigned).toContainEqual({ sku: 'standard', orderNo: order.orderNo, barcode: 'GX0000000011' })
    expect(detail.shipment).toMatchObject({ state: 'BOOKED', barcode: 'GX0000000011', stateText: '已下单，等待揽收' })
    expect(detail.shipment!.trackingNo).toMatch(/^SF\d{13}$/)
    expect(detail.events.map(e => e.event)).toEqual(['create', 'pay', 'ship'])
    t.now.ms += 7 * 3600_000
    expect((await t.orders.detail(u, order.orderNo)).shipment!.state).toBe('IN_TRANSIT')
    t.now.ms += 30 * 3600_000
    expect((await t.orders.detail(u, order.orderNo)).shipment!.state).toBe('SIGNED')
    expect(await t.orders.payStatus(u, order.orderNo)).toEqual({ orderNo: order.orderNo, state: 'SHIPPED', paid: true })
  })

  it('a no-sample test is fulfilled at payment (COMPLETED, no shipment)', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'standard-reuse', count: 1, idempotencyKey: key() })
    const { notification } = await payInCashier(t, u, order.orderNo)
    expect(await t.orders.handleNotification(notification.headers, notification.body)).toBe('paid')
    await t.settle()
    const detail = await t.orders.detail(u, order.orderNo)
    expect(detail.state).toBe('COMPLETED')
    expect(detail.shipment).toBeNull()
  })

  it('without a kit in stock a paid order waits (AWAITING_KIT), never with an invented barcode, and ships when kits arrive', async () => {
    const empty = await createCommerceTest({ kits: listKits([]) })
    try {
      const u = empty.user()
      const order = await empty.orders.create(u, { commodityId: 'hp', count: 1, idempotencyKey: key(), receiver: RECEIVER })
      const { notification } = await payInCashier(empty, u, order.orderNo)
      await empty.orders.handleNotification(notification.headers, notification.body)
      await empty.settle()
      const detail = await empty.orders.detail(u, order.orderNo)
      expect(detail).toMatchObject({ state: 'PAID', kitBarcode: null, shipment: { state: 'AWAITING_KIT', barcode: null, trackingNo: null } })
      // kits arrive: the periodic fulfilment ships it, once
      const stock = listKits(['GX0000000045'])
      empty.orders.useKitSupply(stock)
      // the periodic retry and a second one racing it: one kit is taken
      await Promise.all([empty.orders.fulfilDue(), empty.orders.fulfilDue()])
      expect(await empty.orders.fulfilDue()).toBe(0)
      expect(await empty.orders.detail(u, order.orderNo)).toMatchObject({ state: 'SHIPPED', kitBarcode: 'GX0000000045', shipment: { state: 'BOOKED', barcode: 'GX0000000045' } })
      expect(stock.assigned).toHaveLength(1)
    } finally {
      await empty.close()
    }
  })

  it('50 copies of one notification in parallel, and 50 different notifications of the same payment, mark it paid once and credit once', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'dna-relatives', count: 1, idempotencyKey: key(), receiver: RECEIVER })
    const { prepayId, notification } = await payInCashier(t, u, order.orderNo)
    const sameCopies = await Promise.all(Array.from({ length: 50 }, () => t.orders.handleNotification(notification.headers, notification.body)))
    expect(sameCopies.filter(o => o === 'paid')).toHaveLength(1)
    expect(sameCopies.filter(o => o === 'duplicate')).toHaveLength(49)
    const distinct = await Promise.all(Array.from({ length: 50 }, async () => {
      const n = await t.sandbox!.complete(prepayId, 'SUCCESS', t.now.ms)
      return t.orders.handleNotification(n.headers, n.body)
    }))
    expect(distinct.every(o => o === 'already-settled')).toBe(true)
    const journals = await t.handle.db.selectFrom('ledger_journals').select('ref').where('ref', '=', `pay:${order.orderNo}`).execute()
    expect(journals).toHaveLength(1)
    const events = await t.handle.db.selectFrom('order_events').select('event').where('order_id', '=', order.id).where('event', '=', 'pay').execute()
    expect(events).toHaveLength(1)
    expect(await t.ledger.audit(t.handle.db)).toEqual([])
  })

  it('refuses a notification with a bad signature, a stale time-stamp, an unknown platform serial or a tampered body; ignores a wrong amount', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'y-ances', count: 1, idempotencyKey: key(), receiver: RECEIVER })
    const { prepayId, notification } = await payInCashier(t, u, order.orderNo)
    const bad = { ...notification.headers, 'wechatpay-signature': notification.headers['wechatpay-signature'].replace(/^./, c => (c === 'A' ? 'B' : 'A')) }
    expect(await codeOf(t.orders.handleNotification(bad, notification.body))).toBe(CODES.ARG_ERROR)
    const tampered = notification.body.replace('"event_type":"TRANSACTION.SUCCESS"', '"event_type":"TRANSACTION.SUCCESS" ')
    expect(await codeOf(t.orders.handleNotification(notification.headers, tampered))).toBe(CODES.ARG_ERROR)
    expect(await codeOf(t.orders.handleNotification({ ...notification.headers, 'wechatpay-serial': 'OTHER' }, notification.body))).toBe(CODES.ARG_ERROR)
    t.now.ms += 10 * 60_000
    expect(await codeOf(t.orders.handleNotification(notification.headers, notification.body))).toBe(CODES.ARG_ERROR)
    const wrongAmount = await t.sandbox!.complete(prepayId, 'SUCCESS', t.now.ms, 1)
    expect(await t.orders.handleNotification(wrongAmount.headers, wrongAmount.body)).toBe('amount-mismatch')
    expect((await t.orders.detail(u, order.orderNo)).state).toBe('PENDING_PAYMENT')
    const ok = await t.sandbox!.complete(prepayId, 'SUCCESS', t.now.ms)
    expect(await t.orders.handleNotification(ok.headers, ok.body)).toBe('paid')
  })

  it('cancels an unpaid order and refuses to cancel a paid one; hides only settled orders', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'standard-reuse', count: 1, idempotencyKey: key() })
    expect(await codeOf(t.orders.hide(u, order.orderNo))).toBe(CODES.ARG_ERROR)
    expect((await t.orders.cancel(u, order.orderNo)).state).toBe('CANCELLED')
    expect(await codeOf(t.orders.cancel(u, order.orderNo))).toBe(CODES.ARG_ERROR)
    expect(await codeOf(t.orders.pay(u, order.orderNo, 'WECHAT_H5'))).toBe(CODES.ARG_ERROR)
    await t.orders.hide(u, order.orderNo)
    expect((await t.orders.list(u, 1, 10)).list.map(o => o.orderNo)).not.toContain(order.orderNo)
    expect(await codeOf(t.orders.detail(t.user(), order.orderNo))).toBe(CODES.NOT_FOUND)
  })

  it('a payment that arrives after the order was cancelled is refunded automatically', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'standard-reuse', count: 1, idempotencyKey: key() })
    const prepay = await t.orders.pay(u, order.orderNo, 'WECHAT_H5')
    const prepayId = new URL((prepay as { url: string }).url, 'http://x').searchParams.get('prepayId')!
    await t.orders.cancel(u, order.orderNo)
    const n = await t.sandbox!.complete(prepayId, 'SUCCESS', t.now.ms)
    expect(await t.orders.handleNotification(n.headers, n.body)).toBe('late-payment-refunded')
    const detail = await t.orders.detail(u, order.orderNo)
    expect(detail).toMatchObject({ state: 'CANCELLED', refundedFen: order.payableFen })
  })

  it('expires unpaid orders after the payment window', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'standard-reuse', count: 1, idempotencyKey: key() })
    t.now.ms += 31 * 60_000
    expect(await t.orders.expireDue()).toBeGreaterThanOrEqual(1)
    expect((await t.orders.detail(u, order.orderNo)).state).toBe('CANCELLED')
  })

  it('refund: PAID → REFUNDING → REFUNDED through a verified refund notification; the ledger nets to zero for the order', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'standard-reuse', count: 1, idempotencyKey: key() })
    const sales0 = await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.sales)
    // a no-sample order completes at payment; refund a sampled one before it ships instead
    const sampled = await t.orders.create(u, { commodityId: 'amh', count: 1, idempotencyKey: key(), receiver: RECEIVER })
    const { notification } = await payInCashier(t, u, sampled.orderNo)
    await t.orders.handleNotification(notification.headers, notification.body)
    expect((await t.orders.detail(u, sampled.orderNo)).state).toMatch(/PAID|SHIPPED/)
    const refunded = await t.orders.refund(u, sampled.orderNo, '不想要了')
    expect(refunded).toMatchObject({ state: 'REFUNDED', refundedFen: sampled.payableFen })
    expect(await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.sales)).toBe(sales0)
    expect(await codeOf(t.orders.refund(u, sampled.orderNo, 'again'))).toBe(CODES.ARG_ERROR)
    expect(await codeOf(t.orders.refund(u, order.orderNo, 'unpaid'))).toBe(CODES.ARG_ERROR)
    expect(await t.ledger.audit(t.handle.db)).toEqual([])
  })

  it('remembers the last receiver and retrieves orders by the receiver phone', async () => {
    const u = t.user()
    await t.orders.create(u, { commodityId: 'hp', count: 1, idempotencyKey: key(), receiver: { ...RECEIVER, mobile: '13912345678' } })
    expect(await t.orders.lastReceiver(u)).toEqual({ ...RECEIVER, mobile: '13912345678' })
    expect((await t.orders.retrieveByPhone('86', '13912345678')).list).toHaveLength(1)
    expect((await t.orders.retrieveByPhone('86', '13900000000')).list).toHaveLength(0)
  })
})
