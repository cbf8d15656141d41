/**
 * Which payment provider and courier the server uses, from the environment:
 *
 *   PAYMENT_PROVIDER            sandbox (default) | wechat
 *   WECHATPAY_MCHID, WECHATPAY_APPID, WECHATPAY_MERCHANT_SERIAL, WECHATPAY_MERCHANT_KEY_FILE,
 *   WECHATPAY_PLATFORM_SERIAL, WECHATPAY_PLATFORM_CERT_FILE, WECHATPAY_APIV3_KEY,
 *   PAYMENT_NOTIFY_ORIGIN       (https origin the provider reaches)
 *
 * Production (NODE_ENV=production) refuses the sandbox: nobody can pay for real with it.
 */
import fs from 'fs'
import type { WechatPayConfig } from './payments/wechatPay'

export type PaymentSettings = { provider: 'sandbox' } | { provider: 'wechat'; wechat: WechatPayConfig }

export function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER ?? 'sandbox'
  if (provider === 'sandbox') {
    if (env.NODE_ENV === 'production') throw new Error('PAYMENT_PROVIDER=sandbox is not allowed in production: configure WeChat Pay (PAYMENT_PROVIDER=wechat and WECHATPAY_*)')
    return { provider: 'sandbox' }
  }
  if (provider !== 'wechat') throw new Error(`PAYMENT_PROVIDER: unknown provider ${provider} (sandbox | wechat)`)
  const need = (name: string) => {
    const v = env[name]
    if (!v) throw new Error(`PAYMENT_PROVIDER=wechat needs ${name}`)
    return v
  }
  return {
    provider: 'wechat',
    wechat: {
      mchId: need('WECHATPAY_MCHID'),
      appId: need('WECHATPAY_APPID'),
      merchantSerial: need('WECHATPAY_MERCHANT_SERIAL'),
      merchantPrivateKeyPem: fs.readFileSync(need('WECHATPAY_MERCHANT_KEY_FILE'), 'utf8'),
      platformSerial: need('WECHATPAY_PLATFORM_SERIAL'),
      platformPublicKeyPem: fs.readFileSync(need('WECHATPAY_PLATFORM_CERT_FILE'), 'utf8'),
      apiV3Key: need('WECHATPAY_APIV3_KEY'),
      notifyOrigin: need('PAYMENT_NOTIFY_ORIGIN')
    }
  }
}
