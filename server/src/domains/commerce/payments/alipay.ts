/**
 * Alipay (支付宝开放平台, openapi gateway) for mobile browsers outside WeChat: alipay.trade.wap.pay
 * (the buyer is sent to the gateway with a signed request), asynchronous notifications
 * (trade_status_sync, form-encoded, RSA2-signed by Alipay), alipay.trade.refund (a signed request
 * whose signed JSON answer is verified; the refund is then confirmed by a notification carrying
 * out_biz_no and refund_fee).
 *
 * Signing (RSA2): every non-empty parameter except `sign` sorted by name, joined `k=v&k=v`, signed
 * SHA256withRSA with the application's private key, base64. Notifications: the same string of
 * every parameter except `sign` and `sign_type`, verified with Alipay's public key. A gateway
 * answer: the raw JSON text of `<method with _ for .>_response`, verified with Alipay's key.
 *
 * The same class is the real adapter (gateway https://openapi.alipay.com/gateway.do, keys from the
 * environment, config.ts) and the sandbox's (the gateway is sandboxAlipay.ts in this process).
 */
import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'crypto'
import type { NotificationCheck, PaymentProvider, PrepayRequest, PrepayResult, RefundRequest, VerifiedNotification } from './provider'

export interface AlipayConfig {
  appId: string
  /** https://openapi.alipay.com/gateway.do (real) */
  gateway: string
  appPrivateKeyPem: string
  alipayPublicKeyPem: string
  /**
   * The sandbox's keys instead of the PEMs, made on first use (making RSA pairs costs CPU that an
   * app which never takes an Alipay payment should not spend). A real configuration gives PEMs,
   * read when the server starts, so that a bad key fails the start.
   */
  keys?: () => { app: KeyObject; alipay: KeyObject }
  /** where Alipay POSTs notifications (…/pay/notify/alipay) */
  notifyUrl: string
  /** where the buyer comes back (…/buy/order-success) */
  returnOrigin: string
}

/** the gateway's transport: a form POST answering text (the real one is fetch; tests use a local fake server) */
export type AlipayTransport = (url: string, form: string) => Promise<{ status: number; text: string }>

export function alipaySignContent(params: Record<string, string>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter(k => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map(k => `${k}=${params[k]}`)
    .join('&')
}

export function alipaySign(privateKey: KeyObject, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64')
}

export function alipayVerify(publicKey: KeyObject, content: string, sign: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, sign, 'base64')
  } catch {
    return false
  }
}

/** "499.00" → 49900; anything else (more decimals, signs, exponents) → NaN */
export function yuanToFen(text: string | undefined): number {
  if (!text || !/^\d{1,10}(\.\d{1,2})?$/.test(text)) return NaN
  const [y, f = ''] = text.split('.')
  return Number(y) * 100 + Number(f.padEnd(2, '0'))
}

export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** Beijing time as the gateway wants it: yyyy-MM-dd HH:mm:ss */
export function alipayTimestamp(nowMs: number): string {
  return new Date(nowMs + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
}

export function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of new URLSearchParams(body)) out[k] = v
  return out
}

export function formOf(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}

/** the checks every Alipay notification goes through; the order checks are the service's */
export function verifyAlipayNotification(body: string, alipayPublicKey: KeyObject, appId: string): NotificationCheck {
  const p = parseForm(body)
  if (!p.sign || !p.notify_id) return { ok: false, reason: 'body' }
  if (p.sign_type !== 'RSA2') return { ok: false, reason: 'sign_type' }
  if (!alipayVerify(alipayPublicKey, alipaySignContent(p, ['sign', 'sign_type']), p.sign)) return { ok: false, reason: 'signature' }
  if (p.app_id !== appId) return { ok: false, reason: 'merchant' }
  if (!p.out_trade_no || !p.trade_no) return { ok: false, reason: 'body' }
  let n: VerifiedNotification
  if (p.out_biz_no && p.refund_fee) {
    n = { notificationId: p.notify_id, kind: 'REFUND', orderNo: p.out_trade_no, refundNo: p.out_biz_no, transactionId: p.trade_no, amountFen: yuanToFen(p.refund_fee), success: true }
  } else {
    n = {
      notificationId: p.notify_id,
      kind: 'PAY',
      orderNo: p.out_trade_no,
      transactionId: p.trade_no,
      amountFen: yuanToFen(p.total_amount),
      success: p.trade_status === 'TRADE_SUCCESS' || p.trade_status === 'TRADE_FINISHED'
    }
  }
  if (!Number.isSafeInteger(n.amountFen)) return { ok: false, reason: 'amount' }
  return { ok: true, notification: n }
}

/** the signed JSON answer of the gateway: `{"<method>_response": {...}, "sign": "..."}`, verified over the raw text of the response object */
export function verifyAlipayResponse(text: string, method: string, alipayPublicKey: KeyObject): Record<string, string> {
  const key = `${method.replace(/\./g, '_')}_response`
  const start = text.indexOf(`"${key}"`)
  const parsed = JSON.parse(text) as Record<string, any>
  const response = parsed[key]
  if (start < 0 || !response || typeof parsed.sign !== 'string') throw new Error(`Alipay ${method}: no signed ${key}`)
  // the signed content is the exact text of the object, as it stands in the answer
  const from = text.indexOf('{', start + key.length + 2)
  let depth = 0
  let end = from
  let inString = false
  for (; end < text.length; end++) {
    const c = text[end]
    if (inString) {
      if (c === '\\') end++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) break
  }
  if (!alipayVerify(alipayPublicKey, text.slice(from, end + 1), parsed.sign)) throw new Error(`Alipay ${method}: the answer's signature does not verify`)
  return response
}

export class AlipayProvider implements PaymentProvider {
  readonly name: string
  private keyObjects?: { app: KeyObject; alipay: KeyObject }

  constructor(
    private readonly config: AlipayConfig,
    private readonly transport: AlipayTransport = defaultTransport,
    name = 'alipay'
  ) {
    this.name = name
    if (!config.keys) this.keyObjects = { app: createPrivateKey(config.appPrivateKeyPem), alipay: createPublicKey(config.alipayPublicKeyPem) }
  }

  private get appKey(): KeyObject {
    return (this.keyObjects ??= this.config.keys!()).app
  }

  get alipayKey(): KeyObject {
    return (this.keyObjects ??= this.config.keys!()).alipay
  }

  /** the common parameters with biz_content, signed */
  signedRequest(method: string, biz: object, nowMs: number, extra: Record<string, string> = {}): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(nowMs),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(biz)
    }
    params.sign = alipaySign(this.appKey, alipaySignContent(params))
    return params
  }

  async prepay(request: PrepayRequest, nowMs: number): Promise<PrepayResult> {
    if (request.payType !== 'ALIPAY_WAP') throw new Error(`Alipay does not take ${request.payType}`)
    const back = `${this.config.returnOrigin}/buy/order-success?orderNo=${encodeURIComponent(request.orderNo)}`
    const params = this.signedRequest(
      'alipay.trade.wap.pay',
      {
        out_trade_no: request.orderNo,
        total_amount: fenToYuan(request.amountFen),
        subject: request.description.slice(0, 256),
        product_code: 'QUICK_WAP_WAY',
        quit_url: back,
        // the order's own window (spec: unpaid orders are cancelled after it)
        time_expire: alipayTimestamp(nowMs + 30 * 60_000)
      },
      nowMs,
      { notify_url: this.config.notifyUrl, return_url: back }
    )
    // wap pay is a page of the gateway: the buyer's browser opens it with the signed request
    return { kind: 'redirect', url: `${this.config.gateway}?${formOf(params)}` }
  }

  verifyNotification(_headers: Record<string, string | string[] | undefined>, body: string): NotificationCheck {
    return verifyAlipayNotification(body, this.alipayKey, this.config.appId)
  }

  async refund(request: RefundRequest, nowMs: number): Promise<void> {
    const params = this.signedRequest('alipay.trade.refund', { out_trade_no: request.orderNo, refund_amount: fenToYuan(request.amountFen), out_request_no: request.refundNo, refund_reason: '订单退款' }, nowMs)
    const res = await this.transport(this.config.gateway, formOf(params))
    if (res.status !== 200) throw new Error(`Alipay refund: HTTP ${res.status}`)
    const r = verifyAlipayResponse(res.text, 'alipay.trade.refund', this.alipayKey)
    if (r.code !== '10000') throw new Error(`Alipay refund: ${r.code} ${r.sub_code ?? ''} ${r.sub_msg ?? r.msg ?? ''}`)
    // fund_change Y: the money moved; the notification with out_biz_no confirms it to the ledger
  }

  /** Alipay reads the answer body: "success" stops its retries */
  acknowledge(ok: boolean) {
    return { status: 200, type: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' }
  }
}

const defaultTransport: AlipayTransport = async (url, form) => {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' }, body: form })
  return { status: res.status, text: await res.text() }
}
