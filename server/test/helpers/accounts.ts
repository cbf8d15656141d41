/**
 * Helpers of the account tests: an app with a movable clock, codes read from the sandbox outbox
 * (GET /dev/sms-outbox, as developers and the end-to-end suite read them), sign-up in one call.
 */
import { randomBytes } from 'crypto'
import type SharpModule from 'sharp'
import type { LightMyRequestResponse } from 'fastify'
import { DEV_SMS_OUTBOX_PATH, TEST_SIGNING_KEYS, signRequest, type SessionData, type SmsVerifyType } from '@xungen/contracts'
import { createTestApp, json, type TestApp, type TestAppOptions } from './app'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

export const T0 = Date.UTC(2026, 10, 22, 2, 0, 0)

export interface AccountsTestApp extends TestApp {
  /** the app's clock (ms); move it with advance() */
  now(): number
  advance(ms: number): void
  /** the latest code the sandbox sent to a phone */
  code(phone: string, nationCode?: string): Promise<string>
  /** asks for a code (moves the clock past the 120 s resend wait first, so tests can ask again) */
  sendCode(phone: string, verifyType?: SmsVerifyType, headers?: Record<string, string>): Promise<string>
  /** a new account by phone code, name and a gradient avatar */
  signUp(phone: string, name: string): Promise<SessionData>
}

let phoneCounter = 0
/** A mainland mobile number no other test of this process uses. */
export function newPhone(): string {
  phoneCounter++
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`
}

let nameCounter = 0
export function newName(prefix = '测试'): string {
  nameCounter++
  return `${prefix}${nameCounter}号`
}

export const GRADIENT = { type: 'color' as const, startColor: '#56CCF2', endColor: '#2F80ED' }

export async function createAccountsApp(options: TestAppOptions = {}): Promise<AccountsTestApp> {
  let clock = T0
  const t = await createTestApp({
    ...options,
    now: () => clock,
    env: { SMS_DAILY_LIMIT_PER_IP: '100000', SMS_DAILY_LIMIT_PER_PHONE: '1000', SMS_DAILY_LIMIT_PER_PHONE_IP: '1000', RATE_LIMIT_PER_MINUTE: '100000', ...options.env }
  })
  const app: AccountsTestApp = Object.assign(t, {
    now: () => clock,
    advance(ms: number) {
      clock += ms
    },
    async code(phone: string, nationCode = '86') {
      const res = await t.app.inject({ method: 'GET', url: DEV_SMS_OUTBOX_PATH, query: { phone, nationCode } })
      const list = (res.json() as { list: Array<{ code: string }> }).list
      if (!list?.length) throw new Error(`no code was sent to ${phone}`)
      return list[0].code
    },
    async sendCode(phone: string, verifyType: SmsVerifyType = 'login', headers: Record<string, string> = {}) {
      clock += 121_000
      const res = await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { phone, nationCode: '86', verifyType }, headers })
      if (json(res).code !== 0) throw new Error(`code not sent: ${res.body}`)
      return app.code(phone)
    },
    async signUp(phone: string, name: string) {
      const authCode = await app.sendCode(phone)
      const res = await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, nationCode: '86', authCode, name, avatar: GRADIENT, isWechat: false } })
      const body = json<SessionData>(res)
      if (body.code !== 0) throw new Error(`sign-up failed: ${res.body}`)
      return body.data
    }
  })
  return app
}

export function auth(token: string): Record<string, string> {
  return { token }
}

export function cookieOf(res: LightMyRequestResponse, name = 'token'): { value: string; attributes: string } | null {
  const header = res.headers['set-cookie']
  const all = Array.isArray(header) ? header : header ? [header] : []
  const line = all.find(c => c.startsWith(name + '='))
  if (!line) return null
  const [pair, ...attributes] = line.split(';')
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attributes: attributes.join(';').trim() }
}

/** An image made by sharp: a flat colour of the given size (sharp is loaded by the first file that makes one, as by the app) */
export async function makeImage(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp', colour = { r: 40, g: 120, b: 200 }): Promise<Buffer> {
  const sharp = require('sharp') as typeof SharpModule
  const image = sharp({ create: { width, height, channels: 3, background: colour } })
  return format === 'png' ? image.png().toBuffer() : format === 'jpeg' ? image.jpeg().toBuffer() : format === 'gif' ? image.gif().toBuffer() : image.webp().toBuffer()
}

/** A multipart/form-data body with one file part. */
export function multipart(content: Buffer, options: { field?: string; filename?: string; contentType?: string } = {}): { body: Buffer; contentType: string } {
  const boundary = '----xungen' + Math.random().toString(16).slice(2)
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.png'}"\r\nContent-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { body: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A signed multipart upload, as the client's Taro.uploadFile sends it (the signature covers path and query, not the file). */
export async function signedUpload(
  t: AccountsTestApp,
  url: string,
  query: Record<string, string>,
  part: { body: Buffer; contentType: string },
  headers: Record<string, string> = {}
): Promise<LightMyRequestResponse> {
  const signed = signRequest({ method: 'POST', url, query }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  return t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { ...headers, 'content-type': part.contentType } })
}
