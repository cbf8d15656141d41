/**
 * Activities over HTTP (spec 2.13 coupon, fission/*, crowdfunding; 7.3 Activity and Coupon): the
 * demo activities are stored configurations marked sample; coupons of a scene once per person;
 * fission invite codes, helpers and the reward into the balance; crowdfunding progress from paid
 * supporter orders and the supporters' certificates; the running full-reduction activity.
 */
import { CODES, crowdfundingScene, type CertificateView, type CouponActivityView, type CrowdfundingView, type FissionView, type OrderView, type PrepayView, type RedemptionView } from '@xungen/contracts'
import { ACTIVITIES, BALANCE, COMMERCE } from '@xungen/contracts/endpoints'
import { json } from '../helpers/app'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { RECEIVER } from '../commerce/helpers'

describe('activities over HTTP', () => {
  let t: AccountsTestApp
  let a: { token: string; userId: number }
  let b: { token: string; userId: number }
  beforeAll(async () => {
    t = await createAccountsApp()
    a = await t.signUp(newPhone(), '张三')
    b = await t.signUp(newPhone(), newName('好友'))
  })
  afterAll(() => t.close())
  const call = <T>(token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, query?: Record<string, string>) =>
    t.signed({ method, url, body, query, headers: token ? auth(token) : {} }).then(res => json<T>(res))

  it('the coupon scene: visitors see the demo gift, a person receives each coupon once', async () => {
    const visitor = await call<CouponActivityView>(null, 'GET', ACTIVITIES.couponActivity.path.replace(':scene', 'SHARE_GIFT'))
    expect(visitor.data).toMatchObject({ kind: 'COUPON_GIFT', sample: true, running: true, scene: 'SHARE_GIFT' })
    expect(visitor.data.name).toContain('示例')
    expect(visitor.data.coupons.map(c => [c.rule, c.received])).toEqual([
      [{ kind: 'AMOUNT_OFF', amountFen: 2000, thresholdFen: 0 }, false],
      [{ kind: 'AMOUNT_OFF', amountFen: 6000, thresholdFen: 39900 }, false]
    ])
    const first = visitor.data.coupons[0]
    const got = await call<{ id: number; state: string; name: string }>(a.token, 'POST', ACTIVITIES.receiveCoupon.path, { scene: 'SHARE_GIFT', templateId: first.templateId })
    expect(got.data).toMatchObject({ state: 'UNUSED', name: first.name })
    expect((await call(a.token, 'POST', ACTIVITIES.receiveCoupon.path, { scene: 'SHARE_GIFT', templateId: first.templateId })).code).toBe(CODES.ARG_ERROR)
    const seen = await call<CouponActivityView>(a.token, 'GET', ACTIVITIES.couponActivity.path.replace(':scene', 'SHARE_GIFT'))
    expect(seen.data.coupons.map(c => c.received)).toEqual([true, false])
    expect(seen.data.coupons[0].left).toBe(first.left - 1)
    // a coupon of another scene is not handed out here; an unknown scene is 404
    const upgrade = await call<CouponActivityView>(null, 'GET', ACTIVITIES.couponActivity.path.replace(':scene', 'UPGRADE'))
    expect((await call(a.token, 'POST', ACTIVITIES.receiveCoupon.path, { scene: 'SHARE_GIFT', templateId: upgrade.data.coupons[0].templateId })).code).toBe(CODES.ARG_ERROR)
    expect((await call(null, 'GET', ACTIVITIES.couponActivity.path.replace(':scene', 'NO_SUCH_SCENE'))).code).toBe(CODES.NOT_FOUND)
    // the received coupon is usable at once on an order
    const order = await call<OrderView>(a.token, 'POST', COMMERCE.createOrder.path, { commodityId: 'hp', count: 1, idempotencyKey: `act-${Date.now()}`, couponId: got.data.id, receiver: RECEIVER })
    expect(order.data).toMatchObject({ couponDiscountFen: 2000, payableFen: 9900 - 2000 })
  })

  it('fission: an invite code, friends help once each, never oneself; the last helper earns the inviter the reward', async () => {
    const page = await call<FissionView>(null, 'GET', ACTIVITIES.fission.path.replace(':key', 'hearing'))
    expect(page.data).toMatchObject({ slug: 'hearing', sample: true, helpersNeeded: 3, rewardFen: 500, me: null })
    expect(page.data.title).toContain('示例')
    const joined = await call<FissionView>(a.token, 'POST', ACTIVITIES.joinFission.path.replace(':key', 'hearing'))
    const code = joined.data.me!.inviteCode!
    expect(code).toMatch(/^[23456789A-Z]{8}$/)
    expect((await call<FissionView>(a.token, 'POST', ACTIVITIES.joinFission.path.replace(':key', String(page.data.id)))).data.me!.inviteCode).toBe(code)
    expect((await call(a.token, 'POST', ACTIVITIES.helpFission.path, { inviteCode: code })).code).toBe(CODES.ARG_ERROR)
    const helped = await call<{ helpers: number; completed: boolean; inviterName: string }>(b.token, 'POST', ACTIVITIES.helpFission.path, { inviteCode: code })
    expect(helped.data).toMatchObject({ helpers: 1, completed: false, inviterName: '张*' })
    expect((await call(b.token, 'POST', ACTIVITIES.helpFission.path, { inviteCode: code })).code).toBe(CODES.ARG_ERROR)
    expect((await call(b.token, 'POST', ACTIVITIES.helpFission.path, { inviteCode: 'ZZZZZZZZ' })).code).toBe(CODES.ARG_ERROR)
    // two more friends at once: the count completes once, one reward
    const friends = [await t.signUp(newPhone(), newName('好友')), await t.signUp(newPhone(), newName('好友'))]
    const last = await Promise.all(friends.map(f => call<{ helpers: number; completed: boolean }>(f.token, 'POST', ACTIVITIES.helpFission.path, { inviteCode: code })))
    expect(last.map(r => r.data.helpers).sort()).toEqual([2, 3])
    const mine = await call<FissionView>(a.token, 'GET', ACTIVITIES.fission.path.replace(':key', 'hearing'))
    expect(mine.data.me).toMatchObject({ rewarded: true })
    expect(mine.data.me!.helpers).toHaveLength(3)
    const rewards = await call<{ list: RedemptionView[] }>(a.token, 'GET', BALANCE.redemptions.path)
    expect(rewards.data.list).toMatchObject([{ amountFen: 500, state: 'PENDING', source: 'FISSION_REWARD' }])
    // a fourth helper earns nothing more
    const fourth = await t.signUp(newPhone(), newName('好友'))
    await call(fourth.token, 'POST', ACTIVITIES.helpFission.path, { inviteCode: code })
    expect((await call<{ list: RedemptionView[] }>(a.token, 'GET', BALANCE.redemptions.path)).data.list).toHaveLength(1)
    expect((await call(null, 'GET', ACTIVITIES.fission.path.replace(':key', 'no-such'))).code).toBe(CODES.NOT_FOUND)
  })

  it('crowdfunding: progress counts paid supporter orders only; each supporter gets a certificate', async () => {
    const before = await call<CrowdfundingView>(null, 'GET', ACTIVITIES.crowdfunding.path)
    expect(before.data).toMatchObject({ sample: true, raisedFen: 0, supporters: 0, percent: 0, targetFen: 5_000_000 })
    expect(before.data.tiers.map(x => [x.commodityAlias, x.priceFen])).toEqual([['ancestry', 29900], ['STANDARD_ANCESTRY', 49900]])
    const scene = crowdfundingScene(before.data.id)
    const unpaid = await call<OrderView>(b.token, 'POST', COMMERCE.createOrder.path, { commodityId: 'ancestry', count: 1, idempotencyKey: `cf-u-${Date.now()}`, scene, receiver: RECEIVER })
    expect(unpaid.code).toBe(0)
    const order = await call<OrderView>(b.token, 'POST', COMMERCE.createOrder.path, { commodityId: 'ancestry', count: 1, idempotencyKey: `cf-p-${Date.now()}`, scene, receiver: RECEIVER })
    const prepay = (await call<PrepayView>(b.token, 'POST', COMMERCE.pay.path.replace(':orderNo', order.data.orderNo), { payType: 'WECHAT_H5' })).data
    if (prepay.kind !== 'redirect') throw new Error('sandbox cashier expected')
    await t.app.inject({ method: 'POST', url: '/sandbox/cashier', payload: `prepayId=${new URL(prepay.url, 'http://x').searchParams.get('prepayId')}&outcome=SUCCESS`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const after = await call<CrowdfundingView>(null, 'GET', ACTIVITIES.crowdfunding.path, undefined, { id: String(before.data.id) })
    expect(after.data).toMatchObject({ raisedFen: 29900, supporters: 1, percent: 0 })
    expect(after.data.tiers[0].supporters).toBe(1)
    const certs = await call<{ list: CertificateView[] }>(b.token, 'GET', ACTIVITIES.certificates.path)
    expect(certs.data.list).toMatchObject([{ certificateNo: `CF${order.data.orderNo}`, orderNo: order.data.orderNo, amountFen: 29900, sample: true, campaign: before.data.name }])
    const one = await call<{ list: CertificateView[] }>(b.token, 'GET', ACTIVITIES.certificates.path, undefined, { certificateNo: `CF${order.data.orderNo}` })
    expect(one.data.list).toHaveLength(1)
    expect((await call<{ list: CertificateView[] }>(a.token, 'GET', ACTIVITIES.certificates.path, undefined, { certificateNo: `CF${order.data.orderNo}` })).data.list).toEqual([])
    // refunded: no longer counted, the certificate goes
    await call(b.token, 'POST', COMMERCE.refund.path.replace(':orderNo', order.data.orderNo), { reason: '不想要了' })
    // (the sandbox provider delivers its verified refund notification at once)
    const orderAfter = await call<OrderView>(b.token, 'GET', COMMERCE.order.path.replace(':orderNo', order.data.orderNo))
    expect(orderAfter.data).toMatchObject({ state: 'REFUNDED', refundedFen: 29900 })
    expect((await call<CrowdfundingView>(null, 'GET', ACTIVITIES.crowdfunding.path)).data).toMatchObject({ raisedFen: 0, supporters: 0 })
    expect((await call<{ list: CertificateView[] }>(b.token, 'GET', ACTIVITIES.certificates.path)).data.list).toEqual([])
  })

  it('the running full-reduction activity of a product, or null', async () => {
    expect((await call<{ activity: unknown }>(null, 'GET', ACTIVITIES.fullReduction.path, undefined, { commodityId: 'STANDARD_ANCESTRY' })).data.activity).toBeNull()
    const now = t.now()
    await t.app.db.insertInto('activities').values({ kind: 'FULL_REDUCTION', name: '满减（测试）', config: JSON.stringify({ steps: [{ thresholdFen: 80000, reduceFen: 5000 }] }), start_at: now - 1000, end_at: now + 3600_000 }).execute()
    const running = await call<{ activity: { name: string; steps: unknown[] } }>(null, 'GET', ACTIVITIES.fullReduction.path, undefined, { commodityId: 'STANDARD_ANCESTRY' })
    expect(running.data.activity).toMatchObject({ name: '满减（测试）', steps: [{ thresholdFen: 80000, reduceFen: 5000 }] })
    expect((await call(null, 'GET', ACTIVITIES.fullReduction.path, undefined, { commodityId: 'nope' })).code).toBe(CODES.NOT_FOUND)
  })
})
