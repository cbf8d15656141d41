/**
 * The WeChat Pay v3 adapter against a stand-in for api.mch.weixin.qq.com that checks what the
 * real one checks (the merchant's Authorization signature over method, path, time, nonce, body)
 * and signs its answers with the platform key, which the adapter must verify.
 */
import { generateKeyPairSync, randomBytes } from 'crypto'
import { WechatPayProvider, type Fetch } from '../../src/domains/commerce/payments/wechatPay'
import { paymentSettings } from '../../src/domains/commerce/config'
import { encryptResource, signLines, signNotification, verifyLines } from '../../src/domains/commerce/payments/wechatV3'

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const apiV3Key = randomBytes(16).toString('hex')
const NOW = Date.UTC(2026, 10, 25, 4)

function fakeWechat(answer: (path: string, body: any) => object, seen: Array<{ path: string; body: any; authOk: boolean }>, signAnswers = true): Fetch {
  return async (url, init) => {
    const u = new URL(url)
    const m = /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"$/.exec(init.headers.Authorization)
    const authOk = !!m && m[1] === '1900000109' && m[5] === 'MERCHANTSERIAL' && verifyLines(merchant.publicKey, [init.method, u.pathname + u.search, m[4], m[2], init.body ?? ''], m[3])
    const body = init.body ? JSON.parse(init.body) : null
    seen.push({ path: u.pathname, body, authOk })
    const text = JSON.stringify(authOk ? answer(u.pathname, body) : { code: 'SIGN_ERROR', message: '签名错误' })
    const ts = String(Math.floor(NOW / 1000))
    const nonce = 'n0nce'
    const headers: Record<string, string> = signAnswers ? { 'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-serial': 'PLATFORMSERIAL', 'wechatpay-signature': signLines(platform.privateKey, [ts, nonce, text]) } : {}
    return { status: authOk ? 200 : 401, headers: { get: (n: string) => headers[n.toLowerCase()] ?? null }, text: async () => text }
  }
}

const config = {
  mchId: '1900000109',
  appId: 'wx8888888888888888',
  merchantSerial: 'MERCHANTSERIAL',
  merchantPrivateKeyPem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  platformSerial: 'PLATFORMSERIAL',
  platformPublicKeyPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  apiV3Key,
  notifyOrigin: 'https://pay.xungen.example'
}

describe('WeChat Pay v3 adapter', () => {
  it('signs the JSAPI prepay request, verifies the signed answer and signs the requestPayment parameters', async () => {
    const seen: Array<{ path: string; body: any; authOk: boolean }> = []
    const wx = new WechatPayProvider(config, fakeWechat(() => ({ prepay_id: 'wx201410272009395522657a690389285100' }), seen))
    const r = await wx.prepay({ orderNo: '20261125123456789012', amountFen: 49900, description: '健康+祖源 标准版', payType: 'WECHAT_JSAPI', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }, NOW)
    expect(seen).toEqual([
      {
        path: '/v3/pay/transactions/jsapi',
        authOk: true,
        body: {
          appid: config.appId,
          mchid: config.mchId,
          description: '健康+祖源 标准版',
          out_trade_no: '20261125123456789012',
          notify_url: 'https://pay.xungen.example/pay/notify/wechat',
          amount: { total: 49900, currency: 'CNY' },
          payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }
        }
      }
    ])
    if (r.kind !== 'jsapi') throw new Error('jsapi expected')
    expect(r.params.package).toBe('prepay_id=wx201410272009395522657a690389285100')
    expect(verifyLines(merchant.publicKey, [r.params.appId, r.params.timeStamp, r.params.nonceStr, r.params.package], r.params.paySign)).toBe(true)
  })

  it('refuses an answer that the platform did not sign', async () => {
    const wx = new WechatPayProvider(config, fakeWechat(() => ({ code_url: 'weixin://wxpay/bizpayurl?pr=x' }), [], false))
    await expect(wx.prepay({ orderNo: '20261125123456789012', amountFen: 100, description: 'x', payType: 'WECHAT_NATIVE' }, NOW)).rejects.toThrow(/not signed/)
  })

  it('verifies and decrypts a notification the platform signed; refuses one signed by anyone else', () => {
    const wx = new WechatPayProvider(config, fakeWechat(() => ({}), []))
    const resource = { mchid: config.mchId, out_trade_no: '20261125123456789012', transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total: 49900 } }
    const body = JSON.stringify({ id: 'EV-1', event_type: 'TRANSACTION.SUCCESS', resource: encryptResource(Buffer.from(apiV3Key), JSON.stringify(resource), 'transaction', 'transaction') })
    const headers = signNotification(platform.privateKey, 'PLATFORMSERIAL', body, NOW)
    expect(wx.verifyNotification(headers, body, NOW)).toEqual({
      ok: true,
      notification: { notificationId: 'EV-1', kind: 'PAY', orderNo: '20261125123456789012', transactionId: '4200000001', amountFen: 49900, success: true }
    })
    const forged = signNotification(merchant.privateKey, 'PLATFORMSERIAL', body, NOW)
    expect(wx.verifyNotification(forged, body, NOW)).toEqual({ ok: false, reason: 'signature' })
  })

  it('is required in production: the sandbox is refused there, and wechat needs every setting', () => {
    expect(paymentSettings({})).toEqual({ provider: 'sandbox' })
    expect(() => paymentSettings({ NODE_ENV: 'production' })).toThrow(/not allowed in production/)
    expect(() => paymentSettings({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'wechat' })).toThrow(/WECHATPAY_MCHID/)
  })
})
