/**
 * Sign-in, sign-up and passwords (spec 2.2, 4, 5, 7.2, 7.3 User group), and the mini-program
 * login with its phone binding. Every refusal is 4006 ARG_ERROR on the field concerned with a
 * Chinese message (spec 8.1 has no dedicated codes for these), or 4290 for limits.
 */
import { randomBytes } from 'crypto'
import type { Kysely, Transaction } from 'kysely'
import {
  ACCOUNT_PHONE_VERIFY_TYPES,
  CODES,
  NAME_MESSAGES,
  PASSWORD_MESSAGES,
  SMS_VERIFY_TYPES,
  USER_STATE,
  defaultAvatarFor,
  defaultNickname,
  normalizeName,
  passwordError,
  type IsRegisteredData,
  type SmsLimitData,
  type SessionData,
  type SmsVerifyData,
  type SmsVerifyType
} from '@xungen/contracts'
import type { ACCOUNTS, EndpointBody, EndpointQuery } from '@xungen/contracts/endpoints'
import type { Database } from '../../../db'
import { AppError, argError } from '../../../errors'
import { counterKey } from '../../../security/counters'
import { countedAttempt } from '../../../security/attempts'
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../../security/password'
import type { UploadsRepository } from '../uploads/repository'
import { avatarColumns, resolveAvatarChoice } from '../users/avatars'
import { NO_PERSONAL_DATA, isUniqueViolation, nameKey, type UserRow } from '../users/repository'
import type { UserService } from '../users/service'
import type { Accounts } from '../core'
import { requirePhone, type Phone } from './phone'
import { SESSION_REVOKE_REASONS } from './sessions'
import { WechatLoginError } from './wechat'
import { WechatApiError } from '../wechatApi'

/** Who is calling, as far as the account rules need to know (request.session fits it). */
export interface Caller {
  user: { id: number } | null
  /** the sign-out code of a refused token (1003, 2102) */
  refusal: number | null
}

/** The validated inputs of the account calls, as their declarations define them. */
type Body<K extends keyof typeof ACCOUNTS> = EndpointBody<(typeof ACCOUNTS)[K]>
type Query<K extends keyof typeof ACCOUNTS> = EndpointQuery<(typeof ACCOUNTS)[K]>

const PASSWORD_WINDOW_MS = 15 * 60 * 1000

export const AUTH_MESSAGES = {
  notRegistered: '该手机号尚未注册，请先注册',
  alreadyRegistered: '该手机号已注册，请直接登录',
  wrongPassword: '手机号或密码错误',
  tooManyPasswordFailures: '密码错误次数过多，请15分钟后再试，或使用验证码登录',
  noPasswordYet: '您还没有设置密码，请使用验证码修改',
  modifyNeedsProof: '请输入原密码或验证码',
  accountPhoneOnly: '请使用当前账号绑定的手机号获取验证码',
  signinRequired: '请先登录',
  noPhone: '当前账号未绑定手机号，请先绑定',
  alreadyBound: '当前账号已绑定手机号',
  phoneBoundToOtherWechat: '该手机号已绑定其他微信账号',
  wechatCode: '微信登录失败，请重试',
  wechatBusy: '微信服务繁忙，请稍后再试',
  wechatPhoneCode: '微信手机号授权已失效，请重新点击获取',
  wechatPhoneNotWechat: '请先使用微信登录'
} as const

export interface SignedIn {
  session: SessionData
}

export class AuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: Accounts,
    private readonly userService: UserService,
    private readonly uploads: UploadsRepository
  ) {}

  private get clock() {
    return this.accounts.clock
  }

  private async account(phone: Phone): Promise<UserRow | undefined> {
    return this.accounts.users.findByPhone(phone.nationCode, phone.phone)
  }

  /** The phone a code for `purpose` goes to: the signed-in account's own for its purposes, else the one given. */
  private async codePhone(purpose: SmsVerifyType, phone: string | undefined, nationCode: string | undefined, caller: Caller, field: string): Promise<Phone> {
    if (!ACCOUNT_PHONE_VERIFY_TYPES.includes(purpose)) {
      if (purpose === SMS_VERIFY_TYPES.BIND_PHONE && !caller.user) throw new AppError(caller.refusal ?? CODES.SESSION_INVALID, AUTH_MESSAGES.signinRequired)
      return requirePhone(phone, nationCode, field)
    }
    if (!caller.user) throw new AppError(caller.refusal ?? CODES.SESSION_INVALID, AUTH_MESSAGES.signinRequired)
    const user = await this.accounts.users.findActiveById(caller.user.id)
    if (!user?.phone || !user.nation_code) throw argError(field, AUTH_MESSAGES.noPhone)
    if (phone && phone.trim()) {
      const given = requirePhone(phone, nationCode, field)
      if (given.phone !== user.phone || given.nationCode !== user.nation_code) throw argError(field, AUTH_MESSAGES.accountPhoneOnly)
    }
    return { nationCode: user.nation_code, phone: user.phone }
  }

  /** POST sms_verify/web */
  async sendCode(body: Body<'smsVerify'>, caller: Caller, client: { ip: string; device: string | null }): Promise<SmsVerifyData> {
    const purpose = body.verifyType as SmsVerifyType
    const phone = await this.codePhone(purpose, body.phone, body.nationCode, caller, 'phone')
    return this.accounts.verification.send({ ...phone, purpose, ip: client.ip, device: client.device, captcha: body.neCaptcha })
  }

  /** GET is_registered: a valid sign-in code is needed first, so that nobody can probe which numbers have accounts. */
  async isRegistered(query: Query<'isRegistered'>): Promise<IsRegisteredData> {
    const phone = requirePhone(query.phone_number, query.nation_code, 'phone_number', 'nation_code')
    await this.accounts.verification.verify({ ...phone, purpose: SMS_VERIFY_TYPES.LOGIN, code: query.auth_code, field: 'auth_code' })
    return { registered: (await this.account(phone)) !== undefined }
  }

  /** GET check-auth-code: the code is right (not used up). */
  async checkAuthCode(query: Query<'checkAuthCode'>, caller: Caller): Promise<{ valid: true }> {
    const purpose = (query.verify_type ?? SMS_VERIFY_TYPES.LOGIN) as SmsVerifyType
    const phone = await this.codePhone(purpose, query.phone_number, query.nation_code, caller, 'phone_number')
    await this.accounts.verification.verify({ ...phone, purpose, code: query.auth_code, field: 'auth_code' })
    return { valid: true }
  }

  private sessionData(userId: number, userState: number, issued: { token: string; expiresAt: number }): SessionData {
    return { userId, token: issued.token, expiresAt: issued.expiresAt, userState: userState as SessionData['userState'] }
  }

  /** POST signin/by-code */
  async signinByCode(body: Body<'signinByCode'>, client: string): Promise<SessionData> {
    const phone = requirePhone(body.phoneNumber, body.nationCode, 'phoneNumber')
    const verified = await this.accounts.verification.verify({ ...phone, purpose: SMS_VERIFY_TYPES.LOGIN, code: body.authCode, field: 'authCode' })
    const user = await this.account(phone)
    if (!user) throw argError('phoneNumber', AUTH_MESSAGES.notRegistered)
    const issued = await this.db.transaction().execute(async trx => {
      await this.accounts.verification.consume(verified, 'authCode', trx)
      return this.accounts.sessions.issue(user.id, client, trx)
    })
    return this.sessionData(user.id, user.user_state, issued)
  }

  /** POST signin/by-password: wrong passwords are counted per phone (15 minutes), unknown phones answer the same. */
  async signinByPassword(body: Body<'signinByPassword'>, client: string): Promise<SessionData> {
    const phone = requirePhone(body.phoneNumber, body.nationCode, 'phoneNumber')
    const password = body.password ?? ''
    if (!password) throw argError('password', PASSWORD_MESSAGES.empty)
    const logN = this.accounts.config.passwordScryptLogN
    const user = await this.account(phone)
    // issue 12: the attempt is counted before scrypt runs, so parallel guesses cannot all pass the limit
    const attempt = await countedAttempt(this.passwordLimit(phone.nationCode, phone.phone), async () => {
      if (!user?.password_hash) {
        // an unknown phone answers like a wrong password, after as long
        await burnPasswordCheck(password, logN)
        return { ok: false, value: null }
      }
      const result = await verifyPassword(password, user.password_hash, logN)
      return { ok: result.ok, value: result }
    })
    if (!attempt.ok && attempt.refused) throw this.tooManyPasswordFailures(attempt.resetAt)
    if (!attempt.ok || !user?.password_hash || !attempt.value) throw argError('password', AUTH_MESSAGES.wrongPassword)
    const check = attempt.value
    if (check.needsRehash) await this.accounts.users.update(user.id, { password_hash: await hashPassword(password, logN) })
    const issued = await this.accounts.sessions.issue(user.id, client)
    return this.sessionData(user.id, user.user_state, issued)
  }

  /** POST user/signup (spec 7.2): phone, code, name and avatar in one call; the code is used up with the account's creation. */
  async signup(body: Body<'signup'>, client: string): Promise<SessionData> {
    const phone = requirePhone(body.phoneNumber, body.nationCode, 'phoneNumber')
    const verified = await this.accounts.verification.verify({ ...phone, purpose: SMS_VERIFY_TYPES.LOGIN, code: body.authCode, field: 'authCode' })
    if (await this.account(phone)) throw argError('phoneNumber', AUTH_MESSAGES.alreadyRegistered)
    const name = normalizeName(body.name)
    const problems = await this.userService.nameProblems(name, null)
    if (problems.length) throw argError('name', problems[0])
    const avatar = await resolveAvatarChoice(body.avatar, { signup: { nationCode: phone.nationCode, phone: this.accounts.personal.phoneIndex(phone.nationCode, phone.phone) } }, this.uploads)
    const now = this.clock()
    try {
      return await this.db.transaction().execute(async trx => {
        await this.accounts.verification.consume(verified, 'authCode', trx)
        const userId = await this.accounts.users.insert(
          {
            ...NO_PERSONAL_DATA,
            nation_code: phone.nationCode,
            phone: phone.phone,
            name,
            name_key: nameKey(name),
            is_wechat: body.isWechat ? 1 : 0,
            user_state: USER_STATE.REGISTERED,
            profile_completed: 1,
            created_at: now,
            updated_at: now,
            deleted_at: null
          },
          trx
        )
        if (avatar.kind === 'upload') {
          // the sign-up upload now belongs to the account (its file is deleted with it)
          await trx.updateTable('uploads').set({ user_id: userId, signup_nation_code: null, signup_phone: null }).where('id', '=', avatar.upload.id).execute()
        }
        await this.accounts.users.update(userId, avatarColumns(avatar), trx)
        const issued = await this.accounts.sessions.issue(userId, client, trx)
        return this.sessionData(userId, USER_STATE.REGISTERED, issued)
      })
    } catch (err) {
      // the same phone or name registered a moment earlier by another request
      if (isUniqueViolation(err)) {
        if (await this.account(phone)) throw argError('phoneNumber', AUTH_MESSAGES.alreadyRegistered)
        throw argError('name', NAME_MESSAGES.taken)
      }
      throw err
    }
  }

  private checkNewPassword(password: string | undefined): string {
    const message = passwordError(password, { strict: true })
    if (message) throw argError('password', message)
    return password!
  }

  /** POST reset-password (spec 7.3): every session of the account ends; the person signs in with the new password. */
  async resetPassword(body: Body<'resetPassword'>): Promise<null> {
    const phone = requirePhone(body.phoneNumber, body.nationCode, 'phoneNumber')
    const password = this.checkNewPassword(body.password)
    const verified = await this.accounts.verification.verify({ ...phone, purpose: SMS_VERIFY_TYPES.RESET_PASSWORD, code: body.authCode, field: 'authCode' })
    const user = await this.account(phone)
    if (!user) throw argError('phoneNumber', AUTH_MESSAGES.notRegistered)
    const hash = await hashPassword(password, this.accounts.config.passwordScryptLogN)
    await this.db.transaction().execute(async trx => {
      await this.accounts.verification.consume(verified, 'authCode', trx)
      await this.accounts.users.update(user.id, { password_hash: hash, updated_at: this.clock() }, trx)
      await this.accounts.sessions.revokeAll(user.id, SESSION_REVOKE_REASONS.PASSWORD_RESET, trx)
    })
    await this.accounts.counters.reset(counterKey('password-fail', phone.nationCode, phone.phone))
    return null
  }

  /** Wrong passwords per phone in 15 minutes (PASSWORD_MAX_FAILURES), counted before each check. */
  private passwordLimit(nationCode: string, phone: string) {
    return { counters: this.accounts.counters, key: counterKey('password-fail', nationCode, phone), max: this.accounts.config.passwordMaxFailures, windowMs: PASSWORD_WINDOW_MS }
  }

  /** 4290 after too many wrong passwords, with the seconds until the window resets (as the SMS limit answers). */
  private tooManyPasswordFailures(resetAt: number): AppError {
    const data: SmsLimitData = { retryAfterSeconds: Math.max(1, Math.ceil((resetAt - this.clock()) / 1000)) }
    return new AppError(CODES.TOO_MANY_REQUESTS, AUTH_MESSAGES.tooManyPasswordFailures, { data })
  }

  /** POST modify-password: with the old password or a code to the account's phone; other devices are signed out. */
  async modifyPassword(userId: number, sessionId: number | undefined, body: Body<'modifyPassword'>): Promise<null> {
    const user = await this.accounts.users.findActiveById(userId)
    if (!user) throw new AppError(CODES.SESSION_REVOKED)
    const password = this.checkNewPassword(body.password)
    const logN = this.accounts.config.passwordScryptLogN
    let verified: { codeId: number } | null = null
    if (body.oldPassword) {
      if (!user.password_hash) throw argError('oldPassword', AUTH_MESSAGES.noPasswordYet)
      const hash = user.password_hash
      const old = body.oldPassword
      const attempt = await countedAttempt(this.passwordLimit(user.nation_code ?? '', user.phone ?? String(user.id)), async () => ({ ok: (await verifyPassword(old, hash, logN)).ok, value: null }))
      if (!attempt.ok && attempt.refused) throw this.tooManyPasswordFailures(attempt.resetAt)
      if (!attempt.ok) throw argError('oldPassword', PASSWORD_MESSAGES.wrongOld)
      if (body.oldPassword === password) throw argError('password', PASSWORD_MESSAGES.sameAsOld)
    } else if (body.authCode) {
      if (!user.phone || !user.nation_code) throw argError('authCode', AUTH_MESSAGES.noPhone)
      verified = await this.accounts.verification.verify({ nationCode: user.nation_code, phone: user.phone, purpose: SMS_VERIFY_TYPES.MODIFY_PASSWORD, code: body.authCode, field: 'authCode' })
    } else {
      throw argError('oldPassword', AUTH_MESSAGES.modifyNeedsProof)
    }
    const hash = await hashPassword(password, logN)
    await this.db.transaction().execute(async trx => {
      if (verified) await this.accounts.verification.consume(verified, 'authCode', trx)
      await this.accounts.users.update(userId, { password_hash: hash, updated_at: this.clock() }, trx)
      await this.accounts.sessions.revokeAll(userId, SESSION_REVOKE_REASONS.PASSWORD_CHANGED, trx, sessionId)
    })
    return null
  }

  /**
   * POST wechat/login: the code of Taro.login, exchanged through the WeChat adapter for an openid.
   * A known openid signs its account in; a new one gets a messaging-app guest account (state 3)
   * with a generated nickname ('微信用户' + last 4 digits of its id + 5 random characters) and a
   * default gradient, its profile still to be completed.
   */
  async wechatLogin(code: string): Promise<SessionData> {
    let identity
    try {
      identity = await this.accounts.wechat.code2Session(code)
    } catch (err) {
      if (err instanceof WechatLoginError && err.errcode !== null && err.errcode !== -1 && err.errcode !== 45011) throw argError('code', AUTH_MESSAGES.wechatCode)
      throw new AppError(CODES.SERVICE_UNAVAILABLE, AUTH_MESSAGES.wechatBusy, { cause: err })
    }
    const existing = await this.accounts.users.findByOpenid(identity.openid)
    if (existing) {
      const issued = await this.accounts.sessions.issue(existing.id, 'weapp')
      return this.sessionData(existing.id, existing.user_state, issued)
    }
    const now = this.clock()
    try {
      return await this.db.transaction().execute(async trx => {
        const userId = await this.accounts.users.insert(
          {
            ...NO_PERSONAL_DATA,
            wechat_openid: identity.openid,
            wechat_unionid: identity.unionid,
            is_wechat: 1,
            user_state: USER_STATE.WECHAT_GUEST,
            profile_completed: 0,
            created_at: now,
            updated_at: now,
            deleted_at: null
          },
          trx
        )
        const name = defaultNickname('wechat', String(userId), n => Uint8Array.from(randomBytes(n)))
        const gradient = defaultAvatarFor(userId)
        await this.accounts.users.update(userId, { name, name_key: nameKey(name), avatar_start_color: gradient.startColor, avatar_end_color: gradient.endColor }, trx)
        const issued = await this.accounts.sessions.issue(userId, 'weapp', trx)
        return this.sessionData(userId, USER_STATE.WECHAT_GUEST, issued)
      })
    } catch (err) {
      // the same code exchanged twice at once: the other request created the account
      if (isUniqueViolation(err)) {
        const again = await this.accounts.users.findByOpenid(identity.openid)
        if (again) return this.sessionData(again.id, again.user_state, await this.accounts.sessions.issue(again.id, 'weapp'))
      }
      throw err
    }
  }

  /**
   * POST wechat/bind_phone: a messaging-app guest (state 3) proves a phone with a code.
   *  - No account has the phone: the guest account takes it and becomes registered (state 4).
   *  - A registered account has it: that account wins. The WeChat identity moves to it, the
   *    guest's addresses and uploads move with it, the guest account is closed, and the caller
   *    is signed in to the phone's account. Refused if that account is bound to another WeChat.
   * Either way the current session ends and a new one is returned (the account behind it changed).
   */
  async wechatBindPhone(userId: number, sessionId: number | undefined, body: Body<'wechatBindPhone'>): Promise<SessionData> {
    const guest = await this.accounts.users.findActiveById(userId)
    if (!guest) throw new AppError(CODES.SESSION_REVOKED)
    if (guest.phone) throw argError('phoneNumber', AUTH_MESSAGES.alreadyBound)
    const phone = requirePhone(body.phoneNumber, body.nationCode, 'phoneNumber')
    const verified = await this.accounts.verification.verify({ ...phone, purpose: SMS_VERIFY_TYPES.BIND_PHONE, code: body.authCode, field: 'authCode' })
    return this.bindGuestPhone(guest, sessionId, phone, 'phoneNumber', trx => this.accounts.verification.consume(verified, 'authCode', trx))
  }

  /**
   * Issue 24 item 8: the phone of WeChat's getPhoneNumber button. WeChat vouches for the number
   * (phonenumber.getPhoneNumber exchanges the button's code), so no SMS code is asked; the merge
   * rules are bind_phone's.
   */
  async wechatBindPhoneNumber(userId: number, sessionId: number | undefined, code: string): Promise<SessionData> {
    const guest = await this.accounts.users.findActiveById(userId)
    if (!guest) throw new AppError(CODES.SESSION_REVOKED)
    if (guest.phone) throw argError('code', AUTH_MESSAGES.alreadyBound)
    // the button's number belongs to the WeChat user of this mini-program: only a WeChat guest binds it
    if (!guest.wechat_openid) throw argError('code', AUTH_MESSAGES.wechatPhoneNotWechat)
    let vouched
    try {
      vouched = await this.accounts.wechatApi.getPhoneNumber(code)
    } catch (err) {
      if (err instanceof WechatApiError && err.errcode !== null && err.errcode !== -1) throw argError('code', AUTH_MESSAGES.wechatPhoneCode)
      throw new AppError(CODES.SERVICE_UNAVAILABLE, AUTH_MESSAGES.wechatBusy, { cause: err })
    }
    const phone = requirePhone(vouched.phone, vouched.nationCode, 'code')
    return this.bindGuestPhone(guest, sessionId, phone, 'code', async () => {})
  }

  private async bindGuestPhone(guest: UserRow, sessionId: number | undefined, phone: Phone, field: string, consumeProof: (trx: Transaction<Database>) => Promise<void>): Promise<SessionData> {
    const userId = guest.id
    const owner = await this.account(phone)
    if (owner && owner.wechat_openid && owner.wechat_openid !== guest.wechat_openid) throw argError(field, AUTH_MESSAGES.phoneBoundToOtherWechat)
    const now = this.clock()
    return this.db.transaction().execute(async trx => {
      await consumeProof(trx)
      if (sessionId !== undefined) await this.accounts.sessions.revoke(sessionId, owner ? SESSION_REVOKE_REASONS.ACCOUNT_MERGED : SESSION_REVOKE_REASONS.PHONE_BOUND, trx)
      if (!owner) {
        await this.accounts.users.update(userId, { nation_code: phone.nationCode, phone: phone.phone, user_state: USER_STATE.REGISTERED_WITH_LOGOUT, updated_at: now }, trx)
        const issued = await this.accounts.sessions.issue(userId, 'weapp', trx)
        return this.sessionData(userId, USER_STATE.REGISTERED_WITH_LOGOUT, issued)
      }
      // the guest gives up its WeChat identity first (the openid is unique)
      await this.accounts.users.update(userId, { wechat_openid: null, wechat_unionid: null, name: null, name_key: null, user_state: USER_STATE.UNKNOWN, deleted_at: now, updated_at: now }, trx)
      await this.accounts.users.update(owner.id, { wechat_openid: guest.wechat_openid, wechat_unionid: guest.wechat_unionid, is_wechat: 1, user_state: USER_STATE.REGISTERED_WITH_LOGOUT, updated_at: now }, trx)
      // the guest's addresses move sealed under the owner's key (its deletion must shred them)
      for (const a of await trx.selectFrom('delivery_addresses').select(['id', 'receiver_name', 'mobile', 'detail']).where('user_id', '=', userId).execute()) {
        const sealed = await this.accounts.personal.sealColumns(owner.id, { receiver_name: a.receiver_name, mobile: a.mobile, detail: a.detail }, ['receiver_name', 'mobile', 'detail'], trx)
        await trx.updateTable('delivery_addresses').set({ ...sealed, user_id: owner.id, is_default: 0 }).where('id', '=', a.id).execute()
      }
      await trx.updateTable('uploads').set({ user_id: owner.id }).where('user_id', '=', userId).execute()
      await this.accounts.sessions.revokeAll(userId, SESSION_REVOKE_REASONS.ACCOUNT_MERGED, trx)
      const issued = await this.accounts.sessions.issue(owner.id, 'weapp', trx)
      return this.sessionData(owner.id, USER_STATE.REGISTERED_WITH_LOGOUT, issued)
    })
  }
}
