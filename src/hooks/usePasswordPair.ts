/**
 * A new password typed twice (reset and change). spec 5: at least 6 characters; a purely numeric
 * password with a constant step is refused (repeated or consecutive digits); in strict mode the
 * same for any characters. The server always checks strictly, so the form does too, and shows the
 * rule a password breaks under its field as soon as the person leaves the field.
 */
import { useState } from 'react'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordError } from '@xungen/contracts'

export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} 位字母、数字或英文符号，不能是重复或连续的字符`
export const PASSWORD_MISMATCH = '两次输入的密码不一致'
export const PASSWORD_CONFIRM_EMPTY = '请再次输入新密码'

/** The messages of the pair, by field: the rule the password breaks, then whether the two agree. */
export function passwordPairErrors(password: string, confirm: string): { password?: string; confirm?: string } {
  const out: { password?: string; confirm?: string } = {}
  const rule = passwordError(password, { strict: true })
  if (rule) out.password = rule
  if (!confirm) out.confirm = PASSWORD_CONFIRM_EMPTY
  else if (confirm !== password) out.confirm = PASSWORD_MISMATCH
  return out
}

export function usePasswordPair() {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState({ password: false, confirm: false })
  const errors = passwordPairErrors(password, confirm)
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    /** the message to show now (after the field was left once, or after a submit) */
    passwordError: touched.password ? errors.password ?? null : null,
    confirmError: touched.confirm ? errors.confirm ?? null : null,
    /** leaving a field with something in it shows its message from then on */
    blur: (field: 'password' | 'confirm') => {
      if ((field === 'password' ? password : confirm) !== '') setTouched(t => ({ ...t, [field]: true }))
    },
    /** on submit: every message, shown; true when the pair is acceptable */
    validate(): { ok: boolean; password?: string; confirm?: string } {
      setTouched({ password: true, confirm: true })
      return { ok: !errors.password && !errors.confirm, ...errors }
    }
  }
}
