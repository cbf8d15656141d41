/**
 * /auth/reset (spec 2.2, 7.3 reset-password): prove the phone with a code, choose a new password
 * (every rule of spec 5 shown under the field). The server ends every session of the account, so
 * the person signs in again with the new password (sign-in on its password tab, keeping from).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AUTH_CODE_MESSAGES, AUTH_CODE_PATTERN, DEFAULT_NATION_CODE, SMS_VERIFY_TYPES, normalizePhone, phoneError } from '@xungen/contracts'
import AuthShell from '@/components/AuthShell'
import Button from '@/components/Button'
import CodeField from '@/components/CodeField'
import Link from '@/components/Link'
import PasswordField from '@/components/PasswordField'
import PhoneField from '@/components/PhoneField'
import { toast } from '@/components/feedback'
import { authPageUrl, type ReturnQuery } from '@/features/account/redirects'
import { useFormErrors } from '@/hooks/useFormErrors'
import { PASSWORD_HINT, usePasswordPair } from '@/hooks/usePasswordPair'
import { useVerificationCode } from '@/hooks/useVerificationCode'
import { redirect } from '@/navigation'
import { SIGNIN_PATH } from '@/routes/guards'
import { user as userCalls } from '@/services/api'
import { definePage } from '@/shell/definePage'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'

export const RESET_SUCCEEDED = '密码已重置，请使用新密码登录'
const FIELD_MAP = { phone: 'phone', phoneNumber: 'phone', nationCode: 'phone', authCode: 'code', password: 'password' }

function Reset() {
  const query = useRouteParams<ReturnQuery>()
  const [nationCode, setNationCode] = useState(DEFAULT_NATION_CODE)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const pair = usePasswordPair()
  const errors = useFormErrors()
  const codeButton = useVerificationCode({ verifyType: SMS_VERIFY_TYPES.RESET_PASSWORD, phone, nationCode })

  async function sendCode() {
    errors.set('phone', null)
    const result = await codeButton.send()
    if (result.ok) toast('验证码已发送')
    else if (result.phoneError) errors.set('phone', result.message ?? null)
    else toast(result.message ?? '')
  }

  async function submit() {
    if (busy) return
    const found: Record<string, string> = {}
    const p = phoneError(phone, nationCode)
    if (p) found.phone = p
    if (!AUTH_CODE_PATTERN.test(code)) found.code = code ? AUTH_CODE_MESSAGES.format : '请输入验证码'
    const checked = pair.validate()
    errors.reset(found)
    if (Object.keys(found).length || !checked.ok) return
    setBusy(true)
    try {
      await userCalls.resetPassword({ phoneNumber: normalizePhone(phone), nationCode, authCode: code, password: pair.password })
      codeButton.markVerified()
      // every session of the account ended, this one too if it was the same account
      if (useSession.getState().token) {
        useSession.getState().signOut()
        void useSession.getState().resetAnonymousId().catch(() => undefined)
      }
      toast(RESET_SUCCEEDED)
      await redirect(authPageUrl(SIGNIN_PATH, query, { tab: 'password' }))
    } catch (err) {
      errors.fromFailure(err, FIELD_MAP, '密码重置失败，请重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthShell title='找回密码' subtitle='验证注册时使用的手机号，然后设置新的登录密码。'>
      <PhoneField nationCode={nationCode} phone={phone} onNationCodeChange={setNationCode} onPhoneChange={setPhone} error={errors.of('phone')} onFocus={errors.clear('phone')} />
      <CodeField value={code} onChange={setCode} button={codeButton} onSend={() => void sendCode()} error={errors.of('code')} onFocus={errors.clear('code')} />
      <PasswordField
        name='new-password'
        value={pair.password}
        onChange={pair.setPassword}
        placeholder='设置新密码'
        error={errors.of('password') ?? pair.passwordError}
        hint={PASSWORD_HINT}
        onFocus={errors.clear('password')}
        onBlur={() => pair.blur('password')}
      />
      <PasswordField name='confirm-password' value={pair.confirm} onChange={pair.setConfirm} placeholder='再次输入新密码' error={pair.confirmError} onBlur={() => pair.blur('confirm')} />
      {errors.form && <Text className='xg-auth__form-error'>{errors.form}</Text>}
      <View className='xg-auth__actions'>
        <Button block size='l' loading={busy} onClick={() => void submit()}>重置密码</Button>
      </View>
      <View className='xg-auth__links xg-auth__links--center'>
        <Text className='xg-auth__link--muted'>想起密码了？</Text>
        <Link to={authPageUrl(SIGNIN_PATH, query, { tab: 'password' })} className='xg-auth__link'>返回登录</Link>
      </View>
    </AuthShell>
  )
}

export default definePage(Reset)
