/**
 * The WeChat Pay API v3 protocol, shared by the real adapter and the sandbox (which implements
 * the same protocol with its own keys):
 *  - signatures are SHA256-RSA2048 (PKCS#1 v1.5) over lines joined with "\n", each ending in "\n";
 *  - a notification is signed by the platform over `timestamp\nnonce\nbody\n`, sent with the
 *    Wechatpay-Timestamp / -Nonce / -Signature / -Serial headers;
 *  - its `resource` is AEAD_AES_256_GCM encrypted with the merchant's APIv3 key (32 bytes), the
 *    16-byte tag appended to the ciphertext, base64;
 *  - JSAPI payment parameters (spec 3.13: appId, timeStamp, nonceStr, package, signType, paySign)
 *    are signed by the merchant over `appId\ntimeStamp\nnonceStr\npackage\n` with signType RSA.
 */
import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'crypto'
import type { WechatPayParams } from '@xungen/contracts'

export function signLines(privateKey: KeyObject | string, lines: readonly string[]): string {
  return createSign('RSA-SHA256').update(lines.map(l => `${l}\n`).join('')).sign(privateKey, 'base64')
}

export function verifyLines(publicKey: KeyObject | string, lines: readonly string[], signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(lines.map(l => `${l}\n`).join('')).verify(publicKey, signature, 'base64')
  } catch {
    return false
  }
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM'
  ciphertext: string
  nonce: string
  associated_data: string
  original_type: string
}

export function encryptResource(apiV3Key: Buffer, plaintext: string, associatedData: string, originalType: string): EncryptedResource {
  const nonce = randomBytes(6).toString('hex') // 12 characters, as the provider sends
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce))
  cipher.setAAD(Buffer.from(associatedData))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: body.toString('base64'), nonce, associated_data: associatedData, original_type: originalType }
}

/** the plaintext, or null when the key, nonce, associated data or tag do not match */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string | null {
  try {
    const raw = Buffer.from(resource.ciphertext, 'base64')
    if (raw.length < 17) return null
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce))
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''))
    decipher.setAuthTag(raw.subarray(raw.length - 16))
    return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

export function jsapiPayParams(appId: string, prepayId: string, merchantKey: KeyObject | string, nowMs: number): WechatPayParams {
  const timeStamp = String(Math.floor(nowMs / 1000))
  const nonceStr = randomBytes(16).toString('hex')
  const pkg = `prepay_id=${prepayId}`
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: signLines(merchantKey, [appId, timeStamp, nonceStr, pkg]) }
}

/** the headers a v3 notification arrives with (lower-case, as Node gives them) */
export interface NotificationHeaders {
  'wechatpay-timestamp'?: string
  'wechatpay-nonce'?: string
  'wechatpay-signature'?: string
  'wechatpay-serial'?: string
}

/** notifications older or newer than this are refused (replay window) */
export const NOTIFICATION_WINDOW_S = 300

export function signNotification(platformKey: KeyObject, serial: string, body: string, nowMs: number): Required<NotificationHeaders> {
  const timestamp = String(Math.floor(nowMs / 1000))
  const nonce = randomBytes(16).toString('hex')
  return { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': nonce, 'wechatpay-signature': signLines(platformKey, [timestamp, nonce, body]), 'wechatpay-serial': serial }
}

export type HeaderCheck = { ok: true } | { ok: false; reason: 'headers' | 'serial' | 'stale' | 'signature' }

export function checkNotificationHeaders(headers: NotificationHeaders, body: string, platform: { serial: string; publicKey: KeyObject }, nowMs: number): HeaderCheck {
  const ts = headers['wechatpay-timestamp']
  const nonce = headers['wechatpay-nonce']
  const signature = headers['wechatpay-signature']
  if (!ts || !nonce || !signature || !/^\d{1,12}$/.test(ts)) return { ok: false, reason: 'headers' }
  if (headers['wechatpay-serial'] !== platform.serial) return { ok: false, reason: 'serial' }
  if (Math.abs(Math.floor(nowMs / 1000) - Number(ts)) > NOTIFICATION_WINDOW_S) return { ok: false, reason: 'stale' }
  if (!verifyLines(platform.publicKey, [ts, nonce, body], signature)) return { ok: false, reason: 'signature' }
  return { ok: true }
}
