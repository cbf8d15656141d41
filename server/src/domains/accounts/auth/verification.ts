/**
 * SMS verification codes (issue 3): 6 digits from a secure random source, stored hashed (a
 * salted SHA-256: the table alone does not give a usable code), valid for 5 minutes, usable
 * once, and dead after a few wrong entries. Sending is limited: one code per phone per 120 s
 * (spec 9, the button's countdown), a daily cap per phone, per client address, per device and
 * per (phone, address), and a slower pace for a phone asked for from several addresses. The counters
 * live in the database or Redis, so they hold across server processes. A captcha check
 * (NetEase "neCaptcha") can be plugged in through ServiceOverrides.captcha.
 */
import { createHash, randomInt, randomBytes, timingSafeEqual } from 'crypto'
import type { Kysely, Transaction } from 'kysely'
import { AUTH_CODE_LENGTH, AUTH_CODE_MESSAGES, AUTH_CODE_PATTERN, CODES, type SmsLimitData, type SmsVerifyType } from '@xungen/contracts'
import type { Database } from '../../../db'
import { AppError, argError } from '../../../errors'
import { counterKey, type RateCounter } from '../../../security/counters'
import type { AccountsConfig } from '../config'
import { SmsDeliveryError, type SmsSender } from './sms'

type Db = Kysely<Database> | Transaction<Database>

/** A check of the NetEase captcha token the client sends as neCaptcha. */
export interface CaptchaVerifier {
  verify(token: string | undefined, context: { ip: string; phone: string }): Promise<boolean>
}

const DAY_MS = 24 * 60 * 60 * 1000

export const SMS_MESSAGES = {
  tooSoon: (seconds: number) => `验证码发送太频繁，请${seconds}秒后再试`,
  dailyPhone: '该手机号今日获取验证码次数已达上限，请明天再试',
  dailyIp: '今日获取验证码次数过多，请明天再试',
  dailyPhoneIp: '当前网络今日为该手机号获取验证码次数过多，请更换网络或明天再试',
  captcha: '请先完成安全验证',
  deliveryFailed: '验证码发送失败，请稍后重试'
} as const

function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(salt + ':' + code).digest('hex')
}

export interface VerifiedCode {
  codeId: number
}

export class VerificationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly counters: RateCounter,
    private readonly sms: SmsSender,
    private readonly config: AccountsConfig['sms'],
    private readonly clock: () => number,
    private readonly captcha: CaptchaVerifier | null,
    private readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
    /** the phone's blind index: codes are stored and found by it, never by the phone (security item 6) */
    private readonly phoneIndex: (nationCode: string, phone: string) => string
  ) {}

  /** Sends a new code; the phone and country code are already valid. */
  async send(input: { nationCode: string; phone: string; purpose: SmsVerifyType; ip: string; device?: string | null; captcha?: string }): Promise<{ retryAfterSeconds: number; expiresInSeconds: number }> {
    const { nationCode, phone, purpose, ip } = input
    if (this.captcha && !(await this.captcha.verify(input.captcha, { ip, phone }))) throw argError('neCaptcha', SMS_MESSAGES.captcha)
    const now = this.clock()
    // issue 12: the caller's own limits first (its address, then its device), so that a request
    // refused for them costs the phone nothing: nobody can use up someone else's daily quota or
    // hold their 120 s window beyond their own limits
    const perIp = await this.counters.hit(counterKey('sms-day-ip', ip), DAY_MS)
    if (perIp.count > this.config.dailyLimitPerIp) this.refuse(SMS_MESSAGES.dailyIp, perIp.resetAt - now)
    if (input.device) {
      const perDevice = await this.counters.hit(counterKey('sms-day-device', input.device), DAY_MS)
      if (perDevice.count > this.config.dailyLimitPerDevice) this.refuse(SMS_MESSAGES.dailyIp, perDevice.resetAt - now)
    }
    // issue 20: one address spends at most its share of a phone's daily codes, so that nobody can
    // lock a phone out for the day from one address (counted before the phone pays, like the above)
    const perPair = await this.counters.hit(counterKey('sms-day-phone-ip', nationCode, phone, ip), DAY_MS)
    if (perPair.count > this.config.dailyLimitPerPhoneIp) this.refuse(SMS_MESSAGES.dailyPhoneIp, perPair.resetAt - now)
    // a phone that has had a share's worth of codes today is under pressure from more than one
    // address: further codes come at a slower pace instead of stopping, until the phone's daily total
    const today = await this.counters.peek(counterKey('sms-day-phone', nationCode, phone))
    const waitSeconds = (today?.count ?? 0) >= this.config.dailyLimitPerPhoneIp ? Math.max(this.config.resendSeconds, this.config.pressureResendSeconds) : this.config.resendSeconds
    // spec 9: 120 s between codes for a phone, whatever the purpose (a bomber would alternate purposes)
    const resend = await this.counters.hit(counterKey('sms-resend', nationCode, phone), waitSeconds * 1000)
    if (resend.count > 1) this.refuse(SMS_MESSAGES.tooSoon(Math.max(1, Math.ceil((resend.resetAt - now) / 1000))), resend.resetAt - now)
    const perPhone = await this.counters.hit(counterKey('sms-day-phone', nationCode, phone), DAY_MS)
    if (perPhone.count > this.config.dailyLimitPerPhone) this.refuse(SMS_MESSAGES.dailyPhone, perPhone.resetAt - now)

    const code = String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0')
    const salt = randomBytes(12).toString('base64url')
    const inserted = await this.db
      .insertInto('sms_codes')
      .values({ purpose, nation_code: nationCode, phone: this.phoneIndex(nationCode, phone), code_hash: hashCode(code, salt), salt, attempts: 0, created_at: now, expires_at: now + this.config.codeTtlSeconds * 1000, consumed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    try {
      await this.sms.send({ nationCode, phone, code, purpose, ttlMinutes: Math.round(this.config.codeTtlSeconds / 60) })
    } catch (err) {
      // an undelivered code must not count as the phone's code, nor hold the button back for 120 s
      await this.db.deleteFrom('sms_codes').where('id', '=', Number(inserted.id)).execute()
      await this.counters.reset(counterKey('sms-resend', nationCode, phone))
      this.log.error({ err, provider: this.sms.kind, providerCode: err instanceof SmsDeliveryError ? err.providerCode : undefined }, 'sms delivery failed')
      throw new AppError(CODES.SERVICE_UNAVAILABLE, SMS_MESSAGES.deliveryFailed)
    }
    return { retryAfterSeconds: waitSeconds, expiresInSeconds: this.config.codeTtlSeconds }
  }

  private refuse(message: string, retryAfterMs: number): never {
    const data: SmsLimitData = { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    throw new AppError(CODES.TOO_MANY_REQUESTS, message, { data })
  }

  /**
   * Checks a code without using it up (is_registered, check-auth-code, the steps before the final
   * call). A wrong code counts against the code's attempts; the last allowed mistake kills it.
   * Throws 4006 on the `field` with the reason; returns the code's id for consume().
   */
  async verify(input: { nationCode: string; phone: string; purpose: SmsVerifyType; code: string | undefined; field: string }): Promise<VerifiedCode> {
    const { nationCode, phone, purpose, field } = input
    const code = (input.code ?? '').trim()
    if (!AUTH_CODE_PATTERN.test(code)) throw argError(field, code ? AUTH_CODE_MESSAGES.format : '请输入验证码')
    const row = await this.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('nation_code', '=', nationCode)
      .where('phone', '=', this.phoneIndex(nationCode, phone))
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (!row) throw argError(field, AUTH_CODE_MESSAGES.missing)
    if (row.consumed_at !== null || row.expires_at <= this.clock()) throw argError(field, AUTH_CODE_MESSAGES.expired)
    // issue 12: the attempt is claimed before the code is compared, in one statement that only
    // succeeds while attempts remain, so parallel guesses cannot all read the same count
    const claimed = await this.db
      .updateTable('sms_codes')
      .set(eb => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', this.config.maxAttempts)
      .returning('attempts')
      .executeTakeFirst()
    if (!claimed) throw argError(field, AUTH_CODE_MESSAGES.tooManyAttempts)
    const expected = Buffer.from(row.code_hash, 'hex')
    const given = Buffer.from(hashCode(code, row.salt), 'hex')
    if (!timingSafeEqual(expected, given)) {
      const left = this.config.maxAttempts - Number(claimed.attempts)
      throw argError(field, left <= 0 ? AUTH_CODE_MESSAGES.tooManyAttempts : AUTH_CODE_MESSAGES.wrong)
    }
    // the right code was not a mistake: its attempt is given back (the flow checks a code up to three times)
    await this.db.updateTable('sms_codes').set(eb => ({ attempts: eb('attempts', '-', 1) })).where('id', '=', row.id).where('attempts', '>', 0).execute()
    return { codeId: Number(row.id) }
  }

  /** Uses a verified code up, inside the caller's transaction: if that rolls back, the code is still good. */
  async consume(verified: VerifiedCode, field: string, db: Db): Promise<void> {
    const result = await db
      .updateTable('sms_codes')
      .set({ consumed_at: this.clock() })
      .where('id', '=', verified.codeId)
      .where('consumed_at', 'is', null)
      .executeTakeFirst()
    // another request used it first (two taps): single use means only one of them goes through
    if (Number(result.numUpdatedRows) !== 1) throw argError(field, AUTH_CODE_MESSAGES.expired)
  }

  /** Removes the codes of a phone (an account's deletion). */
  async deleteCodesOf(nationCode: string, phone: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('sms_codes').where('nation_code', '=', nationCode).where('phone', '=', this.phoneIndex(nationCode, phone)).execute()
  }

  /** Removes codes (and the sandbox outbox) older than a day: they can no longer be used or read usefully. */
  async sweep(): Promise<void> {
    const before = this.clock() - DAY_MS
    await this.db.deleteFrom('sms_codes').where('expires_at', '<', before).execute()
    await this.db.deleteFrom('sms_outbox').where('created_at', '<', before).execute()
  }
}
