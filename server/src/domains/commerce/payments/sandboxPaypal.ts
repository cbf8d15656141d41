/**
 * The sandbox of PayPal: the REST calls the adapter makes (OAuth token, Orders v2 create / get /
 * capture, Payments v2 capture refund) answered in this process with PayPal's documented shapes,
 * an approval page (/sandbox/paypal/checkoutnow?token=) and webhooks signed as PayPal signs them,
 * with a key pair of its own. Trades are kept in sandbox_prepays (prepay_id = the PayPal order id).
 * Nothing is charged.
 */
import { createSign, randomBytes, type KeyObject } from 'crypto'
import { sandboxKeyPair } from './sandbox'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db'
import '../tables'
import { fenToYuan, yuanToFen } from './alipay'
import { PaypalProvider, paypalSignedString, type PaypalTransport } from './paypal'

export const SANDBOX_PAYPAL_CHECKOUT = '/sandbox/paypal/checkoutnow'
const API = 'https://api-m.sandbox.paypal.invalid'
const CERT_URL = 'https://api.sandbox.paypal.invalid/v1/notifications/certs/CERT-sandbox'

export interface PaypalWebhook {
  headers: Record<string, string>
  body: string
}

export class SandboxPaypal {
  deliver: (w: PaypalWebhook) => Promise<unknown> = async () => undefined
  readonly provider: PaypalProvider
  readonly webhookId = `WH-${randomBytes(8).toString('hex').toUpperCase()}`
  private readonly key: { privateKey: KeyObject; publicKey: KeyObject } = sandboxKeyPair('paypal')
  private readonly clientId = `sandbox-${randomBytes(6).toString('hex')}`
  private readonly clientSecret = randomBytes(16).toString('hex')
  private readonly tokens = new Set<string>()
  /** where each PayPal order sends the buyer back (its experience_context) */
  private readonly returns = new Map<string, { returnUrl: string; cancelUrl: string }>()
  /** PayPal-Request-Id → the answer first given (PayPal's idempotency) */
  private readonly answered = new Map<string, { status: number; text: string }>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    origin = ''
  ) {
    this.provider = new PaypalProvider(
      { clientId: this.clientId, clientSecret: this.clientSecret, apiBase: API, webhookId: this.webhookId, returnOrigin: origin, currency: 'CNY' },
      this.transport,
      async url => {
        if (url !== CERT_URL) throw new Error('unknown certificate')
        return this.key.publicKey
      }
    )
  }

  /** the REST API, as the adapter's transport */
  transport: PaypalTransport = async ({ method, url, headers, body }) => {
    const path = url.startsWith(API) ? url.slice(API.length) : url
    if (method === 'POST' && path === '/v1/oauth2/token') {
      if (headers.Authorization !== `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`) return json(401, { error: 'invalid_client' })
      const token = `A21AA${randomBytes(16).toString('hex')}`
      this.tokens.add(token)
      return json(200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', expires_in: 32400 })
    }
    if (!this.tokens.has((headers.Authorization ?? '').replace(/^Bearer /, ''))) return json(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' })
    const requestId = headers['PayPal-Request-Id']
    if (requestId && this.answered.has(`${path}|${requestId}`)) return this.answered.get(`${path}|${requestId}`)!
    const answer = await this.route(method, path, body ? JSON.parse(body) : null)
    if (requestId && answer.status < 300) this.answered.set(`${path}|${requestId}`, answer)
    return answer
  }

  private async route(method: string, path: string, body: any): Promise<{ status: number; text: string }> {
    const now = this.clock()
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = body?.purchase_units?.[0]
      const fen = yuanToFen(unit?.amount?.value)
      if (body?.intent !== 'CAPTURE' || !unit?.reference_id || !Number.isSafeInteger(fen) || fen <= 0) return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] })
      const id = randomBytes(8).toString('hex').toUpperCase().slice(0, 17)
      const ctx = body.payment_source?.paypal?.experience_context ?? {}
      this.returns.set(id, { returnUrl: String(ctx.return_url ?? ''), cancelUrl: String(ctx.cancel_url ?? '') })
      // stored as CREATED (the column is short); PayPal says PAYER_ACTION_REQUIRED for it
      await this.db.insertInto('sandbox_prepays').values({ prepay_id: id, order_no: String(unit.reference_id), amount_fen: fen, pay_type: 'PAYPAL', state: 'CREATED', transaction_id: null, created_at: now }).execute()
      return json(200, { id, status: 'PAYER_ACTION_REQUIRED', links: [{ href: `${API}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' }, { href: `${SANDBOX_PAYPAL_CHECKOUT}?token=${id}`, rel: 'payer-action', method: 'GET' }] })
    }
    const get = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(path)
    if (method === 'GET' && get) {
      const t = await this.trade(get[1])
      return t ? json(200, this.orderView(t)) : json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
    }
    const cap = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(path)
    if (method === 'POST' && cap) {
      const t = await this.trade(cap[1])
      if (!t) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
      if (t.state === 'COMPLETED') return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] })
      if (t.state !== 'APPROVED') return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] })
      const captureId = randomBytes(8).toString('hex').toUpperCase()
      await this.db.updateTable('sandbox_prepays').set({ state: 'COMPLETED', transaction_id: captureId }).where('prepay_id', '=', t.prepay_id).where('state', '=', 'APPROVED').execute()
      const capture = { id: captureId, status: 'COMPLETED', amount: { currency_code: 'CNY', value: fenToYuan(Number(t.amount_fen)) }, custom_id: t.order_no, invoice_id: t.order_no, final_capture: true, create_time: new Date(now).toISOString() }
      await this.deliver(this.webhook('PAYMENT.CAPTURE.COMPLETED', capture))
      return json(201, { id: t.prepay_id, status: 'COMPLETED', purchase_units: [{ reference_id: t.order_no, payments: { captures: [capture] } }] })
    }
    const refund = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path)
    if (method === 'POST' && refund) {
      const t = await this.db.selectFrom('sandbox_prepays').selectAll().where('transaction_id', '=', refund[1]).where('pay_type', '=', 'PAYPAL').executeTakeFirst()
      const fen = yuanToFen(body?.amount?.value)
      if (!t) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
      if (!Number.isSafeInteger(fen) || fen <= 0 || fen > Number(t.amount_fen)) return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] })
      const r = { id: randomBytes(8).toString('hex').toUpperCase(), status: 'COMPLETED', amount: { currency_code: 'CNY', value: fenToYuan(fen) }, invoice_id: body.invoice_id, custom_id: body.custom_id, create_time: new Date(now).toISOString() }
      await this.deliver(this.webhook('PAYMENT.CAPTURE.REFUNDED', r))
      return json(201, { id: r.id, status: 'COMPLETED' })
    }
    return json(404, { name: 'RESOURCE_NOT_FOUND' })
  }

  private async trade(id: string) {
    return this.db.selectFrom('sandbox_prepays').selectAll().where('prepay_id', '=', id).where('pay_type', '=', 'PAYPAL').executeTakeFirst()
  }

  private orderView(t: { prepay_id: string; order_no: string; amount_fen: number; state: string }) {
    return { id: t.prepay_id, intent: 'CAPTURE', status: t.state === 'CREATED' ? 'PAYER_ACTION_REQUIRED' : t.state, purchase_units: [{ reference_id: t.order_no, custom_id: t.order_no, invoice_id: t.order_no, amount: { currency_code: 'CNY', value: fenToYuan(Number(t.amount_fen)) } }] }
  }

  /** the approval page: what it shows, and where approving or cancelling sends the buyer */
  async checkout(token: string) {
    const t = await this.trade(token)
    if (!t) return null
    const urls = this.returns.get(t.prepay_id) ?? { returnUrl: `/buy/paypal-success?orderNo=${encodeURIComponent(t.order_no)}`, cancelUrl: `/buy/order-success?orderNo=${encodeURIComponent(t.order_no)}&payResult=cancel` }
    return { token: t.prepay_id, orderNo: t.order_no, amountFen: Number(t.amount_fen), state: t.state === 'CREATED' ? 'PAYER_ACTION_REQUIRED' : t.state, ...urls }
  }

  /** the buyer approves: the PayPal order becomes APPROVED and the buyer returns with token and PayerID */
  async approve(token: string): Promise<string | null> {
    const c = await this.checkout(token)
    if (!c || c.state !== 'PAYER_ACTION_REQUIRED') return null
    await this.db.updateTable('sandbox_prepays').set({ state: 'APPROVED' }).where('prepay_id', '=', token).where('state', '=', 'CREATED').execute()
    const sep = c.returnUrl.includes('?') ? '&' : '?'
    return `${c.returnUrl}${sep}token=${token}&PayerID=SANDBOX${randomBytes(4).toString('hex').toUpperCase()}`
  }

  /** a webhook event signed as PayPal signs one (the caller may deliver it any number of times) */
  webhook(eventType: string, resource: object, nowMs = this.clock()): PaypalWebhook {
    const body = JSON.stringify({ id: `WH-${randomBytes(10).toString('hex').toUpperCase()}`, event_version: '1.0', create_time: new Date(nowMs).toISOString(), resource_type: eventType === 'PAYMENT.CAPTURE.REFUNDED' ? 'refund' : 'capture', event_type: eventType, summary: eventType, resource })
    const id = randomBytes(16).toString('hex')
    const time = new Date(nowMs).toISOString()
    const sig = createSign('RSA-SHA256').update(paypalSignedString(id, time, this.webhookId, body), 'utf8').sign(this.key.privateKey, 'base64')
    return { body, headers: { 'paypal-transmission-id': id, 'paypal-transmission-time': time, 'paypal-transmission-sig': sig, 'paypal-cert-url': CERT_URL, 'paypal-auth-algo': 'SHA256withRSA' } }
  }
}

function json(status: number, data: object) {
  return { status, text: JSON.stringify(data) }
}
