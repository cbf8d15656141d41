import { createPublicKey } from 'crypto'
import { CODES } from '@xungen/contracts'
import { AppError } from '../../src/errors'
import { LEDGER_ACCOUNTS } from '../../src/domains/commerce'
import { verifyLines } from '../../src/domains/commerce/payments/wechatV3'
import { RECEIVER, createCommerceTest, key, listKits, type CommerceTest } from './helpers'

const settle = <T>(p: Promise<T>) => p.then(v => ({ ok: true as const, v }), (e: unknown) => ({ ok: false as const, e }))

describe('coupons', () => {
  let t: CommerceTest
  beforeAll(async () => (t = await createCommerceTest()))
  afterAll(() => t.close())

  it('redeems a code once per person and lists it; an unknown code is refused', async () => {
    const u = t.user()
    const c = await t.coupons.redeem(u, ' xungen50 ', t.now.ms)
    expect(c).toMatchObject({ name: '新人立减 50 元', state: 'UNUSED', rule: { kind: 'AMOUNT_OFF', amountFen: 5000 } })
    await expect(t.coupons.redeem(u, 'XUNGEN50', t.now.ms)).rejects.toMatchObject({ code: CODES.ARG_ERROR, message: '您已领取过该优惠券' })
    await expect(t.coupons.redeem(u, 'NOPE', t.now.ms)).rejects.toMatchObject({ code: CODES.ARG_ERROR })
    expect((await t.coupons.list(u, t.now.ms)).map(x => x.id)).toEqual([c.id])
  })

  it('recommends the coupon that takes off most and marks those under their threshold unusable', async () => {
    const u = t.user()
    await t.coupons.redeem(u, 'XUNGEN50', t.now.ms)
    await t.coupons.redeem(u, 'ZUYUAN90', t.now.ms)
    const product = (await t.catalogue.detail('ancestry')).id
    const big = await t.coupons.forOrder(u, product, 29900, t.now.ms)
    expect(big.list.map(r => [r.coupon.name, r.discountFen])).toEqual([['新人立减 50 元', 5000], ['祖源检测 9 折', 2990]])
    expect(big.recommendedId).toBe(big.list[0].coupon.id)
    const small = await t.coupons.forOrder(u, product, 19900, t.now.ms)
    expect(small.list.map(r => [r.coupon.name, r.usable])).toEqual([['祖源检测 9 折', true], ['新人立减 50 元', false]])
  })

  it('two parallel orders with one coupon: one gets it, the other is refused and leaves no order', async () => {
    const u = t.user()
    const c = await t.coupons.redeem(u, 'XUNGEN50', t.now.ms)
    const results = await Promise.all([1, 2].map(() => settle(t.orders.create(u, { commodityId: 'ancestry', count: 1, idempotencyKey: key(), couponId: c.id, receiver: RECEIVER }))))
    expect(results.filter(r => r.ok)).toHaveLength(1)
    const failed = results.find(r => !r.ok)!
    expect(failed.ok || (failed.e as AppError).code).toBe(CODES.ARG_ERROR)
    expect((await t.orders.list(u, 1, 10)).total).toBe(1)
    const order = (results.find(r => r.ok) as { v: { orderNo: string; payableFen: number; couponDiscountFen: number } }).v
    expect(order).toMatchObject({ couponDiscountFen: 5000, payableFen: 24900 })
    // cancelling gives the coupon back; paying uses it up
    await t.orders.cancel(u, order.orderNo)
    expect((await t.coupons.list(u, t.now.ms))[0].state).toBe('UNUSED')
    const again = await t.orders.create(u, { commodityId: 'ancestry', count: 1, idempotencyKey: key(), couponId: c.id, receiver: RECEIVER })
    const prepay = await t.orders.pay(u, again.orderNo, 'WECHAT_H5')
    const n = await t.sandbox!.complete(new URL((prepay as { url: string }).url, 'http://x').searchParams.get('prepayId')!, 'SUCCESS', t.now.ms)
    expect(await t.orders.handleNotification(n.headers, n.body)).toBe('paid')
    expect((await t.coupons.list(u, t.now.ms))[0].state).toBe('USED')
    await expect(t.orders.create(u, { commodityId: 'ancestry', count: 1, idempotencyKey: key(), couponId: c.id, receiver: RECEIVER })).rejects.toMatchObject({ code: CODES.ARG_ERROR })
  })

  it('an expired coupon cannot be used', async () => {
    const u = t.user()
    const c = await t.coupons.redeem(u, 'ZUYUAN90', t.now.ms)
    t.now.ms += 15 * 86400_000
    expect((await t.coupons.list(u, t.now.ms))[0].state).toBe('EXPIRED')
    await expect(t.orders.create(u, { commodityId: 'ancestry', count: 1, idempotencyKey: key(), couponId: c.id, receiver: RECEIVER })).rejects.toMatchObject({ code: CODES.ARG_ERROR })
  })
})

describe('WeChat Pay JSAPI parameters (spec 3.13)', () => {
  let t: CommerceTest
  beforeAll(async () => (t = await createCommerceTest()))
  afterAll(() => t.close())

  it('are signed by the merchant key over appId, timeStamp, nonceStr and package, each line ending in \\n', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'standard-reuse', count: 1, idempotencyKey: key() })
    const prepay = await t.orders.pay(u, order.orderNo, 'WECHAT_JSAPI')
    if (prepay.kind !== 'jsapi') throw new Error('JSAPI gives parameters')
    const p = prepay.params
    expect(Object.keys(p).sort()).toEqual(['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
    expect(p.signType).toBe('RSA')
    expect(p.timeStamp).toBe(String(Math.floor(t.now.ms / 1000)))
    expect(p.package).toMatch(/^prepay_id=wx[0-9a-f]{28}$/)
    const publicKey = createPublicKey(t.sandbox!.keys.merchant.privateKey)
    expect(verifyLines(publicKey, [p.appId, p.timeStamp, p.nonceStr, p.package], p.paySign)).toBe(true)
    expect(verifyLines(publicKey, [p.appId, p.timeStamp, p.nonceStr, 'prepay_id=other'], p.paySign)).toBe(false)
  })
})

describe('property: random orders, coupons, cancellations, duplicate notifications and refunds keep every money invariant', () => {
  let t: CommerceTest
  beforeAll(async () => (t = await createCommerceTest({ kits: listKits(Array.from({ length: 400 }, (_, i) => `GX${String(i).padStart(10, '0')}`)) })))
  afterAll(() => t.close())

  it.each([1125, 7, 424242])('after 120 random operations run in parallel batches (seed %i)', async startSeed => {
    let seed = startSeed
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    const products = ['STANDARD_ANCESTRY', 'ancestry', 'standard-reuse', 'hp', 'yfull', 'crc']
    const users = Array.from({ length: 6 }, () => t.user())
    const couponsOf = new Map<number, number[]>()
    for (const u of users) couponsOf.set(u, [(await t.coupons.redeem(u, 'XUNGEN50', t.now.ms)).id, (await t.coupons.redeem(u, 'ZUYUAN90', t.now.ms)).id])
    const orders: Array<{ u: number; orderNo: string }> = []
    for (let batch = 0; batch < 12; batch++) {
      const ops = Array.from({ length: 10 }, () => async () => {
        const u = users[rnd(users.length)]
        const action = rnd(10)
        if (action < 4 || !orders.length) {
          const couponId = rnd(3) === 0 ? couponsOf.get(u)![rnd(2)] : null
          const r = await settle(t.orders.create(u, { commodityId: products[rnd(products.length)], count: 1 + rnd(4), idempotencyKey: key(), couponId, receiver: RECEIVER }))
          if (r.ok) orders.push({ u, orderNo: r.v.orderNo })
          return
        }
        const o = orders[rnd(orders.length)]
        if (action < 7) {
          const prepay = await settle(t.orders.pay(o.u, o.orderNo, 'WECHAT_H5'))
          if (!prepay.ok || prepay.v.kind !== 'redirect') return
          const n = await t.sandbox!.complete(new URL(prepay.v.url, 'http://x').searchParams.get('prepayId')!, 'SUCCESS', t.now.ms)
          await Promise.all(Array.from({ length: 1 + rnd(4) }, () => t.orders.handleNotification(n.headers, n.body)))
        } else if (action < 8) await settle(t.orders.cancel(o.u, o.orderNo))
        else await settle(t.orders.refund(o.u, o.orderNo, '随机退款'))
      })
      await Promise.all(ops.map(op => op()))
    }
    const db = t.handle.db
    expect(await t.ledger.audit(db)).toEqual([])
    const all = await db.selectFrom('orders').selectAll().execute()
    // revenue equals what paid orders asked minus what was refunded, to the fen
    const paid = all.filter(o => o.paid_at !== null)
    const expectedSales = paid.reduce((s, o) => s + Number(o.payable_fen) - Number(o.refunded_fen), 0)
    expect(-(await t.ledger.balance(db, LEDGER_ACCOUNTS.sales))).toBe(expectedSales)
    // every refund asked for was completed by its (verified) refund notification, including a payment that raced a cancellation
    expect(await db.selectFrom('refunds').select('refund_no').where('state', '!=', 'SUCCESS').execute()).toEqual([])
    // each order paid at most once; each coupon on at most one live order; a used coupon belongs to a paid order
    const payEvents = await db.selectFrom('order_events').select(['order_id']).where('event', '=', 'pay').execute()
    expect(new Set(payEvents.map(e => e.order_id)).size).toBe(payEvents.length)
    const held = await db.selectFrom('user_coupons').selectAll().execute()
    for (const c of held) {
      const using = all.filter(o => o.user_coupon_id === c.id && o.state !== 'CANCELLED')
      expect(using.length).toBeLessThanOrEqual(1)
      if (c.state === 'USED') expect(using[0]?.paid_at).not.toBeNull()
      if (c.state === 'UNUSED') expect(using).toEqual([])
    }
    for (const o of all) {
      expect(Number(o.goods_fen) - Number(o.activity_discount_fen) - Number(o.coupon_discount_fen)).toBe(Number(o.payable_fen))
      expect(Number(o.refunded_fen)).toBeLessThanOrEqual(Number(o.payable_fen))
      if (o.state === 'REFUNDED') expect(Number(o.refunded_fen)).toBe(Number(o.payable_fen))
    }
    expect(paid.length).toBeGreaterThan(5)
  })
})

describe('full-reduction activities (7.3 Activity; spec 4: the current one is where now lies between start and end)', () => {
  let t: CommerceTest
  beforeAll(async () => (t = await createCommerceTest()))
  afterAll(() => t.close())

  it('take the best step off the goods total while running, and nothing before or after', async () => {
    const start = t.now.ms + 3600_000
    await t.handle.db
      .insertInto('activities')
      .values({ kind: 'FULL_REDUCTION', name: '双人同行满减', config: JSON.stringify({ steps: [{ thresholdFen: 80000, reduceFen: 5000 }, { thresholdFen: 150000, reduceFen: 12000 }] }), start_at: start, end_at: start + 86400_000 })
      .execute()
    const u = t.user()
    expect((await t.orders.pageInfo(u, 'STANDARD_ANCESTRY', 2, null)).activityDiscountFen).toBe(0)
    t.now.ms = start
    const two = await t.orders.pageInfo(u, 'STANDARD_ANCESTRY', 2, null)
    expect(two).toMatchObject({ goodsFen: 89800, activityDiscountFen: 5000, payableFen: 84800 })
    expect((await t.orders.pageInfo(u, 'STANDARD_ANCESTRY', 4, null)).activityDiscountFen).toBe(12000)
    const order = await t.orders.create(u, { commodityId: 'STANDARD_ANCESTRY', count: 2, idempotencyKey: key(), receiver: RECEIVER })
    expect(order).toMatchObject({ activityDiscountFen: 5000, payableFen: 84800 })
    t.now.ms = start + 86400_000
    expect((await t.orders.pageInfo(u, 'STANDARD_ANCESTRY', 2, null)).activityDiscountFen).toBe(0)
  })
})
