/**
 * What the order service needs from a payment provider. The sandbox (default) and the real
 * WeChat Pay v3 adapter implement it; production refuses to start with the sandbox (config.ts).
 */
import type { PayType, WechatPayParams } from '@xungen/contracts'

export type PrepayResult =
  /** mini-program and WeChat browser: Taro.requestPayment / WeixinJSBridge with these */
  | { kind: 'jsapi'; params: WechatPayParams }
  /** H5 outside WeChat, Alipay, PayPal, and the sandbox cashier: open this page */
  | { kind: 'redirect'; url: string }
  /** desktop: show this as a QR code */
  | { kind: 'qrcode'; codeUrl: string }

export interface PrepayRequest {
  orderNo: string
  amountFen: number
  description: string
  payType: PayType
  /** the payer's openid (JSAPI) */
  openid?: string | null
  /** the payer's IP (WeChat H5 requires it) */
  clientIp?: string | null
}

export interface VerifiedNotification {
  /** the provider's id of this notification: a repeat of it is a replay */
  notificationId: string
  kind: 'PAY' | 'REFUND'
  orderNo: string
  refundNo?: string
  transactionId: string
  amountFen: number
  success: boolean
}

export type NotificationCheck = { ok: true; notification: VerifiedNotification } | { ok: false; reason: string }

export interface RefundRequest {
  orderNo: string
  refundNo: string
  amountFen: number
  totalFen: number
  /** the provider's id of the payment (PayPal refunds a capture by its id) */
  transactionId?: string | null
}

export interface PaymentProvider {
  /** 'sandbox' or the provider's name; ledger cash accounts are per provider */
  readonly name: string
  prepay(request: PrepayRequest, nowMs: number): Promise<PrepayResult>
  /** signature, time window, decryption and merchant checks; the order checks are the service's */
  verifyNotification(headers: Record<string, string | string[] | undefined>, body: string, nowMs: number): NotificationCheck | Promise<NotificationCheck>
  /** asks for a refund; the outcome arrives as a REFUND notification */
  refund(request: RefundRequest, nowMs: number): Promise<void>
  /** the answer the provider expects to a notification (default: 204, as WeChat Pay v3 takes it) */
  acknowledge?(ok: boolean): { status: number; type?: string; body?: string }
}
