/**
 * The real WeChat Pay API v3 adapter (api.mch.weixin.qq.com): JSAPI in the mini-program and the
 * WeChat browser, H5 (MWEB) in other mobile browsers, Native (QR code) on desktop; refunds.
 * Requests carry the WECHATPAY2-SHA256-RSA2048 Authorization signed with the merchant key; answers
 * and notifications are verified with the platform key (wechatV3.ts). Configured by environment
 * (config.ts); production refuses to start without it.
 */
import { createPublicKey, createPrivateKey, randomBytes, type KeyObject } from 'crypto'
import type { NotificationCheck, PaymentProvider, PrepayRequest, PrepayResult } from './provider'
import { verifyWechatV3Notification } from './sandbox'
import { jsapiPayParams, signLines, verifyLines } from './wechatV3'

export interface WechatPayConfig {
  mchId: string
  appId: string
  /** serial number of the merchant API certificate */
  merchantSerial: string
  merchantPrivateKeyPem: string
  platformSerial: string
  /** the platform certificate or public key (PEM) */
  platformPublicKeyPem: string
  apiV3Key: string
  /** https origin the provider POSTs notifications to (…/pay/notify/wechat) */
  notifyOrigin: string
  /** default https://api.mch.weixin.qq.com */
  apiBase?: string
}

export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat'
  private readonly merchantKey: KeyObject
  private readonly platformKey: KeyObject
  private readonly apiV3Key: Buffer
  private readonly base: string

  constructor(
    private readonly config: WechatPayConfig,
    private readonly fetchFn: Fetch = fetch as unknown as Fetch
  ) {
    this.merchantKey = createPrivateKey(config.merchantPrivateKeyPem)
    this.platformKey = createPublicKey(config.platformPublicKeyPem)
    this.apiV3Key = Buffer.from(config.apiV3Key, 'utf8')
    if (this.apiV3Key.length !== 32) throw new Error('WECHATPAY_APIV3_KEY must be 32 bytes')
    this.base = config.apiBase ?? 'https://api.mch.weixin.qq.com'
  }

  /** the Authorization header of a v3 request */
  authorization(method: string, pathWithQuery: string, body: string, nowMs: number): string {
    const timestamp = String(Math.floor(nowMs / 1000))
    const nonce = randomBytes(16).toString('hex')
    const signature = signLines(this.merchantKey, [method, pathWithQuery, timestamp, nonce, body])
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.config.merchantSerial}"`
  }

  private async call(method: 'POST' | 'GET', path: string, payload: object | null, nowMs: number): Promise<Record<string, any>> {
    const body = payload ? JSON.stringify(payload) : ''
    const res = await this.fetchFn(this.base + path, {
      method,
      headers: { Authorization: this.authorization(method, path, body, nowMs), Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'xungen-server' },
      ...(payload ? { body } : {})
    })
    const text = await res.text()
    const ts = res.headers.get('wechatpay-timestamp')
    const nonce = res.headers.get('wechatpay-nonce')
    const sig = res.headers.get('wechatpay-signature')
    if (!ts || !nonce || !sig || res.headers.get('wechatpay-serial') !== this.config.platformSerial || !verifyLines(this.platformKey, [ts, nonce, text], sig)) {
      throw new Error(`WeChat Pay answer to ${path} is not signed by the platform (HTTP ${res.status})`)
    }
    const data = text ? JSON.parse(text) : {}
    if (res.status >= 300) throw new Error(`WeChat Pay ${path}: ${data.code ?? res.status} ${data.message ?? ''}`)
    return data
  }

  async prepay(request: PrepayRequest, nowMs: number): Promise<PrepayResult> {
    const common = {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: request.description.slice(0, 127),
      out_trade_no: request.orderNo,
      notify_url: `${this.config.notifyOrigin}/pay/notify/wechat`,
      amount: { total: request.amountFen, currency: 'CNY' }
    }
    if (request.payType === 'WECHAT_JSAPI') {
      if (!request.openid) throw new Error('JSAPI payment needs the payer openid')
      const r = await this.call('POST', '/v3/pay/transactions/jsapi', { ...common, payer: { openid: request.openid } }, nowMs)
      return { kind: 'jsapi', params: jsapiPayParams(this.config.appId, String(r.prepay_id), this.merchantKey, nowMs) }
    }
    if (request.payType === 'WECHAT_H5') {
      const r = await this.call('POST', '/v3/pay/transactions/h5', { ...common, scene_info: { payer_client_ip: request.clientIp ?? '', h5_info: { type: 'Wap' } } }, nowMs)
      return { kind: 'redirect', url: String(r.h5_url) }
    }
    if (request.payType === 'WECHAT_NATIVE') {
      const r = await this.call('POST', '/v3/pay/transactions/native', common, nowMs)
      return { kind: 'qrcode', codeUrl: String(r.code_url) }
    }
    throw new Error(`WeChat Pay does not take ${request.payType}`)
  }

  verifyNotification(headers: Record<string, string | string[] | undefined>, body: string, nowMs: number): NotificationCheck {
    return verifyWechatV3Notification(headers, body, nowMs, { serial: this.config.platformSerial, publicKey: this.platformKey, apiV3Key: this.apiV3Key, mchId: this.config.mchId })
  }

  async refund(request: { orderNo: string; refundNo: string; amountFen: number; totalFen: number }, nowMs: number): Promise<void> {
    await this.call(
      'POST',
      '/v3/refund/domestic/refunds',
      {
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        notify_url: `${this.config.notifyOrigin}/pay/notify/wechat`,
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' }
      },
      nowMs
    )
  }
}
