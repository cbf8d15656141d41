/**
 * /balance/form (spec 2.13, 3.13 Withdrawal: payeeAccount, payeeName, amount): how much and to
 * which Alipay account, checked with the same rules the server holds; then /balance/auth asks for
 * the SMS code and sends it.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { payeeAccountProblem, payeeNameProblem, withdrawalAmountProblem, yuanText } from '@xungen/contracts'
import { BALANCE } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Checkbox from '@/components/Checkbox'
import Field from '@/components/Field'
import Link from '@/components/Link'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useLoad } from '@/hooks/useLoad'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { isAuthed } from '@/stores/session'
import { moneyStates, SignInPrompt } from '../../activities/components/moneyPages'
import { amountFenOf, cleanAmountInput } from '../model/balance'
import { useWithdrawDraft } from '../store/withdrawDraft'
import { pressKeys } from '@/platform/keys'

export default function WithdrawForm({ path }: { path: string }) {
  const authed = isAuthed()
  const state = useLoad(() => (authed ? call(BALANCE.balanceAndLimit) : Promise.resolve(null)), [authed])
  const draft = useWithdrawDraft(s => s.draft)
  const setDraft = useWithdrawDraft(s => s.set)
  const [amount, setAmount] = useState(draft ? yuanText(draft.amountFen) : '')
  const [account, setAccount] = useState(draft?.payeeAccount ?? '')
  const [name, setName] = useState(draft?.payeeName ?? '')
  const [agreed, setAgreed] = useState(!!draft)
  const errors = useFormErrors()
  if (!authed) return <SignInPrompt from={path} what='申请提现' />

  return (
    <PageState {...moneyStates()} state={state} failure='余额加载失败'>
      {s => {
        if (!s) return null
        function next() {
          const amountFen = amountFenOf(amount)
          const problems: Record<string, string | null> = {
            amount: amountFen === null ? '请输入正确的金额，最多两位小数' : withdrawalAmountProblem(amountFen, s!),
            account: payeeAccountProblem(account),
            name: payeeNameProblem(name),
            agreement: agreed ? null : '请先阅读并同意《余额服务协议》'
          }
          const found = Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as Record<string, string>
          errors.reset(found)
          if (Object.keys(found).length) return
          setDraft({ amountFen: amountFen!, payeeAccount: account.trim(), payeeName: name.trim() })
          void navigate(href('/balance/auth'))
        }
        return (
          <View className='xg-money'>
            <View className='xg-money__card'>
              <Field name='amount' label='提现金额（元）' error={errors.of('amount')} hint={`可提现 ¥${yuanText(s.withdrawableFen)}，单笔 ${yuanText(s.limits.minFen)}–${yuanText(s.limits.maxPerWithdrawalFen)} 元`}>
                <Input className='xg-field__input xg-money__amount-input' type='digit' value={amount} placeholder='0.00' onInput={e => setAmount(cleanAmountInput(e.detail.value))} onFocus={errors.clear('amount')} />
                <Text {...pressKeys()} ariaRole='button' className='xg-field__action' onClick={() => setAmount(yuanText(s.withdrawableFen))}>全部</Text>
              </Field>
              <Field name='account' label='支付宝账号' error={errors.of('account')}>
                <Input className='xg-field__input' value={account} maxlength={100} placeholder='手机号或邮箱' onInput={e => setAccount(e.detail.value)} onFocus={errors.clear('account')} />
              </Field>
              <Field name='name' label='真实姓名' error={errors.of('name')} hint='与支付宝实名认证一致，否则无法到账'>
                <Input className='xg-field__input' value={name} maxlength={20} placeholder='收款人姓名' onInput={e => setName(e.detail.value)} onFocus={errors.clear('name')} />
              </Field>
            </View>
            <Checkbox label='我已阅读并同意《余额服务协议》' checked={agreed} onChange={v => { setAgreed(v); errors.clear('agreement')() }} highlight={!!errors.of('agreement')}>
              <Text>我已阅读并同意</Text>
              <Link to={href('/balance/protocol')}>《余额服务协议》</Link>
            </Checkbox>
            {errors.of('agreement') && <Text className='xg-money__error'>{errors.of('agreement')}</Text>}
            <Button block onClick={next}>下一步</Button>
            <Text className='xg-money__muted'>提现需验证手机号，提交后由财务人员审核，审核通过后转入上述支付宝账户；审核未通过的金额退回余额。</Text>
          </View>
        )
      }}
    </PageState>
  )
}
