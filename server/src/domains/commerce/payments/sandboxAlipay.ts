/**
 * The sandbox of Alipay: a gateway in this process that speaks Alipay's open API protocol with
 * key pairs of its own (generated when the server starts). It checks the application's RSA2
 * signature of every request as the real gateway does, keeps its side of each trade in
 * sandbox_prepays, shows a cashier page for alipay.trade.wap.pay (routes: /sandbox/alipay/gateway.do),
 * answers alipay.trade.refund with a signed JSON answer, and produces the signed notifications
 * (payment, refund) that the server's notify URL verifies. Nothing is charged.
 */
import { randomBytes, type KeyObject } from 'crypto'
import { sandboxKeyPair } from './sandbox'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db'
import '../tables'
import { AlipayProvider, alipaySign, alipaySignContent, alipayTimestamp, alipayVerify, fenToYuan, formOf, parseForm, yuanToFen } from './alipay'

export const SANDBOX_ALIPAY_GATEWAY = '/sandbox/alipay/gateway.do'

export interface SandboxAlipayKeys {
  appId: string
  app: { privateKey: KeyObject; publicKey: KeyObject }
  alipay: { privateKey: KeyObject; publicKey: KeyObject }
}

export function generateAlipayKeys(): SandboxAlipayKeys {
  return { appId: '2021000000000000', app: sandboxKeyPair('alipay-app'), alipay: sandboxKeyPair('alipay-gateway') }
}


export interface GatewayPage {
  prepayId: string
  orderNo: string
  amountFen: number
  subject: string
  returnUrl: string
  state: string
}

export class SandboxAlipay {
  /** where notifications go (the routes POST them to /pay/notify/alipay) */
  deliver: (form: string) => Promise<unknown> = async () => undefined
  readonly provider: AlipayProvider

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    readonly keys: SandboxAlipayKeys = generateAlipayKeys(),
    origin = ''
  ) {
    this.provider = new AlipayProvider(
      { appId: keys.appId, gateway: `${origin}${SANDBOX_ALIPAY_GATEWAY}`, appPrivateKeyPem: '', alipayPublicKeyPem: '', keys: () => ({ app: keys.app.privateKey, alipay: keys.alipay.publicKey }), notifyUrl: `${origin}/pay/notify/alipay`, returnOrigin: origin },
      async (_url, form) => {
        const answer = await this.api(form)
        // as the real gateway does after a refund: the trade's notification follows the answer
        if (answer.notify) await this.deliver(answer.notify)
        return { status: answer.status, text: answer.text }
      }
    )
  }

  /** the application's signature and the common parameters, as the gateway checks them */
  private check(params: Record<string, string>): string | null {
    if (params.app_id !== this.keys.appId) return 'isv.invalid-app-id'
    if (params.sign_type !== 'RSA2' || !params.sign) return 'isv.invalid-signature-type'
    if (!alipayVerify(this.keys.app.publicKey, alipaySignContent(params), params.sign)) return 'isv.invalid-signature'
    return null
  }

  /** GET gateway.do?…alipay.trade.wap.pay: the cashier's trade, or why the request is refused */
  async openWapPay(query: Record<string, string>): Promise<{ ok: true; page: GatewayPage } | { ok: false; reason: string }> {
    const bad = this.check(query)
    if (bad) return { ok: false, reason: bad }
    if (query.method !== 'alipay.trade.wap.pay') return { ok: false, reason: 'isv.invalid-method' }
    const biz = JSON.parse(query.biz_content ?? '{}') as Record<string, string>
    const amountFen = yuanToFen(biz.total_amount)
    if (!biz.out_trade_no || !Number.isSafeInteger(amountFen) || amountFen <= 0) return { ok: false, reason: 'isv.invalid-parameter' }
    const existing = await this.db.selectFrom('sandbox_prepays').selectAll().where('order_no', '=', biz.out_trade_no).where('pay_type', '=', 'ALIPAY_WAP').where('amount_fen', '=', amountFen).orderBy('created_at', 'desc').executeTakeFirst()
    const prepayId = existing?.prepay_id ?? `ali${randomBytes(12).toString('hex')}`
    if (!existing) await this.db.insertInto('sandbox_prepays').values({ prepay_id: prepayId, order_no: biz.out_trade_no, amount_fen: amountFen, pay_type: 'ALIPAY_WAP', state: 'NOTPAY', transaction_id: null, created_at: this.clock() }).execute()
    return { ok: true, page: { prepayId, orderNo: biz.out_trade_no, amountFen, subject: biz.subject ?? '', returnUrl: query.return_url ?? '/', state: existing?.state ?? 'NOTPAY' } }
  }

  /** the payer confirmed in the cashier: the trade succeeds and its signed notification is produced (the caller delivers it, any number of times) */
  async complete(prepayId: string, amountOverrideFen?: number): Promise<{ form: string; orderNo: string }> {
    const prepay = await this.db.selectFrom('sandbox_prepays').selectAll().where('prepay_id', '=', prepayId).executeTakeFirstOrThrow()
    const tradeNo = prepay.transaction_id ?? `2026${Date.now()}${randomBytes(4).toString('hex')}`
    await this.db.updateTable('sandbox_prepays').set({ state: 'SUCCESS', transaction_id: tradeNo }).where('prepay_id', '=', prepayId).execute()
    const now = this.clock()
    return {
      orderNo: prepay.order_no,
      form: this.notification({
        out_trade_no: prepay.order_no,
        trade_no: tradeNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: fenToYuan(amountOverrideFen ?? Number(prepay.amount_fen)),
        receipt_amount: fenToYuan(amountOverrideFen ?? Number(prepay.amount_fen)),
        gmt_payment: alipayTimestamp(now)
      })
    }
  }

  /** a notification signed with the sandbox's Alipay key */
  notification(fields: Record<string, string>): string {
    const now = this.clock()
    const params: Record<string, string> = { notify_time: alipayTimestamp(now), notify_type: 'trade_status_sync', notify_id: randomBytes(16).toString('hex'), app_id: this.keys.appId, charset: 'utf-8', version: '1.0', ...fields, sign_type: 'RSA2' }
    params.sign = alipaySign(this.keys.alipay.privateKey, alipaySignContent(params, ['sign', 'sign_type']))
    return formOf(params)
  }

  /** POST gateway.do: the server-to-server methods (refund) */
  async api(form: string): Promise<{ status: number; text: string; notify?: string }> {
    const params = parseForm(form)
    const method = params.method ?? ''
    const key = `${method.replace(/\./g, '_')}_response`
    const bad = this.check(params)
    const answer = (response: object) => {
      const body = JSON.stringify(response)
      return `{"${key}":${body},"sign":"${alipaySign(this.keys.alipay.privateKey, body)}"}`
    }
    if (bad) return { status: 200, text: answer({ code: '40002', msg: 'Invalid Arguments', sub_code: bad, sub_msg: '签名验证失败' }) }
    if (method !== 'alipay.trade.refund') return { status: 200, text: answer({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' }) }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>
    const trade = await this.db.selectFrom('sandbox_prepays').selectAll().where('order_no', '=', biz.out_trade_no ?? '').where('state', '=', 'SUCCESS').executeTakeFirst()
    const refundFen = yuanToFen(biz.refund_amount)
    if (!trade) return { status: 200, text: answer({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' }) }
    if (!Number.isSafeInteger(refundFen) || refundFen <= 0 || refundFen > Number(trade.amount_fen)) return { status: 200, text: answer({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' }) }
    const now = this.clock()
    const text = answer({ code: '10000', msg: 'Success', trade_no: trade.transaction_id, out_trade_no: trade.order_no, buyer_logon_id: 'sandbox***@alipay.com', fund_change: 'Y', refund_fee: fenToYuan(refundFen), gmt_refund_pay: alipayTimestamp(now) })
    const notify = this.notification({
      out_trade_no: trade.order_no,
      trade_no: trade.transaction_id ?? '',
      out_biz_no: biz.out_request_no ?? '',
      refund_fee: fenToYuan(refundFen),
      gmt_refund: alipayTimestamp(now),
      trade_status: refundFen === Number(trade.amount_fen) ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
      total_amount: fenToYuan(Number(trade.amount_fen))
    })
    return { status: 200, text, notify }
  }
}
