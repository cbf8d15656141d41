/**
 * Paying in the browser: WeChat's in-app browser takes JSAPI parameters through WeixinJSBridge;
 * other browsers open the provider's page (WeChat H5, Alipay, the sandbox cashier).
 * Answers WeChat's raw result text ('get_brand_wcpay_request:ok' / ':cancel' / ':fail …').
 */
import type { WechatPayParams } from '@xungen/contracts'

interface Bridge {
  invoke(name: string, params: object, callback: (res: { err_msg?: string }) => void): void
}

export function requestWechatPayment(params: WechatPayParams): Promise<string> {
  const bridge = (globalThis as { WeixinJSBridge?: Bridge }).WeixinJSBridge
  if (!bridge) return Promise.resolve('get_brand_wcpay_request:fail no WeixinJSBridge')
  return new Promise(resolve => bridge.invoke('getBrandWCPayRequest', params, res => resolve(res.err_msg ?? 'get_brand_wcpay_request:fail')))
}

export function openPaymentPage(url: string): void {
  window.location.href = url
}
