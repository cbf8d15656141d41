/**
 * WeChat's virtual-payment rule (mini-program operation rules): inside the mini-program on iOS,
 * digital goods (a report upgrade, the speed package) are not paid for; kits (physical goods) are.
 * The server refuses such a payment with 6210 whatever the client shows: it knows the mini-program
 * from WeChat's Referer (servicewechat.com) or the client-type header, and iOS from the user agent
 * or the app-os header.
 */
import { CODES, CODE_MESSAGES } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, type KitApp } from '../kit/helpers'
import { RECEIVER } from './helpers'

jest.setTimeout(120_000)

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

let keys = 0
const key = () => `ios-rule-${Date.now()}-${++keys}`

const IPHONE_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN'
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'
const REFERER = 'https://servicewechat.com/wx1234567890abcdef/12/page-frame.html'

const CLIENTS = {
  /** what WeChat sends from the mini-program on an iPhone */
  iosMiniProgram: { 'user-agent': IPHONE_WECHAT, referer: REFERER },
  /** the mini-program's own headers, without WeChat's (the harnesses, an older client) */
  iosMiniProgramHeaders: { 'client-type': 'MINIPROGRAM', 'app-os': 'ios' },
  androidMiniProgram: { 'user-agent': ANDROID_WECHAT, referer: REFERER },
  /** the website in WeChat's browser on an iPhone: not the mini-program */
  iosWechatBrowser: { 'user-agent': IPHONE_WECHAT }
}

const post = (url: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.signed({ method: 'POST', url, body, headers: { ...auth(token), ...headers } }).then(r => json<any>(r))
const pay = (token: string, orderNo: string, headers: Record<string, string>) =>
  post(COMMERCE.pay.path.replace(':orderNo', orderNo), token, { payType: 'WECHAT_JSAPI', openid: 'oSandboxOpenid000000000000001' }, headers)

async function speedOrder() {
  const user = await t.user()
  const [barcode] = await t.produce('standard')
  await t.bind(user.token, barcode)
  await t.lab('receive', barcode)
  const order = await post(COMMERCE.createSpeedOrder.path, user.token, { barcode, idempotencyKey: key() })
  expect(order.code).toBe(0)
  return { token: user.token, orderNo: order.data.orderNo as string }
}

describe('digital goods inside the mini-program on iOS', () => {
  it('a speed package is refused with 6210 and its Chinese message, from WeChat\'s headers or the client\'s own', async () => {
    const { token, orderNo } = await speedOrder()
    for (const headers of [CLIENTS.iosMiniProgram, CLIENTS.iosMiniProgramHeaders]) {
      const r = await pay(token, orderNo, headers)
      expect(r.code).toBe(CODES.VIRTUAL_PAYMENT_UNSUPPORTED)
      expect(r.code).toBe(6210)
      expect(r.message).toBe(CODE_MESSAGES[CODES.VIRTUAL_PAYMENT_UNSUPPORTED])
      expect(r.message).toMatch(/iOS/)
    }
    // the refused attempt did not touch the order: it can still be paid elsewhere
    const order = await t.app.db.selectFrom('orders').select(['state', 'pay_type']).where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    expect(order).toEqual({ state: 'PENDING_PAYMENT', pay_type: null })
  })

  it('the same speed package is paid from the mini-program on Android and from WeChat\'s browser on an iPhone', async () => {
    const a = await speedOrder()
    const android = await pay(a.token, a.orderNo, CLIENTS.androidMiniProgram)
    expect(android.code).toBe(0)
    expect(android.data.kind).toBe('jsapi')
    const b = await speedOrder()
    expect((await pay(b.token, b.orderNo, CLIENTS.iosWechatBrowser)).code).toBe(0)
  })

  it('a kit (physical goods) is paid from the mini-program on iOS', async () => {
    const user = await t.user()
    const created = await post(COMMERCE.createOrder.path, user.token, { commodityId: 'STANDARD_ANCESTRY', count: 1, idempotencyKey: key(), receiver: RECEIVER }, CLIENTS.iosMiniProgram)
    expect(created.code).toBe(0)
    const r = await pay(user.token, created.data.orderNo, CLIENTS.iosMiniProgram)
    expect(r.code).toBe(0)
    expect(r.data.kind).toBe('jsapi')
  })
})
