/**
 * Sending verification codes by SMS: one interface, a sandbox (the default outside production)
 * that keeps what it "sends" in the sms_outbox table, and Aliyun's SMS service selected by
 * SMS_PROVIDER=aliyun. The verification rules (expiry, attempts, limits) are not here but in
 * ../verification.ts: a provider only delivers text.
 */
import type { SmsVerifyType } from '@xungen/contracts'

export interface SmsMessage {
  nationCode: string
  phone: string
  code: string
  purpose: SmsVerifyType
  ttlMinutes: number
}

export interface SmsSender {
  readonly kind: 'sandbox' | 'aliyun' | string
  /** resolves once the provider accepted the message; throws SmsDeliveryError when it refused */
  send(message: SmsMessage): Promise<void>
}

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string
  ) {
    super(message)
    this.name = 'SmsDeliveryError'
  }
}

const PURPOSE_TEXT: Record<SmsVerifyType, string> = {
  login: '登录或注册',
  reset_password: '重置密码',
  modify_password: '修改密码',
  account_cancel: '注销账号',
  bind_phone: '绑定手机号',
  withdraw: '申请余额提现',
  raw_data_download: '下载原始基因数据'
}

/** The text of the message (the sandbox stores it; real providers send their approved template with the code). */
export function smsText(message: SmsMessage): string {
  return `【基因寻根】您正在${PURPOSE_TEXT[message.purpose]}，验证码为 ${message.code}，${message.ttlMinutes} 分钟内有效。如非本人操作，请忽略本短信。`
}
