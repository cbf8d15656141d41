/**
 * The verification-code button of spec 4 (init → countdown 120 s → resend → verified) on the
 * contracts reducer, with the sending itself: the local refusal of an empty or malformed phone
 * (spec 5: ARG_ERROR, 「请输入手机号」), the server's refusals (4290 counts down what is left),
 * and a clock tick while counting down. Time comes from Date.now(), so a page back from the
 * background shows the right number at once.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react'
import {
  ACCOUNT_PHONE_VERIFY_TYPES,
  CODES,
  INITIAL_VERIFICATION_CODE_STATE,
  VERIFICATION_CODE_STATE,
  checkPhoneBeforeSending,
  normalizePhone,
  verificationCodeButton,
  verificationCodeReducer,
  type SmsVerifyBody,
  type SmsVerifyType
} from '@xungen/contracts'
import { fieldErrorsOf, messageOf, retryAfterOf } from '@/services/errors'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useSubmit } from './useSubmit'

export const SEND_CODE_FAILED = '验证码发送失败，请稍后重试'
/** a second send while the first is on its way */
export const SENDING_TEXT = '验证码发送中，请稍候'

export interface SendCodeResult {
  ok: boolean
  /** spec 8.1 code of the refusal (4006 for the local phone check) */
  code?: number
  message?: string
  /** the refusal is about the phone field (show it there) */
  phoneError?: boolean
}

export interface VerificationCodeOptions {
  verifyType: SmsVerifyType
  /** the phone the code goes to; left out for the account's own purposes (the server uses the account's phone) */
  phone?: string
  nationCode?: string
}

export function useVerificationCode({ verifyType, phone = '', nationCode = '86' }: VerificationCodeOptions) {
  const [state, dispatch] = useReducer(verificationCodeReducer, INITIAL_VERIFICATION_CODE_STATE)
  // the request in flight: its busy flag, and a second send refused until it answers
  const sending = useSubmit(async (body: SmsVerifyBody): Promise<SendCodeResult> => {
    try {
      await call(ACCOUNTS.smsVerify, { body })
      dispatch({ type: 'SENT', now: Date.now() })
      return { ok: true }
    } catch (err) {
      const wait = retryAfterOf(err)
      if (wait !== null) dispatch({ type: 'COOLDOWN', now: Date.now(), retryAfterSeconds: wait })
      const fields = fieldErrorsOf(err)
      return { ok: false, code: (err as { code?: number }).code ?? CODES.INTERNAL_ERROR, message: messageOf(err, SEND_CODE_FAILED), phoneError: Boolean(fields.phone) }
    }
  })
  const run = sending.run
  const ownPhone = ACCOUNT_PHONE_VERIFY_TYPES.includes(verifyType)

  // spec 4: the countdown shows the seconds left
  useEffect(() => {
    if (state.status !== VERIFICATION_CODE_STATE.COUNTDOWN) return
    const timer = setInterval(() => dispatch({ type: 'TICK', now: Date.now() }), 1000)
    return () => clearInterval(timer)
  }, [state.status])

  // a code is sent to one phone: another number starts again
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    dispatch({ type: 'RESET' })
  }, [phone, nationCode])

  const send = useCallback(async (): Promise<SendCodeResult> => {
    if (!ownPhone) {
      const refusal = checkPhoneBeforeSending(phone, nationCode)
      if (refusal) return { ok: false, code: refusal.code, message: refusal.message, phoneError: true }
    }
    const result = await run(ownPhone ? { verifyType } : { phone: normalizePhone(phone), nationCode, verifyType })
    return result ?? { ok: false, code: CODES.INTERNAL_ERROR, message: SENDING_TEXT }
  }, [ownPhone, phone, nationCode, verifyType, run])

  const button = verificationCodeButton(state)
  return {
    state,
    label: sending.busy ? '发送中…' : button.label,
    disabled: button.disabled || sending.busy,
    /** a code went out at least once (the code field can be filled) */
    sent: state.status !== VERIFICATION_CODE_STATE.INIT,
    send,
    /** the server accepted the code */
    markVerified: useCallback(() => dispatch({ type: 'VERIFIED' }), []),
    reset: useCallback(() => dispatch({ type: 'RESET' }), [])
  }
}
