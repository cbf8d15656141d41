/**
 * Aliyun SMS (dysmsapi, SendSms, API version 2017-05-25) over its RPC interface with signature
 * version 1.0 (HMAC-SHA1), as Aliyun documents it:
 *  1. every parameter but Signature, sorted by name, each name and value percent-encoded
 *     (RFC 3986: only A-Z a-z 0-9 - _ . ~ stay; a space is %20), joined as k=v with '&';
 *  2. StringToSign = METHOD + '&' + percentEncode('/') + '&' + percentEncode(that query);
 *  3. Signature = Base64(HMAC-SHA1(AccessKeySecret + '&', StringToSign)).
 * The documented example (testId / testSecret) is one of the tests; the transport is tested
 * against a local fake of the endpoint, since the real one is not reachable from here.
 */
import { createHmac, randomUUID } from 'crypto'
import { SmsDeliveryError, type SmsMessage, type SmsSender } from './index'

export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, c => '%' + c.charCodeAt(0).toString(16).toUpperCase())
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map(k => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&')
}

export function aliyunRpcSignature(params: Record<string, string>, accessKeySecret: string, method: 'GET' | 'POST' = 'GET'): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`
  return createHmac('sha1', accessKeySecret + '&').update(stringToSign, 'utf8').digest('base64')
}

/** Aliyun's time-stamp format: ISO 8601 in UTC without milliseconds. */
export function aliyunTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export interface AliyunSmsOptions {
  endpoint: string
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  regionId: string
  clock?: () => number
  nonce?: () => string
  /** ms before a request is abandoned */
  timeoutMs?: number
}

export class AliyunSmsSender implements SmsSender {
  readonly kind = 'aliyun' as const
  constructor(private readonly options: AliyunSmsOptions) {}

  /** The signed request URL for one message (exposed for tests). */
  requestUrl(message: SmsMessage): string {
    const o = this.options
    const params: Record<string, string> = {
      AccessKeyId: o.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      // mainland numbers as they are; others with their country code in front (Aliyun's international format)
      PhoneNumbers: message.nationCode === '86' ? message.phone : message.nationCode + message.phone,
      RegionId: o.regionId,
      SignName: o.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: (o.nonce ?? randomUUID)(),
      SignatureVersion: '1.0',
      TemplateCode: o.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: aliyunTimestamp((o.clock ?? Date.now)()),
      Version: '2017-05-25'
    }
    const signature = aliyunRpcSignature(params, o.accessKeySecret)
    const base = o.endpoint.endsWith('/') ? o.endpoint : o.endpoint + '/'
    return `${base}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`
  }

  async send(message: SmsMessage): Promise<void> {
    let response: Response
    try {
      response = await fetch(this.requestUrl(message), { method: 'GET', signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) })
    } catch (err) {
      throw new SmsDeliveryError(`aliyun sms request failed: ${(err as Error).message}`)
    }
    let body: { Code?: string; Message?: string } = {}
    try {
      body = (await response.json()) as typeof body
    } catch {
      throw new SmsDeliveryError(`aliyun sms answered ${response.status} without JSON`)
    }
    // Code 'OK' is success; anything else (isv.BUSINESS_LIMIT_CONTROL, isv.MOBILE_NUMBER_ILLEGAL, ...) is a refusal
    if (body.Code !== 'OK') throw new SmsDeliveryError(`aliyun sms refused: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim(), body.Code)
  }
}
