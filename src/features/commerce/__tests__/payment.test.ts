import type { DeviceContext } from '@xungen/contracts'
import { completePayment, idempotencyKeyOf, payResultOf, payTypesFor } from '../payment'

const device = (kind: DeviceContext['kind'], isMobile: boolean): DeviceContext => ({ kind, isMobile, os: 'ios', app: null })

describe('paying for an order', () => {
  it('maps WeChat raw results to spec 4: ok, cancel, fail with the raw text', () => {
    expect(payResultOf('requestPayment:ok')).toEqual({ status: 'success' })
    expect(payResultOf('get_brand_wcpay_request:ok')).toEqual({ status: 'success' })
    expect(payResultOf('requestPayment:fail cancel')).toEqual({ status: 'cancelled' })
    expect(payResultOf('get_brand_wcpay_request:cancel')).toEqual({ status: 'cancelled' })
    expect(payResultOf('requestPayment:fail 余额不足')).toEqual({ status: 'failure', raw: 'requestPayment:fail 余额不足' })
  })

  it('chooses JSAPI inside WeChat, H5 or Alipay on other phones, a QR code on computers, PayPal outside WeChat', () => {
    expect(payTypesFor(device('miniprogram', true))).toEqual(['WECHAT_JSAPI'])
    expect(payTypesFor(device('wechat', true))).toEqual(['WECHAT_JSAPI'])
    expect(payTypesFor(device('mobile', true))).toEqual(['WECHAT_H5', 'ALIPAY_WAP', 'PAYPAL'])
    expect(payTypesFor(device('pc', false))).toEqual(['WECHAT_NATIVE', 'ALIPAY_WAP', 'PAYPAL'])
  })

  it('passes the signed JSAPI parameters to requestPayment unchanged and opens provider pages', async () => {
    const params = { appId: 'wx1', timeStamp: '1764043200', nonceStr: 'abc', package: 'prepay_id=wx2', signType: 'RSA', paySign: 'c2ln' }
    const seen: unknown[] = []
    const platform = { requestWechatPayment: async (p: typeof params) => (seen.push(p), 'requestPayment:fail cancel'), openPaymentPage: (url: string) => void seen.push(url) }
    expect(await completePayment({ kind: 'jsapi', params }, platform)).toEqual({ kind: 'result', result: { status: 'cancelled' } })
    expect(await completePayment({ kind: 'redirect', url: '/sandbox/cashier?prepayId=wx3' }, platform)).toEqual({ kind: 'left' })
    expect(seen).toEqual([params, '/sandbox/cashier?prepayId=wx3'])
  })

  it('makes a 32-character key from 16 random bytes', () => {
    expect(idempotencyKeyOf(Uint8Array.from({ length: 16 }, (_, i) => i * 17))).toBe('00112233445566778899aabbccddeeff')
  })
})

describe('coupon texts', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { couponRuleText } = require('../coupons') as typeof import('../coupons')
  it('say the threshold and what comes off in yuan', () => {
    expect(couponRuleText({ rule: { kind: 'AMOUNT_OFF', amountFen: 5000, thresholdFen: 29900 } })).toBe('满 299.00 元减 50.00 元')
    expect(couponRuleText({ rule: { kind: 'PERCENT_OFF', percent: 10, capFen: 10000, thresholdFen: 0 } })).toBe('无门槛享 9 折，最多减 100.00 元')
  })
})
