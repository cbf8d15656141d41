/**
 * /buy/product-test and /buy/popopet-success against the real server: the test purchase asks a
 * visitor to sign in with a staff account and refuses an account without the operator role;
 * the partner order's success page shows the server's summary of a channel order paid through
 * the sandbox cashier.
 */
import http from 'http'
import { startSession } from '@/features/account/store/session'
import { ACCOUNTS, COMMERCE } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import ProductTestPage from '@/subpackages/buy/product-test'
import PopopetSuccessPage from '@/subpackages/buy/popopet-success'
import { newPhone, useRealServer } from '../helpers/realServer'
import { notSee, see, testUtils, visit } from '../helpers/page'

const server = useRealServer()

async function signedIn() {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  const authCode = await server().code(phone, 'login')
  const session = await call(ACCOUNTS.signup, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `试购${phone.slice(-4)}`, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } })
  await startSession(session)
}

function confirmSandbox(prepayUrl: string): Promise<number> {
  const prepayId = new URL(prepayUrl, 'http://x').searchParams.get('prepayId')!
  const body = `prepayId=${prepayId}&outcome=SUCCESS`
  return new Promise((resolve, reject) => {
    const req = http.request(`${server().url}/sandbox/cashier`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) } }, res => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end(body)
  })
}

beforeEach(() => {
  useSession.getState().signOut()
  document.body.innerHTML = ''
})

it('the test purchase asks a visitor to sign in with a staff account', async () => {
  visit('/buy/product-test')
  await testUtils.mount(ProductTestPage, {})
  await see('商品试购', '仅供运营人员测试收银台使用', '登录')
})

it('the test purchase refuses an account without the operator role', async () => {
  await signedIn()
  visit('/buy/product-test')
  await testUtils.mount(ProductTestPage, {})
  await see('商品试购', '当前账号没有运营权限，不能使用商品试购')
  await notSee('选择在售商品')
})

it("the partner order's success page shows the server's summary of a paid channel order", async () => {
  await signedIn()
  const offer = await call(COMMERCE.channelCommodities, { query: { channel: 'DEMO-CLINIC' } })
  const item = offer.list[1]
  const order = await call(COMMERCE.createChannelOrder, {
    body: { channelCode: 'DEMO-CLINIC', commodityId: item.productId, count: 1, idempotencyKey: `popopet-${Date.now()}`, receiver: { name: '王小明', mobile: '13800138000', nationCode: '86', address: '北京市东城区东华门大街 1 号' } }
  })
  const prepay = await call(COMMERCE.pay, { params: { orderNo: order.orderNo }, body: { payType: 'WECHAT_H5' } })
  if (prepay.kind !== 'redirect') throw new Error('the sandbox answers with its cashier page')
  expect(await confirmSandbox(prepay.url)).toBe(303)
  visit(`/buy/popopet-success?orderNo=${order.orderNo}`)
  await testUtils.mount(PopopetSuccessPage, {})
  await see('支付成功', item.name, order.orderNo, '¥249.00', '查看订单')
})

it('the partner order success page without an order number says so', async () => {
  await signedIn()
  visit('/buy/popopet-success')
  await testUtils.mount(PopopetSuccessPage, {})
  await see('缺少订单号')
})
