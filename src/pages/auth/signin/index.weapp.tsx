/**
 * /auth/signin in the mini-program: WeChat login first (Taro.login's code, exchanged by the
 * server; a new person becomes a messaging-app guest, state 3), then binding a phone with a code
 * (the guest becomes registered, or joins the account that already has the phone). A guest may
 * go on without a phone unless the page asked for one (spec 2.18: return=true, the bind wizard).
 * The website's phone/password sign-in is index.tsx.
 */
import { Button as NativeButton, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { SMS_VERIFY_TYPES, USER_STATE, isRegisteredState, type UserState } from '@xungen/contracts'
import AgreementCheck from '@/components/AgreementCheck'
import AuthShell from '@/components/AuthShell'
import Button from '@/components/Button'
import PhoneCodeFields from '@/components/PhoneCodeFields'
import { toast } from '@/components/feedback'
import { useAgreementConsent, useSigninAgreements } from '@/features/account/model/agreements'
import { recordTickedAgreements, signinAgreementsAcceptedOnDevice } from '@/features/consent/record'
import { afterAuthTarget, wantsReturn, type ReturnQuery } from '@/features/account/model/redirects'
import { signInWithWechat, startSession } from '@/features/account/store/session'
import { useFormErrors } from '@/hooks/useFormErrors'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { usePhoneCode } from '@/hooks/usePhoneCode'
import { redirect } from '@/navigation'
import { definePage } from '@/shell/definePage'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { privacyRefusal } from '@/platform/privacy'

const FIELD_MAP = { phone: 'phone', phoneNumber: 'phone', nationCode: 'phone', authCode: 'code' }

/** what WeChat's getPhoneNumber button hands over: a code for the server (base library 2.21.2+), or why not */
interface PhoneNumberDetail {
  code?: string
  errMsg?: string
  errno?: number
}

/** issue 24 item 8: why the button gave no code, in Chinese (the SMS code stays available below it) */
function phoneButtonProblem(detail: PhoneNumberDetail): string {
  const refused = privacyRefusal(detail)
  if (refused) return refused
  if (/deny|cancel/i.test(detail.errMsg ?? '')) return '你未授权微信手机号，可以使用短信验证码绑定'
  return '微信手机号获取失败，请使用短信验证码绑定'
}

function BindPhone({ required, onBound, onSkip }: { required: boolean; onBound: () => void; onSkip: () => void }) {
  const errors = useFormErrors()
  const form = usePhoneCode(SMS_VERIFY_TYPES.BIND_PHONE, errors)
  const withWechat = useSubmit(async (code: string) => {
    await startSession(await call(ACCOUNTS.wechatBindPhoneNumber, { body: { code } }))
    toast('绑定成功', 'success')
    onBound()
  }, { onError: err => errors.fromFailure(err, { code: 'phone' }, '绑定失败，请重试') })
  const withCode = useSubmit(async (proof: ReturnType<typeof form.proof>) => {
    await startSession(await call(ACCOUNTS.wechatBindPhone, { body: proof }))
    form.button.markVerified()
    toast('绑定成功', 'success')
    onBound()
  }, { onError: err => errors.fromFailure(err, FIELD_MAP, '绑定失败，请重试') })
  const busy = withWechat.busy || withCode.busy

  /** issue 24 item 8: WeChat's button; the server exchanges its code for the phone (no SMS code) */
  function bindWithWechat(detail: PhoneNumberDetail) {
    if (busy) return
    errors.reset({})
    if (!detail?.code) {
      toast(phoneButtonProblem(detail ?? {}))
      return
    }
    void withWechat.run(detail.code)
  }

  function bind() {
    if (busy) return
    const found = form.check({})
    errors.reset(found)
    if (Object.keys(found).length) return
    void withCode.run(form.proof())
  }

  return (
    <>
      <View className='xg-auth__actions'>
        <NativeButton
          className='xg-button xg-button--primary xg-button--l xg-button--block xg-auth__wechat-phone'
          openType='getPhoneNumber'
          disabled={busy}
          onGetPhoneNumber={e => bindWithWechat(e.detail as PhoneNumberDetail)}
        >
          微信手机号快捷绑定
        </NativeButton>
      </View>
      <Text className='xg-auth__divider'>或使用短信验证码绑定</Text>
      <PhoneCodeFields form={form} />
      {errors.form && <Text className='xg-auth__form-error'>{errors.form}</Text>}
      <View className='xg-auth__actions'>
        <Button block size='l' variant='secondary' loading={busy} onClick={bind}>绑定手机号</Button>
      </View>
      {!required && (
        <View className='xg-auth__links xg-auth__links--center'>
          <Text className='xg-auth__link xg-auth__link--muted' onClick={onSkip}>暂不绑定</Text>
        </View>
      )}
    </>
  )
}

function SignInWeapp() {
  const query = useRouteParams<ReturnQuery>()
  const userState = useSession(s => (s.token ? s.user?.userState : undefined)) as UserState | undefined
  const agreements = useSigninAgreements()
  const consent = useAgreementConsent(agreements)
  // issue 23: nothing personal (a phone) is asked before the agreements are accepted in their current version
  const [accepted, setAccepted] = useState(signinAgreementsAcceptedOnDevice)
  // spec 2.18: the bind wizard asks for a phone (return=true); other pages only for a sign-in
  const phoneRequired = wantsReturn(query)
  const done = () => void redirect(afterAuthTarget(query, false))

  useEffect(() => {
    if (userState !== undefined && isRegisteredState(userState)) done()
  }, [userState])

  const loggingIn = useSubmit(async () => {
    setAccepted(true)
    const info = await signInWithWechat()
    const state = info?.userState ?? useSession.getState().user?.userState
    // a guest stays here to bind a phone when the page needs one; anyone else goes on
    if (state !== USER_STATE.WECHAT_GUEST || !phoneRequired) done()
  }, { failure: '微信登录失败，请重试', onError: inToast })
  const busy = loggingIn.busy

  function wechatLogin() {
    if (busy) return
    if (!consent.confirm()) return
    void loggingIn.run()
  }

  async function acceptForGuest() {
    if (!consent.confirm()) return
    // a guest already holds a session: the acceptance is recorded with it now
    await recordTickedAgreements()
    setAccepted(true)
  }

  const guest = userState === USER_STATE.WECHAT_GUEST || userState === USER_STATE.APP_GUEST
  if (guest && !accepted) {
    return (
      <AuthShell title='登录基因寻根' subtitle='继续之前，请阅读并同意以下协议。'>
        <View className='xg-auth__actions'>
          <Button block size='l' onClick={() => void acceptForGuest()}>同意并继续</Button>
        </View>
        <AgreementCheck {...consent.check} />
      </AuthShell>
    )
  }

  if (guest) {
    return (
      <AuthShell title='绑定手机号' subtitle='绑定后可以在网页和 App 上用手机号登录，检测报告和订单也会同步。'>
        <BindPhone required={phoneRequired} onBound={done} onSkip={done} />
      </AuthShell>
    )
  }

  return (
    <AuthShell title='登录基因寻根' subtitle='使用微信账号快速登录，首次登录将自动创建账号。'>
      <View className='xg-auth__actions'>
        <Button block size='l' loading={busy} onClick={() => void wechatLogin()}>微信一键登录</Button>
      </View>
      <AgreementCheck {...consent.check} />
    </AuthShell>
  )
}

export default definePage(SignInWeapp)
