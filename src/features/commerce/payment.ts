/**
 * Paying for an order (spec 3.13, 4 "Messaging-app payment result"): which provider fits the
 * device, what WeChat's raw answer means, and the whole step from the server's prepay answer to
 * a result the page shows.
 */
import type { DeviceContext, PayType, PrepayView, WechatPayResult } from '@xungen/contracts'

/**
 * The mini-program and WeChat's browser pay with JSAPI; other phones choose WeChat H5 or Alipay;
 * computers scan a QR code or use Alipay; outside WeChat, buyers abroad pay with PayPal.
 */
export function payTypesFor(device: DeviceContext): PayType[] {
  if (device.kind === 'miniprogram' || device.kind === 'wechat') return ['WECHAT_JSAPI']
  if (device.isMobile) return ['WECHAT_H5', 'ALIPAY_WAP', 'PAYPAL']
  return ['WECHAT_NATIVE', 'ALIPAY_WAP', 'PAYPAL']
}

export const PAY_TYPE_LABELS: Record<PayType, string> = {
  WECHAT_JSAPI: '微信支付',
  WECHAT_H5: '微信支付',
  WECHAT_NATIVE: '微信扫码支付',
  ALIPAY_WAP: '支付宝',
  PAYPAL: 'PayPal',
  BALANCE: '余额支付'
}

/** spec 4: "ok is success; fail is failure with the raw result; cancel is cancelled" */
export function payResultOf(raw: string): WechatPayResult {
  if (/:ok$/.test(raw)) return { status: 'success' }
  if (/cancel/.test(raw)) return { status: 'cancelled' }
  return { status: 'failure', raw }
}

export type PayStep =
  | { kind: 'result'; result: WechatPayResult }
  /** the provider's page opened: the result comes back to /buy/order-success */
  | { kind: 'left' }
  | { kind: 'qrcode'; codeUrl: string }

export async function completePayment(
  prepay: PrepayView,
  platform: { requestWechatPayment(params: Extract<PrepayView, { kind: 'jsapi' }>['params']): Promise<string>; openPaymentPage(url: string): void }
): Promise<PayStep> {
  if (prepay.kind === 'jsapi') return { kind: 'result', result: payResultOf(await platform.requestWechatPayment(prepay.params)) }
  if (prepay.kind === 'redirect') {
    platform.openPaymentPage(prepay.url)
    return { kind: 'left' }
  }
  return { kind: 'qrcode', codeUrl: prepay.codeUrl }
}

/** a key per submit attempt (spec: a repeat of the same submit answers 6200) */
export function idempotencyKeyOf(bytes: Uint8Array): string {
  return Array.from(bytes.slice(0, 16), b => b.toString(16).padStart(2, '0')).join('')
}
