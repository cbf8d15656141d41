/**
 * /auth/reset (spec 2.2, 7.3 reset-password): prove the phone with a code, choose a new password
 * (every rule of spec 5 shown under the field). The server ends every session of the account, so
 * the person signs in again with the new password (sign-in on its password tab, keeping from).
 */
import { Text, View } from '@tarojs/components'
import { SMS_VERIFY_TYPES } from '@xungen/contracts'
import AuthShell from '@/components/AuthShell'
import Button from '@/components/Button'
import Link from '@/components/Link'
import NewPasswordFields from '@/components/NewPasswordFields'
import PhoneCodeFields from '@/components/PhoneCodeFields'
import { toast } from '@/components/feedback'
import { authPageUrl, type ReturnQuery } from '@/features/account/model/redirects'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useSubmit } from '@/hooks/useSubmit'
import { usePasswordPair } from '@/hooks/usePasswordPair'
import { usePhoneCode } from '@/hooks/usePhoneCode'
import { redirect } from '@/navigation'
import { SIGNIN_PATH } from '@/routes/guards'
import { definePage } from '@/shell/definePage'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

export const RESET_SUCCEEDED = '密码已重置，请使用新密码登录'
const FIELD_MAP = { phone: 'phone', phoneNumber: 'phone', nationCode: 'phone', authCode: 'code', password: 'password' }

function Reset() {
  const query = useRouteParams<ReturnQuery>()
  const pair = usePasswordPair()
  const errors = useFormErrors()
  const form = usePhoneCode(SMS_VERIFY_TYPES.RESET_PASSWORD, errors)
  const resetting = useSubmit(async (body: ReturnType<typeof form.proof> & { password: string }) => {
    await call(ACCOUNTS.resetPassword, { body })
    form.button.markVerified()
    // every session of the account ended, this one too if it was the same account
    if (useSession.getState().token) {
      useSession.getState().signOut()
      void useSession.getState().resetAnonymousId().catch(() => undefined)
    }
    toast(RESET_SUCCEEDED)
    await redirect(authPageUrl(SIGNIN_PATH, query, { tab: 'password' }))
  }, { onError: err => errors.fromFailure(err, FIELD_MAP, '密码重置失败，请重试') })

  function submit() {
    if (resetting.busy) return
    const found = form.check({})
    const checked = pair.validate()
    errors.reset(found)
    if (Object.keys(found).length || !checked.ok) return
    void resetting.run({ ...form.proof(), password: pair.password })
  }

  return (
    <AuthShell title='找回密码' subtitle='验证注册时使用的手机号，然后设置新的登录密码。'>
      <PhoneCodeFields form={form} />
      <NewPasswordFields pair={pair} errors={errors} />
      {errors.form && <Text className='xg-auth__form-error'>{errors.form}</Text>}
      <View className='xg-auth__actions'>
        <Button block size='l' loading={resetting.busy} onClick={submit}>重置密码</Button>
      </View>
      <View className='xg-auth__links xg-auth__links--center'>
        <Text className='xg-auth__link--muted'>想起密码了？</Text>
        <Link to={authPageUrl(SIGNIN_PATH, query, { tab: 'password' })} className='xg-auth__link'>返回登录</Link>
      </View>
    </AuthShell>
  )
}

export default definePage(Reset)
