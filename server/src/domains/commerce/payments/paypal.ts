/**
 * PayPal for buyers abroad: the REST Orders v2 API (create an order with intent CAPTURE, send the
 * buyer to its payer-action link, capture it when they come back to /buy/paypal-success), refunds
 * of a capture (Payments v2), and webhooks (PAYMENT.CAPTURE.COMPLETED / DENIED / REFUNDED) that the
 * server verifies itself: the PAYPAL-TRANSMISSION-SIG is SHA256withRSA over
 * `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the raw body, decimal>` with the key
 * of the certificate at PAYPAL-CERT-URL (a paypal.com host), inside a time window; the event id
 * is the notification's id (a replay is recognised by the order service).
 *
 * The same class is the real adapter (https://api-m.paypal.com, client id and secret from the
 * environment) and the sandbox's (sandboxPaypal.ts answers the API in this process).
 */
import { X509Certificate, createVerify, type KeyObject } from 'crypto'
import type { NotificationCheck, PaymentProvider, PrepayRequest, PrepayResult, RefundRequest, VerifiedNotification } from './provider'
import { fenToYuan, yuanToFen } from './alipay'

export interface PaypalConfig {
  clientId: string
  clientSecret: string
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com */
  apiBase: string
  /** the id PayPal gave the webhook subscription (part of every signature) */
  webhookId: string
  /** where the buyer comes back: <origin>/buy/paypal-success */
  returnOrigin: string
  /** the currency of the merchant account; orders are priced in CNY */
  currency: string
}

export type PaypalTransport = (request: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{ status: number; text: string }>
/** the public key of the certificate a webhook names (fetched from PayPal, cached) */
export type CertificateKeys = (certUrl: string) => Promise<KeyObject>

/** spec: a webhook older (or newer) than this is refused; each delivery is signed afresh */
export const PAYPAL_WEBHOOK_WINDOW_MS = 10 * 60_000

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

/** CRC-32 (IEEE), as PayPal's signature string takes it */
export function crc32(text: string): number {
  let c = 0xffffffff
  for (const b of Buffer.from(text, 'utf8')) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

export function paypalSignedString(transmissionId: string, transmissionTime: string, webhookId: string, body: string): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(body)}`
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name] ?? headers[name.toLowerCase()] ?? headers[name.toUpperCase()]
  return Array.isArray(v) ? v[0] : v
}

/** the real certificate source: https on a paypal.com host only, the certificate in date, its key cached */
export function paypalCertificates(fetchText: (url: string) => Promise<string>, allowedHost: (host: string) => boolean = h => h === 'api.paypal.com' || h === 'api.sandbox.paypal.com' || h.endsWith('.paypal.com')): CertificateKeys {
  const cache = new Map<string, KeyObject>()
  return async certUrl => {
    const hit = cache.get(certUrl)
    if (hit) return hit
    const u = new URL(certUrl)
    if (u.protocol !== 'https:' || !allowedHost(u.hostname)) throw new Error(`certificate URL not on PayPal: ${u.hostname}`)
    const cert = new X509Certificate(await fetchText(certUrl))
    const now = Date.now()
    if (Date.parse(cert.validFrom) > now || Date.parse(cert.validTo) < now) throw new Error('PayPal certificate out of date')
    cache.set(certUrl, cert.publicKey)
    return cert.publicKey
  }
}

export async function verifyPaypalWebhook(
  headers: Record<string, string | string[] | undefined>,
  body: string,
  nowMs: number,
  opts: { webhookId: string; currency: string; keys: CertificateKeys }
): Promise<NotificationCheck> {
  const id = header(headers, 'paypal-transmission-id')
  const time = header(headers, 'paypal-transmission-time')
  const sig = header(headers, 'paypal-transmission-sig')
  const certUrl = header(headers, 'paypal-cert-url')
  const algo = header(headers, 'paypal-auth-algo')
  if (!id || !time || !sig || !certUrl) return { ok: false, reason: 'headers' }
  if (algo !== 'SHA256withRSA') return { ok: false, reason: 'algorithm' }
  const at = Date.parse(time)
  if (!Number.isFinite(at) || Math.abs(nowMs - at) > PAYPAL_WEBHOOK_WINDOW_MS) return { ok: false, reason: 'time' }
  let key: KeyObject
  try {
    key = await opts.keys(certUrl)
  } catch {
    return { ok: false, reason: 'certificate' }
  }
  let valid = false
  try {
    valid = createVerify('RSA-SHA256').update(paypalSignedString(id, time, opts.webhookId, body), 'utf8').verify(key, sig, 'base64')
  } catch {
    valid = false
  }
  if (!valid) return { ok: false, reason: 'signature' }
  let event: { id?: string; event_type?: string; resource?: Record<string, any> }
  try {
    event = JSON.parse(body)
  } catch {
    return { ok: false, reason: 'body' }
  }
  const r = event.resource
  if (!event.id || !event.event_type || !r) return { ok: false, reason: 'body' }
  if (r.amount?.currency_code !== opts.currency) return { ok: false, reason: 'currency' }
  let n: VerifiedNotification
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED' || event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    n = { notificationId: event.id, kind: 'PAY', orderNo: String(r.custom_id ?? ''), transactionId: String(r.id), amountFen: yuanToFen(r.amount?.value), success: event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && r.status === 'COMPLETED' }
  } else if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    n = { notificationId: event.id, kind: 'REFUND', orderNo: String(r.custom_id ?? ''), refundNo: String(r.invoice_id ?? ''), transactionId: String(r.id), amountFen: yuanToFen(r.amount?.value), success: r.status === 'COMPLETED' }
  } else return { ok: false, reason: 'event' }
  if (!n.orderNo || !Number.isSafeInteger(n.amountFen)) return { ok: false, reason: 'amount' }
  return { ok: true, notification: n }
}

export class PaypalProvider implements PaymentProvider {
  readonly name = 'paypal'
  private token: { value: string; expiresAt: number } | null = null

  constructor(
    readonly config: PaypalConfig,
    private readonly transport: PaypalTransport,
    private readonly certificates: CertificateKeys
  ) {}

  private async accessToken(nowMs: number): Promise<string> {
    if (this.token && this.token.expiresAt > nowMs + 60_000) return this.token.value
    const res = await this.transport({
      method: 'POST',
      url: `${this.config.apiBase}/v1/oauth2/token`,
      headers: { Authorization: `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials'
    })
    if (res.status !== 200) throw new Error(`PayPal token: HTTP ${res.status}`)
    const t = JSON.parse(res.text) as { access_token: string; expires_in: number }
    this.token = { value: t.access_token, expiresAt: nowMs + t.expires_in * 1000 }
    return t.access_token
  }

  private async api(method: 'GET' | 'POST', path: string, body: object | null, nowMs: number, requestId?: string): Promise<Record<string, any>> {
    const res = await this.transport({
      method,
      url: `${this.config.apiBase}${path}`,
      headers: { Authorization: `Bearer ${await this.accessToken(nowMs)}`, 'Content-Type': 'application/json', Accept: 'application/json', Prefer: 'return=representation', ...(requestId ? { 'PayPal-Request-Id': requestId } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {})
    })
    const data = res.text ? JSON.parse(res.text) : {}
    if (res.status >= 300) throw new PaypalError(res.status, String(data.name ?? ''), String(data.message ?? ''), data.details?.[0]?.issue)
    return data
  }

  async prepay(request: PrepayRequest, nowMs: number): Promise<PrepayResult> {
    if (request.payType !== 'PAYPAL') throw new Error(`PayPal does not take ${request.payType}`)
    const no = encodeURIComponent(request.orderNo)
    const order = await this.api(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: request.orderNo, custom_id: request.orderNo, invoice_id: request.orderNo, description: request.description.slice(0, 127), amount: { currency_code: this.config.currency, value: fenToYuan(request.amountFen) } }],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: '基因寻根',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: `${this.config.returnOrigin}/buy/paypal-success?orderNo=${no}`,
              cancel_url: `${this.config.returnOrigin}/buy/order-success?orderNo=${no}&payResult=cancel`
            }
          }
        }
      },
      nowMs,
      `create-${request.orderNo}-${nowMs}`
    )
    const link = (order.links as Array<{ rel: string; href: string }> | undefined)?.find(l => l.rel === 'payer-action' || l.rel === 'approve')
    if (!link) throw new Error('PayPal order without a payer-action link')
    return { kind: 'redirect', url: link.href }
  }

  /**
   * The buyer approved and came back with ?token=<PayPal order id>: the order must be the one of
   * orderNo for the amount asked, then it is captured (idempotent by its request id). The money is
   * credited by the PAYMENT.CAPTURE.COMPLETED webhook, not by this answer.
   */
  async capture(paypalOrderId: string, expected: { orderNo: string; amountFen: number }, nowMs: number): Promise<{ status: string }> {
    if (!/^[A-Z0-9]{5,36}$/.test(paypalOrderId)) throw new PaypalError(404, 'RESOURCE_NOT_FOUND', 'bad order id')
    const order = await this.api('GET', `/v2/checkout/orders/${paypalOrderId}`, null, nowMs)
    const unit = order.purchase_units?.[0]
    if (unit?.reference_id !== expected.orderNo || yuanToFen(unit?.amount?.value) !== expected.amountFen || unit?.amount?.currency_code !== this.config.currency) {
      throw new PaypalError(422, 'ORDER_MISMATCH', 'the PayPal order is not this order')
    }
    if (order.status === 'COMPLETED') return { status: 'COMPLETED' }
    const captured = await this.api('POST', `/v2/checkout/orders/${paypalOrderId}/capture`, {}, nowMs, `capture-${paypalOrderId}`)
    return { status: String(captured.status) }
  }

  verifyNotification(headers: Record<string, string | string[] | undefined>, body: string, nowMs: number): Promise<NotificationCheck> {
    return verifyPaypalWebhook(headers, body, nowMs, { webhookId: this.config.webhookId, currency: this.config.currency, keys: this.certificates })
  }

  async refund(request: RefundRequest, nowMs: number): Promise<void> {
    if (!request.transactionId) throw new Error(`PayPal refund of ${request.orderNo}: no capture id`)
    await this.api(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(request.transactionId)}/refund`,
      { amount: { currency_code: this.config.currency, value: fenToYuan(request.amountFen) }, invoice_id: request.refundNo, custom_id: request.orderNo, note_to_payer: '订单退款' },
      nowMs,
      request.refundNo
    )
  }

  acknowledge(ok: boolean) {
    return { status: ok ? 200 : 400 }
  }
}

export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly issue?: string
  ) {
    super(`PayPal ${status} ${errorName} ${issue ?? ''} ${message}`)
  }
}

export const fetchTransport: PaypalTransport = async ({ method, url, headers, body }) => {
  const res = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) })
  return { status: res.status, text: await res.text() }
}
