/**
 * Alipay and PayPal from the environment (WeChat Pay: config.ts):
 *
 *   ALIPAY_PROVIDER     sandbox (default outside production) | alipay | off
 *   ALIPAY_APP_ID, ALIPAY_APP_PRIVATE_KEY_FILE (PKCS#8 PEM), ALIPAY_PUBLIC_KEY_FILE (Alipay's key, PEM),
 *   ALIPAY_GATEWAY      default https://openapi.alipay.com/gateway.do
 *   PAYPAL_PROVIDER     sandbox (default outside production) | paypal | off
 *   PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID,
 *   PAYPAL_API_BASE     default https://api-m.paypal.com;  PAYPAL_CURRENCY default CNY
 *   PAYMENT_NOTIFY_ORIGIN   https origin the providers reach and buyers return to
 *
 * Production refuses the sandboxes and requires Alipay (buyers on mobile browsers outside WeChat
 * have no other way to pay); PayPal may be off there.
 */
import fs from 'fs'
import { AlipayProvider } from './payments/alipay'
import { PaypalProvider, fetchTransport, paypalCertificates } from './payments/paypal'

export interface OtherProviders {
  alipay: AlipayProvider | 'sandbox' | null
  paypal: PaypalProvider | 'sandbox' | null
}

export function otherPaymentProviders(env: NodeJS.ProcessEnv): OtherProviders {
  const production = env.NODE_ENV === 'production'
  const need = (name: string, why: string) => {
    const v = env[name]
    if (!v) throw new Error(`${why} needs ${name}`)
    return v
  }
  const alipayKind = env.ALIPAY_PROVIDER ?? (production ? 'alipay' : 'sandbox')
  const paypalKind = env.PAYPAL_PROVIDER ?? (production ? 'off' : 'sandbox')
  if (production && alipayKind !== 'alipay') throw new Error('ALIPAY_PROVIDER must be alipay in production (the real adapter: ALIPAY_APP_ID, ALIPAY_APP_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE)')
  if (production && paypalKind === 'sandbox') throw new Error('PAYPAL_PROVIDER=sandbox is not allowed in production (paypal or off)')
  if (!['sandbox', 'alipay', 'off'].includes(alipayKind)) throw new Error(`ALIPAY_PROVIDER: unknown ${alipayKind} (sandbox | alipay | off)`)
  if (!['sandbox', 'paypal', 'off'].includes(paypalKind)) throw new Error(`PAYPAL_PROVIDER: unknown ${paypalKind} (sandbox | paypal | off)`)
  let alipay: OtherProviders['alipay'] = alipayKind === 'sandbox' ? 'sandbox' : null
  if (alipayKind === 'alipay') {
    const origin = need('PAYMENT_NOTIFY_ORIGIN', 'ALIPAY_PROVIDER=alipay')
    alipay = new AlipayProvider({
      appId: need('ALIPAY_APP_ID', 'ALIPAY_PROVIDER=alipay'),
      gateway: env.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do',
      appPrivateKeyPem: fs.readFileSync(need('ALIPAY_APP_PRIVATE_KEY_FILE', 'ALIPAY_PROVIDER=alipay'), 'utf8'),
      alipayPublicKeyPem: fs.readFileSync(need('ALIPAY_PUBLIC_KEY_FILE', 'ALIPAY_PROVIDER=alipay'), 'utf8'),
      notifyUrl: `${origin}/pay/notify/alipay`,
      returnOrigin: origin
    })
  }
  let paypal: OtherProviders['paypal'] = paypalKind === 'sandbox' ? 'sandbox' : null
  if (paypalKind === 'paypal') {
    const origin = need('PAYMENT_NOTIFY_ORIGIN', 'PAYPAL_PROVIDER=paypal')
    paypal = new PaypalProvider(
      {
        clientId: need('PAYPAL_CLIENT_ID', 'PAYPAL_PROVIDER=paypal'),
        clientSecret: need('PAYPAL_CLIENT_SECRET', 'PAYPAL_PROVIDER=paypal'),
        webhookId: need('PAYPAL_WEBHOOK_ID', 'PAYPAL_PROVIDER=paypal'),
        apiBase: env.PAYPAL_API_BASE ?? 'https://api-m.paypal.com',
        returnOrigin: origin,
        currency: env.PAYPAL_CURRENCY ?? 'CNY'
      },
      fetchTransport,
      paypalCertificates(async url => (await fetch(url)).text())
    )
  }
  return { alipay, paypal }
}
