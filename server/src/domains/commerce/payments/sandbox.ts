/**
 * The sandbox payment provider: WeChat Pay API v3's protocol end to end with keys of its own,
 * generated when the server starts. Prepay stores the provider's side of the order; the H5
 * sandbox cashier page (or a test) completes it, which produces a notification signed with the
 * sandbox platform key and encrypted with the sandbox APIv3 key, delivered to the server's
 * notification handler exactly as the real provider would POST it (and may be delivered again,
 * as the real one retries). Nothing is charged.
 */
import { generateKeyPairSync, randomBytes, type KeyObject } from 'crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db'
import '../tables'
import type { NotificationCheck, PaymentProvider, PrepayRequest, PrepayResult, VerifiedNotification } from './provider'
import { checkNotificationHeaders, decryptResource, encryptResource, jsapiPayParams, signNotification, type EncryptedResource } from './wechatV3'

export interface SandboxKeys {
  appId: string
  mchId: string
  merchant: { readonly privateKey: KeyObject; readonly publicKey: KeyObject }
  platform: { readonly privateKey: KeyObject; readonly publicKey: KeyObject; readonly serial: string }
  apiV3Key: Buffer
}

type KeyPair = { readonly privateKey: KeyObject; readonly publicKey: KeyObject }

const sandboxPairs = new Map<string, KeyPair>()

/**
 * An RSA key pair of a sandbox party, made once per process and only when first used: making a
 * 2048-bit pair takes about half a second of CPU, a process builds many apps (the test suites
 * build hundreds, each with the WeChat Pay, Alipay and PayPal sandboxes), and most of them never
 * take a payment. A sandbox plays both sides of its payments inside the process, never runs in
 * production (config refuses it there), and its keys protect nothing: sharing them between the
 * apps of one process changes no answer.
 */
export function sandboxKeyPair(party: string): KeyPair {
  let pair = sandboxPairs.get(party)
  if (!pair) {
    let made: KeyPair | undefined
    const make = () => (made ??= generateKeyPairSync('rsa', { modulusLength: 2048 }))
    pair = {
      get privateKey() {
        return make().privateKey
      },
      get publicKey() {
        return make().publicKey
      }
    }
    sandboxPairs.set(party, pair)
  }
  return pair
}

export function generateSandboxKeys(): SandboxKeys {
  const platform = sandboxKeyPair('wechat-platform')
  return {
    appId: 'wxsandbox0000000001',
    mchId: '1900000001',
    merchant: sandboxKeyPair('wechat-merchant'),
    platform: {
      get privateKey() {
        return platform.privateKey
      },
      get publicKey() {
        return platform.publicKey
      },
      serial: randomBytes(20).toString('hex').toUpperCase()
    },
    apiV3Key: randomBytes(32)
  }
}

export interface DeliveredNotification {
  headers: Record<string, string>
  body: string
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox'
  /** where refund notifications go (the order service sets it) */
  deliver: (n: DeliveredNotification) => Promise<unknown> = async () => undefined

  constructor(
    private readonly db: Kysely<Database>,
    readonly keys: SandboxKeys = generateSandboxKeys()
  ) {}

  async prepay(request: PrepayRequest, nowMs: number): Promise<PrepayResult> {
    const prepayId = `wx${randomBytes(14).toString('hex')}`
    await this.db
      .insertInto('sandbox_prepays')
      .values({ prepay_id: prepayId, order_no: request.orderNo, amount_fen: request.amountFen, pay_type: request.payType, state: 'NOTPAY', transaction_id: null, created_at: nowMs })
      .execute()
    if (request.payType === 'WECHAT_JSAPI') return { kind: 'jsapi', params: jsapiPayParams(this.keys.appId, prepayId, this.keys.merchant.privateKey, nowMs) }
    return { kind: 'redirect', url: `/sandbox/cashier?prepayId=${prepayId}` }
  }

  /** what the cashier page shows */
  async prepayInfo(prepayId: string) {
    return this.db.selectFrom('sandbox_prepays').selectAll().where('prepay_id', '=', prepayId).executeTakeFirst()
  }

  /**
   * The payer confirmed (or the payment failed) in the sandbox cashier: the provider's record
   * changes and a signed, encrypted notification is produced (the caller delivers it; it may
   * deliver it any number of times, as the real provider retries).
   */
  async complete(prepayId: string, outcome: 'SUCCESS' | 'PAYERROR', nowMs: number, amountOverrideFen?: number): Promise<DeliveredNotification> {
    const prepay = await this.prepayInfo(prepayId)
    if (!prepay) throw new Error(`unknown sandbox prepay ${prepayId}`)
    const transactionId = prepay.transaction_id ?? `42000${nowMs}${randomBytes(4).toString('hex')}`
    await this.db.updateTable('sandbox_prepays').set({ state: outcome, transaction_id: transactionId }).where('prepay_id', '=', prepayId).execute()
    const resource = {
      mchid: this.keys.mchId,
      appid: this.keys.appId,
      out_trade_no: prepay.order_no,
      transaction_id: transactionId,
      trade_type: prepay.pay_type === 'WECHAT_JSAPI' ? 'JSAPI' : 'MWEB',
      trade_state: outcome,
      success_time: new Date(nowMs).toISOString(),
      amount: { total: amountOverrideFen ?? Number(prepay.amount_fen), currency: 'CNY' }
    }
    return this.notification(outcome === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.PAYERROR', 'transaction', resource, nowMs)
  }

  notification(eventType: string, originalType: string, resource: object, nowMs: number): DeliveredNotification {
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: new Date(nowMs).toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType,
      resource: encryptResource(this.keys.apiV3Key, JSON.stringify(resource), originalType, originalType)
    })
    return { headers: signNotification(this.keys.platform.privateKey, this.keys.platform.serial, body, nowMs), body }
  }

  verifyNotification(headers: Record<string, string | string[] | undefined>, body: string, nowMs: number): NotificationCheck {
    return verifyWechatV3Notification(headers, body, nowMs, { serial: this.keys.platform.serial, publicKey: this.keys.platform.publicKey, apiV3Key: this.keys.apiV3Key, mchId: this.keys.mchId })
  }

  async refund(request: { orderNo: string; refundNo: string; amountFen: number; totalFen: number }, nowMs: number): Promise<void> {
    const resource = {
      mchid: this.keys.mchId,
      out_trade_no: request.orderNo,
      out_refund_no: request.refundNo,
      refund_id: `50${nowMs}${randomBytes(4).toString('hex')}`,
      refund_status: 'SUCCESS',
      amount: { total: request.totalFen, refund: request.amountFen, payer_total: request.totalFen, payer_refund: request.amountFen }
    }
    await this.deliver(this.notification('REFUND.SUCCESS', 'refund', resource, nowMs))
  }
}

/** the v3 checks every adapter of WeChat Pay runs on a notification */
export function verifyWechatV3Notification(
  rawHeaders: Record<string, string | string[] | undefined>,
  body: string,
  nowMs: number,
  platform: { serial: string; publicKey: KeyObject; apiV3Key: Buffer; mchId: string }
): NotificationCheck {
  const h = (name: string) => {
    const v = rawHeaders[name] ?? rawHeaders[name.toLowerCase()]
    return Array.isArray(v) ? v[0] : v
  }
  const headers = { 'wechatpay-timestamp': h('wechatpay-timestamp'), 'wechatpay-nonce': h('wechatpay-nonce'), 'wechatpay-signature': h('wechatpay-signature'), 'wechatpay-serial': h('wechatpay-serial') }
  const check = checkNotificationHeaders(headers, body, platform, nowMs)
  if (!check.ok) return { ok: false, reason: check.reason }
  let envelope: { id?: string; event_type?: string; resource?: EncryptedResource }
  try {
    envelope = JSON.parse(body)
  } catch {
    return { ok: false, reason: 'body' }
  }
  if (!envelope.id || !envelope.event_type || !envelope.resource) return { ok: false, reason: 'body' }
  const plain = decryptResource(platform.apiV3Key, envelope.resource)
  if (plain === null) return { ok: false, reason: 'decrypt' }
  const r = JSON.parse(plain) as Record<string, any>
  if (r.mchid !== platform.mchId) return { ok: false, reason: 'merchant' }
  let notification: VerifiedNotification
  if (envelope.event_type.startsWith('TRANSACTION.')) {
    notification = {
      notificationId: envelope.id,
      kind: 'PAY',
      orderNo: String(r.out_trade_no),
      transactionId: String(r.transaction_id),
      amountFen: Number(r.amount?.total),
      success: r.trade_state === 'SUCCESS'
    }
  } else if (envelope.event_type.startsWith('REFUND.')) {
    notification = {
      notificationId: envelope.id,
      kind: 'REFUND',
      orderNo: String(r.out_trade_no),
      refundNo: String(r.out_refund_no),
      transactionId: String(r.refund_id),
      amountFen: Number(r.amount?.refund),
      success: r.refund_status === 'SUCCESS'
    }
  } else return { ok: false, reason: 'event' }
  if (!Number.isSafeInteger(notification.amountFen) || notification.amountFen < 0) return { ok: false, reason: 'amount' }
  return { ok: true, notification }
}
