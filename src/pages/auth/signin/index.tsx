/**
 * /auth/signin (spec 2.2): phone and SMS code, or phone and password. A phone that is not
 * registered goes on to sign-up with its proven code; afterwards the person returns where the
 * guard found them (spec 2.18 from, return=true; spec 4). The mini-program's own flow (WeChat
 * login, then binding a phone) is index.weapp.tsx.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PASSWORD_MESSAGES, SMS_VERIFY_TYPES, isRegisteredState, type UserState } from '@xungen/contracts'
import AgreementCheck from '@/components/AgreementCheck'
import AuthShell from '@/components/AuthShell'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PasswordField from '@/components/PasswordField'
import PhoneCodeFields from '@/components/PhoneCodeFields'
import Tabs from '@/components/Tabs'
import { toast } from '@/components/feedback'
import { useAgreementConsent, useSigninAgreements } from '@/features/account/model/agreements'
import { RESET_PATH, SIGNUP_PATH, afterAuthTarget, authPageUrl, type ReturnQuery } from '@/features/account/model/redirects'
import { startSession } from '@/features/account/store/session'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useSubmit } from '@/hooks/useSubmit'
import { usePhoneCode } from '@/hooks/usePhoneCode'
import { navigate, redirect } from '@/navigation'
import { currentDevice } from '@/platform/device'
import { definePage } from '@/shell/definePage'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'
import { useSignupDraft } from '@/stores/signup'
import { href } from '@/routes/href'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { pressKeys } from '@/platform/keys'

type Mode = 'code' | 'password'

const TABS = [
  { key: 'code' as const, label: '验证码登录' },
  { key: 'password' as const, label: '密码登录' }
]

const SIGNIN_FAILED = '登录失败，请重试'

/** names the server gives the fields of these calls → the fields of this form */
const FIELD_MAP = { phone: 'phone', phoneNumber: 'phone', phone_number: 'phone', nation_code: 'phone', nationCode: 'phone', authCode: 'code', auth_code: 'code', password: 'password' }

function SignIn() {
  const query = useRouteParams<ReturnQuery & { tab?: string }>()
  const inMessagingApp = currentDevice().kind === 'wechat'
  const agreements = useSigninAgreements()
  const [mode, setMode] = useState<Mode>(query.tab === 'password' ? 'password' : 'code')
  const consent = useAgreementConsent(agreements)
  const [password, setPassword] = useState('')
  const errors = useFormErrors()
  const form = usePhoneCode(SMS_VERIFY_TYPES.LOGIN, errors)
  const signingIn = useSubmit(async (phoneInput: ReturnType<typeof form.phoneInput>, code: string) => {
    if (mode === 'code') {
      // the code is checked (not used up) first: an unregistered phone takes it to sign-up
      const { registered } = await call(ACCOUNTS.isRegistered, { query: { phone_number: phoneInput.phoneNumber, nation_code: phoneInput.nationCode, auth_code: code } })
      if (!registered) {
        form.button.markVerified()
        useSignupDraft.getState().start({ ...phoneInput, authCode: code })
        await navigate(authPageUrl(SIGNUP_PATH, query))
        return
      }
      await startSession(await call(ACCOUNTS.signinByCode, { body: { ...phoneInput, authCode: code } }))
      form.button.markVerified()
    } else {
      await startSession(await call(ACCOUNTS.signinByPassword, { body: { ...phoneInput, password } }))
    }
    toast('登录成功', 'success')
    done()
  }, { onError: err => errors.fromFailure(err, FIELD_MAP, SIGNIN_FAILED) })
  const done = () => void redirect(afterAuthTarget(query, inMessagingApp))

  // a registered person who is already signed in goes straight on
  useEffect(() => {
    const { token, user } = useSession.getState()
    if (token && user && isRegisteredState(user.userState as UserState)) done()
  }, [])

  /** the checks the page can make alone; true when the form may be sent */
  function checkLocally(): boolean {
    const found = form.check({}, mode === 'code')
    if (mode === 'password' && !password) found.password = PASSWORD_MESSAGES.empty
    errors.reset(found)
    if (Object.keys(found).length) return false
    return consent.confirm()
  }

  function submit() {
    if (signingIn.busy || !checkLocally()) return
    void signingIn.run(form.phoneInput(), form.code)
  }

  return (
    <AuthShell
      title='登录基因寻根'
      subtitle={mode === 'code' ? '未注册的手机号验证后即可创建账号' : '使用已设置的登录密码登录'}
      footer={
        <Text>
          {'登录遇到问题？'}
          <Link to={href('/protocol/contact-service')} className='xg-auth__link'>联系客服</Link>
        </Text>
      }
    >
      <Tabs tabs={TABS} value={mode} onChange={m => { setMode(m); errors.reset() }} />
      <PhoneCodeFields form={form} withCode={mode === 'code'} />
      {mode === 'password' && (
        <PasswordField value={password} onChange={setPassword} placeholder='请输入登录密码' error={errors.of('password')} onFocus={errors.clear('password')} />
      )}
      {errors.form && <Text className='xg-auth__form-error'>{errors.form}</Text>}
      <View className='xg-auth__actions'>
        <Button block size='l' loading={signingIn.busy} onClick={submit}>
          {mode === 'code' ? '登录 / 注册' : '登录'}
        </Button>
      </View>
      <View className='xg-auth__links'>
        <Link to={authPageUrl(RESET_PATH, query)} className='xg-auth__link xg-auth__link--muted'>忘记密码？</Link>
        {mode === 'password' ? (
          <Text {...pressKeys()} ariaRole='button' className='xg-auth__link' onClick={() => setMode('code')}>没有密码？用验证码登录</Text>
        ) : (
          <Text {...pressKeys()} ariaRole='button' className='xg-auth__link' onClick={() => setMode('password')}>使用密码登录</Text>
        )}
      </View>
      <AgreementCheck {...consent.check} />
    </AuthShell>
  )
}

export default definePage(SignIn)
