/**
 * The verification-code button of spec 4 (init → countdown 120 s → resend → verified) on the
 * contracts reducer, with the sending itself: the local refusal of an empty or malformed phone
 * (spec 5: ARG_ERROR, 「请输入手机号」), the server's refusals (4290 counts down what is left),
 * and a clock tick while counting down. Time comes from Date.now(), so a page back from the
 * background shows the right number at once.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import {
  ACCOUNT_PHONE_VERIFY_TYPES,
  CODES,
  INITIAL_VERIFICATION_CODE_STATE,
  VERIFICATION_CODE_STATE,
  checkPhoneBeforeSending,
  normalizePhone,
  verificationCodeButton,
  verificationCodeReducer,
  type SmsVerifyType
} from '@xungen/contracts'
import { fieldErrorsOf, messageOf, retryAfterOf } from '@/services/errors'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

export const SEND_CODE_FAILED = '验证码发送失败，请稍后重试'

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
  const [sending, setSending] = useState(false)
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
    setSending(true)
    try {
      await call(ACCOUNTS.smsVerify, { body: ownPhone ? { verifyType } : { phone: normalizePhone(phone), nationCode, verifyType } })
      dispatch({ type: 'SENT', now: Date.now() })
      return { ok: true }
    } catch (err) {
      const wait = retryAfterOf(err)
      if (wait !== null) dispatch({ type: 'COOLDOWN', now: Date.now(), retryAfterSeconds: wait })
      const fields = fieldErrorsOf(err)
      return { ok: false, code: (err as { code?: number }).code ?? CODES.INTERNAL_ERROR, message: messageOf(err, SEND_CODE_FAILED), phoneError: Boolean(fields.phone) }
    } finally {
      setSending(false)
    }
  }, [ownPhone, phone, nationCode, verifyType])

  const button = verificationCodeButton(state)
  return {
    state,
    label: sending ? '发送中…' : button.label,
    disabled: button.disabled || sending,
    /** a code went out at least once (the code field can be filled) */
    sent: state.status !== VERIFICATION_CODE_STATE.INIT,
    send,
    /** the server accepted the code */
    markVerified: useCallback(() => dispatch({ type: 'VERIFIED' }), []),
    reset: useCallback(() => dispatch({ type: 'RESET' }), [])
  }
}
