/**
 * /balance/auth (spec 2.13 身份验证; 3.13 Withdrawal authCode): the withdrawal of /balance/form is
 * confirmed with an SMS code sent to the account's own phone (verifyType withdraw), then sent.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { SMS_VERIFY_TYPES, maskAccount, yuanText } from '@xungen/contracts'
import { BALANCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import CodeField from '@/components/CodeField'
import { toast } from '@/components/feedback'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useSubmit } from '@/hooks/useSubmit'
import { useVerificationCode } from '@/hooks/useVerificationCode'
import { redirect } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { isAuthed } from '@/stores/session'
import { SignInPrompt } from '../../activities/components/moneyPages'
import { useWithdrawDraft } from '../store/withdrawDraft'

export default function WithdrawAuth({ path }: { path: string }) {
  const draft = useWithdrawDraft(s => s.draft)
  const setDraft = useWithdrawDraft(s => s.set)
  const code = useVerificationCode({ verifyType: SMS_VERIFY_TYPES.WITHDRAW })
  const [authCode, setAuthCode] = useState('')
  const errors = useFormErrors()
  const withdrawing = useSubmit(async (body: { authCode: string; payeeAccount: string; payeeName: string; amount: number }) => {
    const w = await call(BALANCE.withdraw, { body })
    setDraft(null)
    await redirect(href('/balance/success', {}, { no: w.withdrawalNo, amount: String(w.amountFen) }))
  }, {
    onError: err => {
      const placed = errors.fromFailure(err, { authCode: 'code' }, '提现申请失败，请重试')
      if (placed.form) toast(placed.form)
    }
  })
  if (!isAuthed()) return <SignInPrompt from={path} what='申请提现' />
  if (!draft)
    return (
      <View className='xg-money'>
        <View className='xg-money__state'>
          <Text>请先填写提现信息</Text>
          <Button size='s' to={href('/balance/form')}>填写提现信息</Button>
        </View>
      </View>
    )

  async function send() {
    const r = await code.send()
    if (!r.ok) errors.set('code', r.message ?? '验证码发送失败')
    else toast('验证码已发送')
  }

  function submit() {
    if (withdrawing.busy || !draft) return
    if (!/^\d{6}$/.test(authCode)) return errors.set('code', '请输入 6 位验证码')
    void withdrawing.run({ authCode, payeeAccount: draft.payeeAccount, payeeName: draft.payeeName, amount: draft.amountFen })
  }

  return (
    <View className='xg-money'>
      <View className='xg-money__card'>
        <Text className='xg-money__subtitle'>确认提现</Text>
        <View className='xg-money__row'><Text>提现金额</Text><Text className='xg-money__minus'>{`¥${yuanText(draft.amountFen)}`}</Text></View>
        <View className='xg-money__row'><Text>支付宝账号</Text><Text>{maskAccount(draft.payeeAccount)}</Text></View>
        <View className='xg-money__row'><Text>收款人</Text><Text>{draft.payeeName}</Text></View>
      </View>
      <View className='xg-money__card'>
        <Text className='xg-money__muted'>为保障资金安全，验证码将发送到您账号绑定的手机。</Text>
        <CodeField value={authCode} onChange={setAuthCode} button={{ label: code.label, disabled: code.disabled }} onSend={() => void send()} error={errors.of('code')} onFocus={errors.clear('code')} />
      </View>
      {errors.form && <Text className='xg-money__error'>{errors.form}</Text>}
      <Button block loading={withdrawing.busy} onClick={submit}>确认提现</Button>
      <Button block variant='ghost' to={href('/balance/form')}>修改提现信息</Button>
    </View>
  )
}
