/**
 * Changing the password while signed in (/auth/modify, /user/settings): proven by the old
 * password or by a code sent to the account's own phone (an account without a password yet can
 * only use the code). The new password follows every rule of spec 5, shown under the field.
 * Other devices are signed out by the server; this one stays signed in.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AUTH_CODE_MESSAGES, AUTH_CODE_PATTERN, PASSWORD_MESSAGES, SMS_VERIFY_TYPES, type UserInfoData } from '@xungen/contracts'
import Button from '@/components/Button'
import CodeField from '@/components/CodeField'
import NewPasswordFields from '@/components/NewPasswordFields'
import PasswordField from '@/components/PasswordField'
import PhoneField from '@/components/PhoneField'
import Tabs from '@/components/Tabs'
import { toast } from '@/components/feedback'
import { loadCurrentUser } from '@/features/account/store/session'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useSubmit } from '@/hooks/useSubmit'
import { usePasswordPair } from '@/hooks/usePasswordPair'
import { useVerificationCode } from '@/hooks/useVerificationCode'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import './index.scss'

type Proof = 'old' | 'code'

const PROOF_TABS = [
  { key: 'old' as const, label: '使用原密码' },
  { key: 'code' as const, label: '使用短信验证码' }
]

const FIELD_MAP = { oldPassword: 'old', authCode: 'code', password: 'password' }

export interface ModifyPasswordFormProps {
  profile: UserInfoData
  onDone?: () => void
}

export default function ModifyPasswordForm({ profile, onDone }: ModifyPasswordFormProps) {
  const [proof, setProof] = useState<Proof>(profile.hasPassword ? 'old' : 'code')
  const [oldPassword, setOldPassword] = useState('')
  const [code, setCode] = useState('')
  const pair = usePasswordPair()
  const errors = useFormErrors()
  const codeButton = useVerificationCode({ verifyType: SMS_VERIFY_TYPES.MODIFY_PASSWORD })
  const setting = !profile.hasPassword
  const saving = useSubmit(async (body: { password: string; oldPassword: string } | { password: string; authCode: string }) => {
    await call(ACCOUNTS.modifyPassword, { body })
    codeButton.markVerified()
    toast(setting ? '登录密码设置成功' : '密码修改成功', 'success')
    await loadCurrentUser(true)
    onDone?.()
  }, { onError: err => errors.fromFailure(err, FIELD_MAP, '密码修改失败，请重试') })

  async function sendCode() {
    const result = await codeButton.send()
    toast(result.ok ? `验证码已发送至 ${profile.phoneNumber ?? '你的手机'}` : result.message ?? '')
  }

  function submit() {
    if (saving.busy) return
    const found: Record<string, string> = {}
    if (proof === 'old' && !oldPassword) found.old = '请输入原密码'
    if (proof === 'code' && !AUTH_CODE_PATTERN.test(code)) found.code = code ? AUTH_CODE_MESSAGES.format : '请输入验证码'
    const checked = pair.validate()
    if (!checked.ok || Object.keys(found).length) {
      errors.reset(found)
      return
    }
    if (proof === 'old' && oldPassword === pair.password) {
      errors.reset({ password: PASSWORD_MESSAGES.sameAsOld })
      return
    }
    errors.reset()
    void saving.run(proof === 'old' ? { password: pair.password, oldPassword } : { password: pair.password, authCode: code })
  }

  return (
    <View className='xg-modify-password'>
      {setting ? (
        <Text className='xg-modify-password__note'>你还没有设置登录密码。设置后，可以用手机号和密码登录。</Text>
      ) : (
        <Tabs tabs={PROOF_TABS} value={proof} onChange={p => { setProof(p); errors.reset() }} />
      )}
      {proof === 'old' ? (
        <PasswordField name='old-password' value={oldPassword} onChange={setOldPassword} placeholder='请输入原密码' error={errors.of('old')} onFocus={errors.clear('old')} />
      ) : (
        <>
          <PhoneField fixed nationCode={profile.nationCode ?? '86'} phone={profile.phoneNumber ?? ''} onNationCodeChange={() => undefined} onPhoneChange={() => undefined} />
          <CodeField value={code} onChange={setCode} button={codeButton} onSend={() => void sendCode()} error={errors.of('code')} onFocus={errors.clear('code')} />
        </>
      )}
      <NewPasswordFields pair={pair} errors={errors} placeholder={setting ? '设置登录密码' : '设置新密码'} />
      {errors.form && <Text className='xg-auth__form-error'>{errors.form}</Text>}
      <View className='xg-modify-password__actions'>
        <Button block size='l' loading={saving.busy} onClick={submit}>{setting ? '设置密码' : '确认修改'}</Button>
      </View>
      {!setting && <Text className='xg-modify-password__tip'>修改成功后，其他设备上的登录将失效，需要重新登录。</Text>}
    </View>
  )
}
