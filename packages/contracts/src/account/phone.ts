/**
 * spec 5 (Phone number): "11 digits for country code 86; 6 to 11 digits for other codes. Default
 * country code 86. Sending a verification code with an empty phone is refused locally with
 * ARG_ERROR and the message 'please enter phone number'."
 */
import { CODES } from '../codes'
import { DEFAULT_NATION_CODE } from '../constants'
import { MESSAGES } from '../messages'

export const PHONE_MESSAGES = {
  /** spec 5: an empty phone is refused with ARG_ERROR and this message */
  empty: MESSAGES.phone.empty,
  invalid: '请输入正确的手机号',
  nationCode: '请选择正确的国家或地区区号'
} as const

/** A country calling code without '+': 1 to 4 digits, no leading zero (86, 852, 1). */
export const NATION_CODE_PATTERN = /^[1-9]\d{0,3}$/

/** What a person may type around the digits (spaces, hyphens); removed before checking. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '')
}

/**
 * The Chinese message for a phone number that breaks a rule, or null when it is valid.
 * DECISION: for 86 the 11 digits must start with 1 (every mainland mobile number does; an
 * 11-digit landline cannot receive the code).
 */
export function phoneError(phone: string | null | undefined, nationCode: string = DEFAULT_NATION_CODE): string | null {
  const digits = normalizePhone(phone ?? '')
  if (digits === '') return PHONE_MESSAGES.empty
  if (!NATION_CODE_PATTERN.test(nationCode)) return PHONE_MESSAGES.nationCode
  if (!/^\d+$/.test(digits)) return PHONE_MESSAGES.invalid
  if (nationCode === DEFAULT_NATION_CODE) return /^1\d{10}$/.test(digits) ? null : PHONE_MESSAGES.invalid
  return digits.length >= 6 && digits.length <= 11 ? null : PHONE_MESSAGES.invalid
}

export function isValidPhone(phone: string, nationCode: string = DEFAULT_NATION_CODE): boolean {
  return phoneError(phone, nationCode) === null
}

/** spec 5: the local refusal before a code is sent: ARG_ERROR with the rule's message. */
export function checkPhoneBeforeSending(phone: string | null | undefined, nationCode: string = DEFAULT_NATION_CODE): { code: typeof CODES.ARG_ERROR; message: string } | null {
  const message = phoneError(phone, nationCode)
  return message ? { code: CODES.ARG_ERROR, message } : null
}

/** 138****0000: how a phone number is shown back (user info, outbox listings); short foreign numbers keep 2 + 2. */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return phone.slice(0, 3) + '****' + phone.slice(-4)
  if (phone.length <= 4) return '*'.repeat(phone.length)
  return phone.slice(0, 2) + '*'.repeat(phone.length - 4) + phone.slice(-2)
}

/** spec 5 and 7.3: verification codes are 6 digits (server side: ours; the client checks the input's shape). */
export const AUTH_CODE_LENGTH = 6
export const AUTH_CODE_PATTERN = /^\d{6}$/
export const AUTH_CODE_MESSAGES = {
  format: '请输入6位数字验证码',
  wrong: '验证码错误，请重新输入',
  expired: '验证码已失效，请重新获取',
  missing: '请先获取验证码',
  tooManyAttempts: '验证码错误次数过多，请重新获取'
} as const
