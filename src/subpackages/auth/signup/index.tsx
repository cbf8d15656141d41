/**
 * /auth/signup (spec 2.2, 4 "Sign-up profile flow"): the phone proven by a code (brought from
 * the sign-in page, or proven here first), step 1 the name, step 2 the avatar, then the sign-up
 * call. Afterwards spec 4: a messaging-app browser without the return flag goes to /shop/gene,
 * otherwise `from` (with return=true when asked) or /. Success toast 「注册成功」; a failure shows
 * the server's message in an alert, or 「注册失败，请重试」 (spec 8.2).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { MESSAGES, SMS_VERIFY_TYPES, maskPhone } from '@xungen/contracts'
import AgreementCheck from '@/components/AgreementCheck'
import AuthShell from '@/components/AuthShell'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PhoneCodeFields from '@/components/PhoneCodeFields'
import { alert, toast } from '@/components/feedback'
import ProfileSteps, { type ProfileStep } from '@/features/account/components/ProfileSteps'
import { useAgreementConsent, useSigninAgreements } from '@/features/account/model/agreements'
import { fieldErrorsOf, messageOf } from '@/services/errors'
import { afterAuthTarget, authPageUrl, type ReturnQuery } from '@/features/account/model/redirects'
import { startSession } from '@/features/account/store/session'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useSubmit } from '@/hooks/useSubmit'
import { usePhoneCode } from '@/hooks/usePhoneCode'
import { redirect } from '@/navigation'
import { currentDevice } from '@/platform/device'
import { definePage } from '@/shell/definePage'
import { useRouteParams } from '@/shell/useSpecLocation'
import { SIGNIN_PATH } from '@/routes/guards'
import { useSignupDraft, type VerifiedPhone } from '@/stores/signup'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

const FIELD_MAP = { phone: 'phone', phone_number: 'phone', nation_code: 'phone', auth_code: 'code', authCode: 'code' }

/** Step 0 when the page is opened directly: prove the phone. */
function PhoneStep({ query, onVerified }: { query: ReturnQuery; onVerified: (phone: VerifiedPhone, registered: boolean) => Promise<void> }) {
  const agreements = useSigninAgreements()
  const consent = useAgreementConsent(agreements)
  const errors = useFormErrors()
  const form = usePhoneCode(SMS_VERIFY_TYPES.LOGIN, errors)
  const verifying = useSubmit(async (proven: VerifiedPhone) => {
    const { registered } = await call(ACCOUNTS.isRegistered, { query: { phone_number: proven.phoneNumber, nation_code: proven.nationCode, auth_code: proven.authCode } })
    form.button.markVerified()
    await onVerified(proven, registered)
  }, { onError: err => errors.fromFailure(err, FIELD_MAP, MESSAGES.signup.failed) })

  function next() {
    if (verifying.busy) return
    const found = form.check({})
    errors.reset(found)
    if (Object.keys(found).length) return
    if (!consent.confirm()) return
    void verifying.run(form.proof())
  }

  return (
    <>
      <Text className='xg-auth__title'>注册基因寻根</Text>
      <View className='xg-auth__subtitle'>验证手机号后，设置昵称和头像即可完成注册。</View>
      <PhoneCodeFields form={form} />
      {errors.form && <Text className='xg-auth__form-error'>{errors.form}</Text>}
      <View className='xg-auth__actions'>
        <Button block size='l' loading={verifying.busy} onClick={next}>下一步</Button>
      </View>
      <View className='xg-auth__links xg-auth__links--center'>
        <Text className='xg-auth__link--muted'>已有账号？</Text>
        <Link to={authPageUrl(SIGNIN_PATH, query)} className='xg-auth__link'>直接登录</Link>
      </View>
      <AgreementCheck {...consent.check} />
    </>
  )
}

function SignUp() {
  const query = useRouteParams<ReturnQuery>()
  const inMessagingApp = currentDevice().kind === 'wechat'
  const draft = useSignupDraft()
  const [step, setStep] = useState<ProfileStep>('name')
  const [nameError, setNameError] = useState<string | null>(null)
  // remounts the steps on the step the server's refusal points at
  const [attempt, setAttempt] = useState(0)
  const done = () => void redirect(afterAuthTarget(query, inMessagingApp))

  async function onVerified(phone: VerifiedPhone, registered: boolean) {
    if (registered) {
      // the phone already has an account: its proven code signs it in instead
      await startSession(await call(ACCOUNTS.signinByCode, { body: phone }))
      toast('该手机号已注册，已为你登录')
      done()
      return
    }
    useSignupDraft.getState().start(phone)
  }

  async function submit({ name, avatar }: { name: string; avatar: NonNullable<typeof draft.avatar> }) {
    const phone = useSignupDraft.getState().phone
    if (!phone) return
    try {
      const session = await call(ACCOUNTS.signup, { body: { ...phone, name, avatar, isWechat: inMessagingApp } })
      await startSession(session)
      useSignupDraft.getState().clear()
      toast(MESSAGES.signup.succeeded, 'success')
      done()
    } catch (err) {
      // spec 8.2: the server's message in an alert, or 「注册失败，请重试」
      await alert(messageOf(err, MESSAGES.signup.failed))
      const fields = fieldErrorsOf(err)
      if (fields.authCode || fields.phoneNumber) {
        // the code expired or was used: prove the phone again (name and gradient stay)
        useSignupDraft.getState().forgetCode()
      } else if (fields.name) {
        setNameError(fields.name)
        setStep('name')
        setAttempt(n => n + 1)
      }
    }
  }

  const phone = draft.phone
  return (
    <AuthShell
      footer={phone ? <Text>{`正在为 +${phone.nationCode} ${maskPhone(phone.phoneNumber)} 注册`}</Text> : undefined}
    >
      {!phone ? (
        <PhoneStep query={query} onVerified={onVerified} />
      ) : (
        <ProfileSteps
          key={attempt}
          step={step}
          nameError={nameError}
          initialName={draft.name}
          initialAvatar={draft.avatar}
          initialReview={draft.avatarReview}
          upload={file => call(ACCOUNTS.uploadImageByAuth, { query: { type: 'avatar', nationCode: phone.nationCode, phoneNumber: phone.phoneNumber, authCode: phone.authCode }, file })}
          onChange={p => {
            useSignupDraft.getState().setName(p.name)
            if (p.avatar) useSignupDraft.getState().setAvatar(p.avatar, p.review)
          }}
          onSubmit={submit}
          submitLabel='完成注册'
        />
      )}
    </AuthShell>
  )
}

export default definePage(SignUp)
