/**
 * Partner channels (/buy/distribution; spec 7.3 "distribution commodities and sku price"): the
 * channel's price is the server's, unknown / offline / expired channels are refused with 404 or
 * 2200, the per-account limit holds even for parallel orders, the order pays through the sandbox.
 * Runs on SQLite, and on PostgreSQL with XUNGEN_TEST_DB=postgres.
 */
import { CODES, type OrderDetail, type OrderView, type PrepayView } from '@xungen/contracts'
import { COMMERCE, type ChannelOffer } from '@xungen/contracts/endpoints'
import { CHANNEL_MESSAGES, DEMO_CHANNEL_CODE } from '../../src/domains/commerce'
import { json } from '../helpers/app'
import { LabService } from '../../src/domains/lab/service'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { RECEIVER, listKits } from './helpers'

jest.setTimeout(60_000)

describe('partner channels', () => {
  let t: AccountsTestApp
  const kits = listKits(['GX0000000102', 'GX0000000110', 'GX0000000128'])
  beforeAll(async () => {
    t = await createAccountsApp({ services: { kitSupply: kits } })
  })
  afterAll(() => t.close())
  const buyer = async () => (await t.signUp(newPhone(), newName('渠道'))).token
  const call = <T>(token: string | null, method: 'GET' | 'POST', url: string, body?: unknown, query?: Record<string, string>) =>
    t.signed({ method, url, body, query, headers: token ? auth(token) : {} }).then(res => json<T>(res))
  const offer = (token: string | null, channel = DEMO_CHANNEL_CODE) => call<ChannelOffer>(token, 'GET', COMMERCE.channelCommodities.path, undefined, { channel })
  let keys = 0
  const order = (token: string, body: Record<string, unknown>) =>
    call<OrderView>(token, 'POST', COMMERCE.createChannelOrder.path, { channelCode: DEMO_CHANNEL_CODE, count: 1, idempotencyKey: `channel-${Date.now()}-${++keys}`, receiver: RECEIVER, ...body })
  const productId = async (alias: string) => (await t.app.db.selectFrom('products').select('id').where('alias', '=', alias).executeTakeFirstOrThrow()).id

  it("lists the demo channel's products at the channel's price, with its period and limit", async () => {
    const res = await offer(null)
    expect(res.code).toBe(0)
    expect(res.data.channel).toMatchObject({ code: DEMO_CHANNEL_CODE, perAccountLimit: 2 })
    expect(res.data.channel.name).toContain('示例')
    expect(res.data.channel.endsAt).toBeGreaterThan(t.now())
    expect(res.data.list.map(i => [i.name, i.shopPriceFen, i.channelPriceFen])).toEqual([
      ['基因寻根·健康+祖源 标准版', 49900, 39900],
      ['基因寻根·祖源版', 29900, 24900]
    ])
    expect(res.data.boughtCount).toBeNull()
  })

  it("charges the channel's price (never the client's), without the shop's activity, and pays through the sandbox", async () => {
    const token = await buyer()
    const created = await order(token, { commodityId: await productId('STANDARD_ANCESTRY'), count: 2, unitPriceFen: 1, payableFen: 1 })
    expect(created.code).toBe(0)
    expect(created.data).toMatchObject({ unitPriceFen: 39900, goodsFen: 79800, activityDiscountFen: 0, couponDiscountFen: 0, payableFen: 79800, state: 'PENDING_PAYMENT' })
    const prepay = await call<PrepayView>(token, 'POST', COMMERCE.pay.path.replace(':orderNo', created.data.orderNo), { payType: 'WECHAT_H5' })
    if (prepay.data.kind !== 'redirect') throw new Error('the sandbox answers with its cashier page')
    const prepayId = new URL(prepay.data.url, 'http://x').searchParams.get('prepayId')!
    const confirm = await t.app.inject({ method: 'POST', url: '/sandbox/cashier', payload: `prepayId=${prepayId}&outcome=SUCCESS`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(confirm.statusCode).toBe(303)
    const detail = await call<OrderDetail>(token, 'GET', COMMERCE.order.path.replace(':orderNo', created.data.orderNo))
    expect(detail.data).toMatchObject({ state: 'SHIPPED', payableFen: 79800 })
    expect((await offer(token)).data.boughtCount).toBe(2)
    // the same key again: 6200 with the first order's number
    const body = { commodityId: await productId('STANDARD_ANCESTRY'), count: 1, idempotencyKey: `channel-repeat-${Date.now()}`, receiver: RECEIVER, channelCode: DEMO_CHANNEL_CODE }
    const token2 = await buyer()
    const first = await call<OrderView>(token2, 'POST', COMMERCE.createChannelOrder.path, body)
    const again = await call<{ orderNo: string }>(token2, 'POST', COMMERCE.createChannelOrder.path, body)
    expect(again).toMatchObject({ code: CODES.ORDER_REPEAT_SUBMIT, data: { orderNo: first.data.orderNo } })
  })

  it('refuses a product outside the channel, and a channel scene smuggled into a shop order', async () => {
    const token = await buyer()
    const outside = await order(token, { commodityId: await productId('yfull') })
    expect(outside).toMatchObject({ code: CODES.ARG_ERROR, message: CHANNEL_MESSAGES.notInChannel })
    const smuggled = await call(token, 'POST', COMMERCE.createOrder.path, { commodityId: 'STANDARD_ANCESTRY', count: 1, idempotencyKey: `smuggle-${Date.now()}`, scene: `channel:${DEMO_CHANNEL_CODE}`, receiver: RECEIVER })
    expect(smuggled.code).toBe(CODES.ARG_ERROR)
  })

  it('refuses an unknown channel (404) and an offline, not yet started or ended one (2200), with a Chinese message', async () => {
    expect(await offer(null, 'NO-SUCH')).toMatchObject({ code: CODES.NOT_FOUND, message: CHANNEL_MESSAGES.unknown })
    const token = await buyer()
    const id = await productId('ancestry')
    const now = t.now()
    await t.app.db.insertInto('sales_channels').values([
      { code: 'T-OFF', name: '测试下线', intro: '', starts_at: now - 1000, ends_at: now + 86_400_000, per_account_limit: 5, is_online: 0, updated_at: now },
      { code: 'T-LATER', name: '测试未开始', intro: '', starts_at: now + 86_400_000, ends_at: now + 2 * 86_400_000, per_account_limit: 5, is_online: 1, updated_at: now },
      { code: 'T-ENDED', name: '测试已结束', intro: '', starts_at: now - 2 * 86_400_000, ends_at: now - 1, per_account_limit: 5, is_online: 1, updated_at: now }
    ]).execute()
    for (const [code, message] of [['T-OFF', CHANNEL_MESSAGES.offline], ['T-LATER', CHANNEL_MESSAGES.notStarted], ['T-ENDED', CHANNEL_MESSAGES.ended]] as const) {
      expect(await offer(null, code)).toMatchObject({ code: CODES.NOT_PUBLISHED, message })
      expect(await order(token, { channelCode: code, commodityId: id })).toMatchObject({ code: CODES.NOT_PUBLISHED, message })
    }
    expect(await order(token, { channelCode: 'NO-SUCH', commodityId: id })).toMatchObject({ code: CODES.NOT_FOUND })
    expect(await t.app.db.selectFrom('orders').select('id').where('scene', 'like', 'channel:T-%').execute()).toEqual([])
  })

  it('holds the per-account limit under parallel orders; a cancelled order frees its units', async () => {
    const token = await buyer()
    const id = await productId('ancestry')
    const results = await Promise.all(Array.from({ length: 6 }, () => order(token, { commodityId: id, count: 1 })))
    const ok = results.filter(r => r.code === 0)
    expect(ok).toHaveLength(2)
    for (const r of results.filter(r => r.code !== 0)) expect(r).toMatchObject({ code: CODES.ARG_ERROR, message: CHANNEL_MESSAGES.overLimit(2, 2) })
    expect((await offer(token)).data.boughtCount).toBe(2)
    // cancelling one gives one unit back
    const cancelled = await call<OrderView>(token, 'PUT' as 'POST', COMMERCE.orderStatus.path.replace(':orderNo', ok[0].data.orderNo), { status: 'CANCELLED' })
    expect(cancelled.data.state).toBe('CANCELLED')
    expect((await order(token, { commodityId: id, count: 2 })).code).toBe(CODES.ARG_ERROR)
    expect((await order(token, { commodityId: id, count: 1 })).code).toBe(0)
    // another account has its own limit
    expect((await order(await buyer(), { commodityId: id, count: 2 })).code).toBe(0)
  })

  it('staff with the operator role list, create and change channels; everyone else: 404; a stale edit is refused', async () => {
    const plain = await buyer()
    const op = await t.signUp(newPhone(), newName('运营'))
    await new LabService(t.app.db, t.app.storage, t.now).grantRole(op.userId, 'operator')
    const put = (token: string, code: string, body: unknown) => t.signed({ method: 'PUT', url: COMMERCE.opsSaveChannel.path.replace(':code', code), body, headers: auth(token) }).then(r => json<any>(r))
    expect((await call(plain, 'GET', COMMERCE.opsChannels.path)).code).toBe(404)
    const listed = await call<any>(op.token, 'GET', COMMERCE.opsChannels.path)
    expect(listed.data.list.find((c: { code: string }) => c.code === DEMO_CHANNEL_CODE).items.map((i: { priceFen: number }) => i.priceFen)).toEqual([39900, 24900])
    const hp = await productId('hp')
    const now = t.now()
    const body = { name: '某公司员工福利', intro: '员工专享', startsAt: now - 1000, endsAt: now + 86_400_000, perAccountLimit: 1, isOnline: true, items: [{ productId: hp, priceFen: 5900 }], expectedUpdatedAt: null }
    expect((await put(plain, 'CO-BENEFIT', body)).code).toBe(404)
    expect((await put(op.token, 'CO-BENEFIT', { ...body, endsAt: now - 2000 })).code).toBe(CODES.ARG_ERROR)
    expect((await put(op.token, 'CO-BENEFIT', { ...body, items: [{ productId: await productId('speed-package'), priceFen: 100 }] })).code).toBe(CODES.ARG_ERROR)
    const created = await put(op.token, 'CO-BENEFIT', body)
    expect(created.data).toMatchObject({ code: 'CO-BENEFIT', perAccountLimit: 1, items: [{ productId: hp, priceFen: 5900, shopPriceFen: 9900 }] })
    expect((await put(op.token, 'CO-BENEFIT', body)).code).toBe(CODES.ARG_ERROR) // the code exists
    const token = await buyer()
    expect((await order(token, { channelCode: 'CO-BENEFIT', commodityId: hp })).data.payableFen).toBe(5900)
    // a price change applies to the next order; an editor holding the old version is refused
    const changed = await put(op.token, 'CO-BENEFIT', { ...body, perAccountLimit: 3, items: [{ productId: hp, priceFen: 4900 }], expectedUpdatedAt: created.data.updatedAt })
    expect(changed.code).toBe(0)
    expect((await put(op.token, 'CO-BENEFIT', { ...body, expectedUpdatedAt: created.data.updatedAt })).code).toBe(CODES.ARG_ERROR)
    expect((await order(token, { channelCode: 'CO-BENEFIT', commodityId: hp })).data.payableFen).toBe(4900)
    expect((await put(op.token, 'NO-SUCH', { ...body, expectedUpdatedAt: 1 })).code).toBe(404)
  })
})
