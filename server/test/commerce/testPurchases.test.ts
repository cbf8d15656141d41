/**
 * Staff test purchases (/buy/product-test): an operator buys a product on sale for 0.01 yuan
 * through the real payment flow; the order never ships a kit, its money stays out of the sales
 * account, no coupon or invoice applies, it can be refunded. Anyone without the role: 404.
 */
import { CODES, type OrderDetail, type OrderView, type PrepayView } from '@xungen/contracts'
import { COMMERCE, INVOICES } from '@xungen/contracts/endpoints'
import { LEDGER_ACCOUNTS } from '../../src/domains/commerce'
import { LabService } from '../../src/domains/lab/service'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'
import { RECEIVER, listKits } from './helpers'

jest.setTimeout(60_000)

let t: AccountsTestApp
let operator: { token: string; userId: number }
let plain: { token: string; userId: number }
const kits = listKits(['GX0000000136', 'GX0000000144'])
beforeAll(async () => {
  t = await createAccountsApp({ services: { kitSupply: kits } })
  operator = await t.signUp(newPhone(), newName('运营'))
  plain = await t.signUp(newPhone(), newName())
  await new LabService(t.app.db, t.app.storage, t.now).grantRole(operator.userId, 'operator')
})
afterAll(() => t.close())

let keys = 0
const key = () => `test-purchase-${Date.now()}-${++keys}`
const call = <T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => t.signed({ method, url, body, headers: auth(token) }).then(r => json<T>(r))
const productId = async (alias: string) => (await t.app.db.selectFrom('products').select('id').where('alias', '=', alias).executeTakeFirstOrThrow()).id
const sales = () => t.app.commerce.ledger.balance(t.app.db, LEDGER_ACCOUNTS.sales)
const testRevenue = () => t.app.commerce.ledger.balance(t.app.db, LEDGER_ACCOUNTS.testPurchases)

async function pay(token: string, orderNo: string) {
  const prepay = await call<PrepayView>(token, 'POST', COMMERCE.pay.path.replace(':orderNo', orderNo), { payType: 'WECHAT_H5' })
  if (prepay.data.kind !== 'redirect') throw new Error('sandbox cashier expected')
  const prepayId = new URL(prepay.data.url, 'http://x').searchParams.get('prepayId')!
  const cashier = await t.app.inject({ method: 'GET', url: prepay.data.url })
  expect(cashier.body).toContain('¥0.01')
  await t.app.inject({ method: 'POST', url: '/sandbox/cashier', payload: `prepayId=${prepayId}&outcome=SUCCESS`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
}

it('is refused (404) to an account without the operator role, and the shop cannot fake it with a scene', async () => {
  const res = await call(plain.token, 'POST', COMMERCE.opsTestPurchase.path, { commodityId: await productId('STANDARD_ANCESTRY'), idempotencyKey: key() })
  expect(res.code).toBe(404)
  const faked = await call(plain.token, 'POST', COMMERCE.createOrder.path, { commodityId: 'STANDARD_ANCESTRY', count: 1, idempotencyKey: key(), scene: 'TEST_PURCHASE', receiver: RECEIVER })
  expect(faked.code).toBe(CODES.ARG_ERROR)
  expect(await t.app.db.selectFrom('orders').select('id').where('user_id', '=', plain.userId).execute()).toEqual([])
})

it('charges 0.01 yuan through the real cashier; the kit never ships, sales are untouched, no invoice; refundable', async () => {
  const salesBefore = await sales()
  const created = await call<OrderView>(operator.token, 'POST', COMMERCE.opsTestPurchase.path, { commodityId: await productId('STANDARD_ANCESTRY'), idempotencyKey: key() })
  expect(created.code).toBe(0)
  expect(created.data).toMatchObject({ testOrder: true, count: 1, unitPriceFen: 1, payableFen: 1, sampled: true, receiver: null, state: 'PENDING_PAYMENT' })
  await pay(operator.token, created.data.orderNo)
  // the periodic retry of fulfilment does not pick it up either
  await t.app.commerce.orders.fulfilDue()
  const detail = await call<OrderDetail>(operator.token, 'GET', COMMERCE.order.path.replace(':orderNo', created.data.orderNo))
  expect(detail.data).toMatchObject({ state: 'PAID', testOrder: true, kitBarcode: null, shipment: null })
  expect(kits.assigned).toEqual([])
  expect(await sales()).toBe(salesBefore)
  expect(await testRevenue()).toBe(-1)
  const invoice = await call(operator.token, 'POST', INVOICES.requestInvoice.path, { orderNo: created.data.orderNo, type: 1, email: 'ops@example.com', info: { companyName: '示例科技有限公司', taxpayerCode: '91350100m000100y43', registerAddress: '福州市鼓楼区示例路 1 号', registerNumber: '0591-12345678', registerBank: '示例银行福州分行', bankAccount: '6222 0000 1111' } })
  expect(invoice).toMatchObject({ code: CODES.ARG_ERROR, message: '试购订单不开具发票' })
  const refunded = await call<OrderView>(operator.token, 'POST', COMMERCE.refund.path.replace(':orderNo', created.data.orderNo), { reason: '收银台测试完成' })
  // the sandbox provider's refund notification settles it at once; the money leaves the test account, not sales
  expect(refunded.data).toMatchObject({ state: 'REFUNDED', refundedFen: 1 })
  expect(await testRevenue()).toBe(0)
  expect(await sales()).toBe(salesBefore)
})

it('refuses an offline product, an upgrade that needs a detection, and a repeated key (6200)', async () => {
  const yfull = await productId('yfull')
  await t.app.db.updateTable('products').set({ is_online: 0 }).where('id', '=', yfull).execute()
  expect((await call(operator.token, 'POST', COMMERCE.opsTestPurchase.path, { commodityId: yfull, idempotencyKey: key() })).code).toBe(404)
  await t.app.db.updateTable('products').set({ is_online: 1 }).where('id', '=', yfull).execute()
  expect((await call(operator.token, 'POST', COMMERCE.opsTestPurchase.path, { commodityId: await productId('speed-package'), idempotencyKey: key() })).code).toBe(CODES.ARG_ERROR)
  const body = { commodityId: await productId('hp'), idempotencyKey: key() }
  const first = await call<OrderView>(operator.token, 'POST', COMMERCE.opsTestPurchase.path, body)
  expect(first.code).toBe(0)
  expect(await call(operator.token, 'POST', COMMERCE.opsTestPurchase.path, body)).toMatchObject({ code: CODES.ORDER_REPEAT_SUBMIT, data: { orderNo: first.data.orderNo } })
})
