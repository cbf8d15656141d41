/** The commerce calls through the signed HTTP API: shop → order → sandbox cashier → paid and shipped; 6200; cancel; refund; retrieve; the notify URL. */
import { CODES, PAYMENT_NOTIFY_PATH, type OrderDetail, type OrderPageInfo, type OrderView, type PrepayView, type ShopProduct } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { RECEIVER, listKits } from './helpers'
import { COMMERCE } from '@xungen/contracts/endpoints'

describe('commerce over HTTP', () => {
  let t: AccountsTestApp
  let token: string
  const kits = listKits(['GX0000000011', 'GX0000000029'])
  beforeAll(async () => {
    t = await createAccountsApp({ services: { kitSupply: kits } })
    token = (await t.signUp(newPhone(), newName('买家'))).token
  })
  afterAll(() => t.close())
  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, query?: Record<string, string>) =>
    t.signed({ method, url, body, query, headers: auth(token) }).then(res => json<T>(res))

  it('the shop lists products by commodity tag without signing in', async () => {
    const res = json<{ list: ShopProduct[] }>(await t.signed({ method: 'GET', url: COMMERCE.commodityList.path, query: { commodityTag: 'ngs-heart,ngs-tumor' } }))
    expect(res.data.list.map(p => p.alias)).toEqual(['ngs-cvd', 'ngs-tumor'])
    const detail = json<ShopProduct>(await t.signed({ method: 'GET', url: COMMERCE.commodityDetail.path.replace(':commodityId', 'STANDARD_ANCESTRY') }))
    expect(detail.data).toMatchObject({ name: '基因寻根·健康+祖源 标准版', typeCode: 'HEALTH_ANCESTRY_V3' })
  })

  it('visitor → order page → order → sandbox cashier → paid → kit shipped with a barcode', async () => {
    const info = await call<OrderPageInfo>('GET', COMMERCE.orderPageInfo.path, undefined, { commodityId: 'STANDARD_ANCESTRY', count: '2' })
    expect(info.data).toMatchObject({ unitPriceFen: 44900, payableFen: 89800, lastReceiver: null })
    const idempotencyKey = `k-${Date.now()}-journey`
    const created = await call<OrderView>('POST', COMMERCE.createOrder.path, { commodityId: 'STANDARD_ANCESTRY', count: 2, idempotencyKey, receiver: RECEIVER })
    expect(created.code).toBe(0)
    const repeat = await call<{ orderNo: string }>('POST', COMMERCE.createOrder.path, { commodityId: 'STANDARD_ANCESTRY', count: 2, idempotencyKey, receiver: RECEIVER })
    expect(repeat).toMatchObject({ code: CODES.ORDER_REPEAT_SUBMIT, data: { orderNo: created.data.orderNo } })
    const orderNo = created.data.orderNo
    const prepay = await call<PrepayView>('POST', COMMERCE.pay.path.replace(':orderNo', orderNo), { payType: 'WECHAT_H5' })
    if (prepay.data.kind !== 'redirect') throw new Error('the sandbox answers with its cashier page')
    const cashier = await t.app.inject({ method: 'GET', url: prepay.data.url })
    expect(cashier.statusCode).toBe(200)
    expect(cashier.body).toContain('¥898.00')
    const prepayId = new URL(prepay.data.url, 'http://x').searchParams.get('prepayId')!
    const confirm = await t.app.inject({ method: 'POST', url: '/sandbox/cashier', payload: `prepayId=${prepayId}&outcome=SUCCESS`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(confirm.statusCode).toBe(303)
    expect(confirm.headers.location).toBe(`/buy/order-success?orderNo=${orderNo}&payResult=ok`)
    const status = await call<{ paid: boolean }>('GET', COMMERCE.payStatus.path, undefined, { orderNo })
    expect(status.data.paid).toBe(true)
    const detail = await call<OrderDetail>('GET', COMMERCE.order.path.replace(':orderNo', orderNo))
    expect(detail.data).toMatchObject({ state: 'SHIPPED', kitBarcode: 'GX0000000011', shipment: { state: 'BOOKED', barcode: 'GX0000000011' } })
    const last = await call<typeof RECEIVER>('GET', COMMERCE.lastReceiver.path)
    expect(last.data).toEqual(RECEIVER)
  })

  it('cancels an unpaid order through a status update; the list shows newest first', async () => {
    const created = await call<OrderView>('POST', COMMERCE.createOrder.path, { commodityId: 'standard-reuse', count: 1, idempotencyKey: `k-${Date.now()}-cancel` })
    const cancelled = await call<OrderView>('PUT', COMMERCE.orderStatus.path.replace(':orderNo', created.data.orderNo), { status: 'CANCELLED' })
    expect(cancelled.data.state).toBe('CANCELLED')
    const list = await call<{ list: OrderView[]; total: number }>('GET', COMMERCE.orders.path, undefined, { page: '1', size: '10' })
    expect(list.data.list.map(o => o.state)).toEqual(['CANCELLED', 'SHIPPED'])
  })

  it('refuses unsigned or forged notifications at the notify URL', async () => {
    const res = await t.app.inject({ method: 'POST', url: PAYMENT_NOTIFY_PATH.replace(':provider', 'sandbox'), headers: { 'content-type': 'application/json' }, payload: '{"id":"x"}' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'FAIL' })
  })

  it('needs a signed-in user for orders and checks the body', async () => {
    const anonymous = json(await t.signed({ method: 'POST', url: COMMERCE.createOrder.path, body: { commodityId: 'hp', count: 1, idempotencyKey: 'abcdefgh1' } }))
    expect(anonymous.code).toBe(CODES.SESSION_INVALID)
    const bad = await call('POST', COMMERCE.createOrder.path, { commodityId: 'hp', count: 0, idempotencyKey: 'abcdefgh2' })
    expect(bad.code).toBe(CODES.ARG_ERROR)
  })

  it('retrieves orders by the receiver phone with an SMS code', async () => {
    const phone = newPhone()
    await call('POST', COMMERCE.createOrder.path, { commodityId: 'hp', count: 1, idempotencyKey: `k-${Date.now()}-retrieve`, receiver: { ...RECEIVER, mobile: phone } })
    const authCode = await t.sendCode(phone)
    const found = json<{ list: OrderView[] }>(await t.signed({ method: 'POST', url: COMMERCE.retrieve.path, body: { phone, nationCode: '86', authCode } }))
    expect(found.data.list.map(o => o.productName)).toEqual(['幽门螺杆菌检测'])
    const again = json(await t.signed({ method: 'POST', url: COMMERCE.retrieve.path, body: { phone, nationCode: '86', authCode } }))
    expect(again.code).toBe(CODES.ARG_ERROR)
  })

  it('redeems a coupon code and shows it on the order page', async () => {
    const added = await call<{ id: number }>('POST', COMMERCE.addCoupon.path, { code: 'XUNGEN50' })
    expect(added.code).toBe(0)
    const info = await call<OrderPageInfo>('GET', COMMERCE.orderPageInfo.path, undefined, { commodityId: 'ancestry', count: '1' })
    expect(info.data.recommendedCouponId).toBe(added.data.id)
    const withCoupon = await call<OrderPageInfo>('GET', COMMERCE.orderPageInfo.path, undefined, { commodityId: 'ancestry', count: '1', couponId: String(added.data.id) })
    expect(withCoupon.data.payableFen).toBe(24900)
  })
})
