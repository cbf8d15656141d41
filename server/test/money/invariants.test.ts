/**
 * Money is exact (issue 17): the ledger invariant (every journal sums to zero, every balance is
 * the sum of its entries) under concurrent operations, and a withdrawal can never exceed the
 * balance, whatever runs in parallel. Runs on SQLite, and on PostgreSQL with
 * XUNGEN_TEST_DB=postgres (real row locks and READ COMMITTED there).
 */
import { couponDiscount, fullReduction, packageFor, type CouponRule } from '@xungen/contracts'
import { BALANCE_ACCOUNTS, BalanceService, SandboxPayouts } from '../../src/domains/balance'
import { InsufficientBalance, LEDGER_ACCOUNTS } from '../../src/domains/commerce'
import { RECEIVER, createCommerceTest, key, listKits, type CommerceTest } from '../commerce/helpers'

const settle = <T>(p: Promise<T>) => p.then(v => ({ ok: true as const, v }), (e: unknown) => ({ ok: false as const, e }))

describe('the ledger under concurrent operations', () => {
  let t: CommerceTest
  let balance: BalanceService
  beforeAll(async () => {
    t = await createCommerceTest({ poolSize: 12 })
    balance = new BalanceService(t.handle.db, t.ledger, new SandboxPayouts(), () => t.now.ms)
  })
  afterAll(() => t.close())

  async function fund(userId: number, amountFen: number, ref: string) {
    await t.handle.db.transaction().execute(trx => balance.grantReward(trx, { userId, source: 'TEST', sourceRef: ref, title: '测试', amountFen }))
    const r = (await balance.redemptions(userId)).find(x => x.state === 'PENDING')!
    await balance.redeem(userId, r.id)
  }

  it('40 parallel debits of 700 fen from 10000 fen: exactly 14 pass, the balance never goes below zero', async () => {
    const u = t.user()
    await fund(u, 10000, `fund-${u}`)
    const db = t.handle.db
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        settle(
          db.transaction().execute(trx =>
            t.ledger.post(trx, `debit-${u}-${i}`, 'WITHDRAW', [{ account: BALANCE_ACCOUNTS.balance(u), amountFen: 700 }, { account: BALANCE_ACCOUNTS.withdrawing(u), amountFen: -700 }], t.now.ms, { keepInCredit: [BALANCE_ACCOUNTS.balance(u)] })
          )
        )
      )
    )
    expect(results.filter(r => r.ok)).toHaveLength(14)
    for (const r of results) if (!r.ok) expect(r.e).toBeInstanceOf(InsufficientBalance)
    expect(await t.ledger.userBalance(db, u)).toBe(10000 - 14 * 700)
    expect(await t.ledger.audit(db)).toEqual([])
    // a refused debit left no journal behind
    expect((await db.selectFrom('ledger_journals').select('ref').where('ref', 'like', `debit-${u}-%`).execute()).length).toBe(14)
  })

  it('parallel withdrawals of one person never take more than the balance', async () => {
    const u = t.user()
    await fund(u, 2500, `fund-${u}`)
    const results = await Promise.all(Array.from({ length: 12 }, () => settle(balance.placeWithdrawal(u, { amountFen: 1000, payeeAccount: '13800138000', payeeName: '王小明' }))))
    const placed = results.filter(r => r.ok)
    expect(placed.length).toBeGreaterThanOrEqual(1)
    expect(placed.length).toBeLessThanOrEqual(2)
    const held = 0 - (await t.ledger.balance(t.handle.db, BALANCE_ACCOUNTS.withdrawing(u)))
    expect(held).toBe(placed.length * 1000)
    expect(await balance.balanceFen(u)).toBe(2500 - held)
    expect(await t.ledger.audit(t.handle.db)).toEqual([])
  })

  it('parallel approve and refuse of one withdrawal: exactly one decision, the money moves once', async () => {
    const u = t.user()
    await fund(u, 5000, `fund-${u}`)
    const w = await balance.placeWithdrawal(u, { amountFen: 3000, payeeAccount: 'a@example.com', payeeName: '王小明' })
    const staff = t.user()
    const results = await Promise.all([...Array.from({ length: 4 }, () => settle(balance.approve(staff, w.withdrawalNo))), ...Array.from({ length: 4 }, () => settle(balance.refuse(staff, w.withdrawalNo, '重复审核')))])
    expect(results.filter(r => r.ok)).toHaveLength(1)
    const final = (await balance.withdrawals(u))[0]
    expect(await t.ledger.balance(t.handle.db, BALANCE_ACCOUNTS.withdrawing(u))).toBe(0)
    expect(await balance.balanceFen(u)).toBe(final.state === 'PAID' ? 2000 : 5000)
    expect(await t.ledger.audit(t.handle.db)).toEqual([])
  })
})

describe('property: random orders with coupons and a full-reduction activity, payments, refunds, rewards and withdrawals keep every invariant', () => {
  let t: CommerceTest
  let balance: BalanceService
  const steps = [{ thresholdFen: 80000, reduceFen: 5000 }, { thresholdFen: 150000, reduceFen: 12000 }]
  beforeAll(async () => {
    t = await createCommerceTest({ kits: listKits(Array.from({ length: 600 }, (_, i) => `GY${String(i).padStart(10, '0')}`)), poolSize: 12 })
    balance = new BalanceService(t.handle.db, t.ledger, new SandboxPayouts(), () => t.now.ms)
    await t.handle.db.insertInto('activities').values({ kind: 'FULL_REDUCTION', name: '满减（测试）', config: JSON.stringify({ steps }), start_at: t.now.ms - 1000, end_at: t.now.ms + 86400_000 }).execute()
  })
  afterAll(() => t.close())

  it.each([17, 2026, 99991])('seed %i: 150 random operations in parallel batches', async startSeed => {
    let seed = startSeed
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    const products = ['STANDARD_ANCESTRY', 'ancestry', 'standard-reuse', 'hp', 'yfull', 'crc']
    const users = Array.from({ length: 5 }, () => t.user())
    const staff = t.user()
    const couponsOf = new Map<number, number[]>()
    for (const u of users) couponsOf.set(u, [(await t.coupons.redeem(u, 'XUNGEN50', t.now.ms)).id, (await t.coupons.redeem(u, 'ZUYUAN90', t.now.ms)).id])
    const orders: Array<{ u: number; orderNo: string }> = []
    const withdrawals: string[] = []
    let rewardNo = 0
    for (let batch = 0; batch < 15; batch++) {
      // each operation draws its random numbers when it is made, in order, so that a seed always
      // gives the same operations whatever order their awaits finish in
      const ops = Array.from({ length: 10 }, () => {
        const draws = Array.from({ length: 8 }, () => rnd(2 ** 20))
        let d = 0
        const pick = (n: number) => draws[d++] % n
        return () => operation(pick)
      })
      const operation = async (rnd: (n: number) => number) => {
        const u = users[rnd(users.length)]
        const action = rnd(14)
        if (action < 4 || !orders.length) {
          const couponId = rnd(3) === 0 ? couponsOf.get(u)![rnd(2)] : null
          const r = await settle(t.orders.create(u, { commodityId: products[rnd(products.length)], count: 1 + rnd(4), idempotencyKey: key(), couponId, receiver: RECEIVER }))
          if (r.ok) orders.push({ u, orderNo: r.v.orderNo })
        } else if (action < 7) {
          const o = orders[rnd(orders.length)]
          const prepay = await settle(t.orders.pay(o.u, o.orderNo, 'WECHAT_H5'))
          if (!prepay.ok || prepay.v.kind !== 'redirect') return
          const n = await t.sandbox!.complete(new URL(prepay.v.url, 'http://x').searchParams.get('prepayId')!, 'SUCCESS', t.now.ms)
          await Promise.all(Array.from({ length: 1 + rnd(3) }, () => t.orders.handleNotification(n.headers, n.body)))
        } else if (action < 8) {
          const o = orders[rnd(orders.length)]
          await settle(rnd(2) ? t.orders.cancel(o.u, o.orderNo) : t.orders.refund(o.u, o.orderNo, '随机退款'))
        } else if (action < 10) {
          const ref = `prop-${startSeed}-${++rewardNo}`
          await t.handle.db.transaction().execute(trx => balance.grantReward(trx, { userId: u, source: 'TEST', sourceRef: ref, title: '测试', amountFen: 500 + rnd(3000) }))
          const pending = (await balance.redemptions(u)).filter(r => r.state === 'PENDING')
          if (pending.length) await settle(balance.redeem(u, pending[rnd(pending.length)].id))
        } else if (action < 12) {
          const r = await settle(balance.placeWithdrawal(u, { amountFen: 1000 + rnd(4000), payeeAccount: '13800138000', payeeName: '王小明' }))
          if (r.ok) withdrawals.push(r.v.withdrawalNo)
        } else if (withdrawals.length) {
          const no = withdrawals[rnd(withdrawals.length)]
          await settle(rnd(2) ? balance.approve(staff, no) : balance.refuse(staff, no, '随机拒绝'))
        }
      }
      await Promise.all(ops.map(op => op()))
      // time passes (less than the 30-minute payment window)
      t.now.ms += 60_000
    }
    const db = t.handle.db
    expect(await t.ledger.audit(db)).toEqual([])
    // every person: balance ≥ 0 and equal to claimed rewards minus withdrawals not refused; the held sum is what waits for review
    for (const u of users) {
      const claimed = await db.selectFrom('balance_redemptions').select('amount_fen').where('user_id', '=', u).where('state', '=', 'REDEEMED').execute()
      const ws = await db.selectFrom('withdrawals').select(['amount_fen', 'state']).where('user_id', '=', u).execute()
      const sum = (xs: Array<{ amount_fen: number }>) => xs.reduce((s, x) => s + Number(x.amount_fen), 0)
      const bal = await balance.balanceFen(u)
      expect(bal).toBeGreaterThanOrEqual(0)
      expect(bal).toBe(sum(claimed) - sum(ws.filter(w => w.state !== 'REFUSED')))
      expect(0 - (await t.ledger.balance(db, BALANCE_ACCOUNTS.withdrawing(u)))).toBe(sum(ws.filter(w => w.state === 'PENDING_REVIEW')))
    }
    // what left through payouts is exactly the approved withdrawals; revenue is what paid orders asked minus refunds
    const paidOut = await db.selectFrom('withdrawals').select('amount_fen').where('state', '=', 'PAID').execute()
    expect(0 - (await t.ledger.balance(db, BALANCE_ACCOUNTS.payout('sandbox')))).toBe(paidOut.reduce((s, w) => s + Number(w.amount_fen), 0))
    const all = await db.selectFrom('orders').selectAll().execute()
    const paid = all.filter(o => o.paid_at !== null)
    expect(0 - (await t.ledger.balance(db, LEDGER_ACCOUNTS.sales))).toBe(paid.reduce((s, o) => s + Number(o.payable_fen) - Number(o.refunded_fen), 0))
    // every order's price is the pure pricing of its count, the activity and its coupon, to the fen
    const rules = new Map((await db.selectFrom('user_coupons as u').innerJoin('coupon_templates as c', 'c.id', 'u.template_id').select(['u.id', 'c.rule']).execute()).map(r => [r.id, JSON.parse(r.rule) as CouponRule]))
    const packages = new Map((await db.selectFrom('products').select(['id', 'packages', 'price_fen']).execute()).map(p => [p.id, p]))
    for (const o of all) {
      const p = packages.get(o.product_id)!
      const unit = packageFor(JSON.parse(p.packages) as Array<{ minCount: number; unitPriceFen: number }>, o.count)?.unitPriceFen ?? Number(p.price_fen)
      expect(Number(o.goods_fen)).toBe(unit * o.count)
      const activity = o.activity_id === null ? 0 : fullReduction(Number(o.goods_fen), steps)
      expect(Number(o.activity_discount_fen)).toBe(activity)
      const coupon = o.user_coupon_id === null ? 0 : couponDiscount(Number(o.goods_fen) - activity, rules.get(o.user_coupon_id)!)
      expect(Number(o.coupon_discount_fen)).toBe(coupon)
      expect(Number(o.payable_fen)).toBe(Number(o.goods_fen) - activity - coupon)
      expect(Number(o.payable_fen)).toBeGreaterThanOrEqual(0)
      expect(Number(o.refunded_fen)).toBeLessThanOrEqual(Number(o.payable_fen))
    }
    expect(paid.length).toBeGreaterThan(3)
    expect(withdrawals.length).toBeGreaterThan(3)
  })
})
