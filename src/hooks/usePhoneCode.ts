/**
 * The phone number + SMS code pair of the auth pages (sign-in by code, sign-up, reset password,
 * the mini-program's phone binding): the fields' state, the code button of spec 4, sending a
 * code with its refusals placed where they belong, and the checks the page can make alone
 * (spec 5: phone format per calling code, a six-digit code).
 */
import { useState } from 'react'
import { AUTH_CODE_MESSAGES, AUTH_CODE_PATTERN, DEFAULT_NATION_CODE, normalizePhone, phoneError, type SmsVerifyType } from '@xungen/contracts'
import { toast } from '@/components/feedback'
import type { useFormErrors } from './useFormErrors'
import { useVerificationCode } from './useVerificationCode'

export const CODE_SENT = '验证码已发送'
export const CODE_REQUIRED = '请输入验证码'

type FormErrors = ReturnType<typeof useFormErrors>

export function usePhoneCode(verifyType: SmsVerifyType, errors: FormErrors) {
  const [nationCode, setNationCode] = useState(DEFAULT_NATION_CODE)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const button = useVerificationCode({ verifyType, phone, nationCode })

  return {
    nationCode,
    setNationCode,
    phone,
    setPhone,
    code,
    setCode,
    button,
    errors,
    /** asks for a code: a refusal about the number shows under the phone field, others as a toast */
    async sendCode() {
      errors.set('phone', null)
      const result = await button.send()
      if (result.ok) toast(CODE_SENT)
      else if (result.phoneError) errors.set('phone', result.message ?? null)
      else toast(result.message ?? '')
    },
    /** adds what is wrong with the phone (and the code, unless told otherwise) to `found` */
    check(found: Record<string, string>, withCode = true): Record<string, string> {
      const problem = phoneError(phone, nationCode)
      if (problem) found.phone = problem
      if (withCode && !AUTH_CODE_PATTERN.test(code)) found.code = code ? AUTH_CODE_MESSAGES.format : CODE_REQUIRED
      return found
    },
    /** the phone as the calls take it */
    phoneInput: () => ({ phoneNumber: normalizePhone(phone), nationCode }),
    /** the phone with the code that proves it */
    proof: () => ({ phoneNumber: normalizePhone(phone), nationCode, authCode: code })
  }
}

export type PhoneCodeForm = ReturnType<typeof usePhoneCode>
