/**
 * /user/cancellation (spec 2.11, 3.14, 4, 7.3 account_cancel): what cancelling means (the
 * ACCOUNT_CANCEL_NOTICE description), the account's barcodes to confirm one by one (none when the
 * account has no tested persons), a code sent to the account's phone, then the application. A
 * pending application shows its deadline and can be withdrawn until then.
 */
import { RichText, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import {
  ACCOUNT_CANCEL_TYPES,
  ACCOUNT_DESCRIPTION_KEYS,
  AUTH_CODE_MESSAGES,
  AUTH_CODE_PATTERN,
  SMS_VERIFY_TYPES,
  type AccountCancelStatusData
} from '@xungen/contracts'
import Button from '@/components/Button'
import Checkbox from '@/components/Checkbox'
import CodeField from '@/components/CodeField'
import { Panel } from '@/components/Panel'
import PhoneField from '@/components/PhoneField'
import { confirm, toast } from '@/components/feedback'
import { CANCELLATION_TEXTS, allBarcodesConfirmed, coolingOffLeft, deadlineText } from '@/features/account/model/cancellation'
import PageState, { failureLine, LOADING_TEXT, stateLine } from '@/components/PageState'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { loadCurrentUser } from '@/features/account/store/session'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useVerificationCode } from '@/hooks/useVerificationCode'
import { useSession } from '@/stores/session'
import { ACCOUNTS, COMMON } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import './index.scss'

/** Shown until (or instead of) the configured notice. */
const DEFAULT_NOTICE =
  '<p>注销账号是不可恢复的操作。提交申请后进入冷静期，冷静期内可随时撤回；冷静期结束后，我们将删除你的账号及全部个人信息，包括检测人信息、基因数据与原始数据、检测报告、收货地址和上传的图片。</p>'

function Pending({ status, onWithdrawn }: { status: AccountCancelStatusData; onWithdrawn: () => void }) {
  const application = status.application!
  const withdrawing = useSubmit(async () => {
    await call(ACCOUNTS.accountCancelWithdraw)
    toast(CANCELLATION_TEXTS.withdrawn, 'success')
    onWithdrawn()
  }, { failure: '撤回失败，请重试', onError: inToast })
  const busy = withdrawing.busy

  async function withdraw() {
    if (busy || !(await confirm(CANCELLATION_TEXTS.withdrawConfirm, { confirmText: '撤回申请' }))) return
    void withdrawing.run()
  }

  return (
    <Panel title='注销账号' name='cancellation-pending'>
      <View className='xg-cancel__status'>
        <View className='xg-cancel__status-icon' />
        <Text className='xg-cancel__status-title'>{CANCELLATION_TEXTS.applied}</Text>
        <Text className='xg-cancel__status-left'>{coolingOffLeft(application.deadline)}</Text>
        <Text className='xg-cancel__status-text'>{`冷静期至 ${deadlineText(application.deadline)}。冷静期内账号照常使用，你可以随时撤回申请；冷静期结束后，账号及全部数据将被永久删除。`}</Text>
        {application.barcodes.length > 0 && (
          <View className='xg-cancel__status-barcodes'>
            <Text className='xg-cancel__label'>一并删除的样本编码</Text>
            {application.barcodes.map(b => (
              <Text key={b} className='xg-cancel__barcode-chip'>{b}</Text>
            ))}
          </View>
        )}
        <View className='xg-cancel__status-actions'>
          <Button variant='secondary' block loading={busy} onClick={() => void withdraw()}>撤回注销申请</Button>
        </View>
        <Text className='xg-cancel__applied-at'>{`申请时间：${deadlineText(application.appliedAt)}`}</Text>
      </View>
    </Panel>
  )
}

function Apply({ status, onApplied }: { status: AccountCancelStatusData; onApplied: () => void }) {
  const profile = useSession(s => s.profile)
  // the notice's text as operations last wrote it; the built-in one while it loads or when it fails
  const noticeState = useQuery(['common', 'description', ACCOUNT_DESCRIPTION_KEYS.ACCOUNT_CANCEL_NOTICE], () =>
    call(COMMON.descriptionByKey, { params: { key: ACCOUNT_DESCRIPTION_KEYS.ACCOUNT_CANCEL_NOTICE } })
  )
  const notice = (noticeState.status === 'done' && noticeState.data.content) || DEFAULT_NOTICE
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const [code, setCode] = useState('')
  const [read, setRead] = useState(false)
  const [nudge, setNudge] = useState(false)
  const errors = useFormErrors()
  const codeButton = useVerificationCode({ verifyType: SMS_VERIFY_TYPES.ACCOUNT_CANCEL })
  const owned = status.barcodes.map(b => b.barcode)

  async function sendCode() {
    const result = await codeButton.send()
    toast(result.ok ? `验证码已发送至 ${profile?.phoneNumber ?? '你的手机'}` : result.message ?? '')
  }

  function toggle(barcode: string, on: boolean) {
    setTicked(t => {
      const next = new Set(t)
      if (on) next.add(barcode)
      else next.delete(barcode)
      return next
    })
    errors.set('barcodes', null)
  }

  const applying = useSubmit(async () => {
    await call(ACCOUNTS.accountCancelApply, { body: { type: ACCOUNT_CANCEL_TYPES.ACCOUNT, barcodes: owned, verifyCode: code } })
    codeButton.markVerified()
    toast(CANCELLATION_TEXTS.applied, 'success')
    onApplied()
  }, { onError: err => errors.fromFailure(err, { verifyCode: 'code', barcodes: 'barcodes' }, '申请失败，请重试') })
  const busy = applying.busy

  async function apply() {
    if (busy) return
    const found: Record<string, string> = {}
    if (!allBarcodesConfirmed(owned, ticked)) found.barcodes = CANCELLATION_TEXTS.mustTickBarcodes
    if (!AUTH_CODE_PATTERN.test(code)) found.code = code ? AUTH_CODE_MESSAGES.format : '请输入验证码'
    errors.reset(found)
    if (Object.keys(found).length) return
    if (!read) {
      setNudge(true)
      toast(CANCELLATION_TEXTS.mustConfirmRead)
      return
    }
    if (!(await confirm(CANCELLATION_TEXTS.applyConfirm(status.coolingOffDays), { confirmText: '申请注销', danger: true }))) return
    void applying.run()
  }

  return (
    <Panel title='注销账号' name='cancellation'>
      <View className='xg-cancel__warning'>
        <Text className='xg-cancel__warning-mark'>!</Text>
        <Text className='xg-cancel__warning-text'>{CANCELLATION_TEXTS.warning}</Text>
      </View>
      <View className='xg-cancel__notice'>
        <RichText nodes={notice} />
      </View>

      <View className='xg-cancel__section'>
        <Text className='xg-cancel__label'>账号下的样本编码</Text>
        {status.barcodes.length === 0 ? (
          <Text className='xg-cancel__empty'>账号下暂无绑定的样本编码。</Text>
        ) : (
          <>
            <Text className='xg-cancel__hint'>请逐一勾选，确认这些样本的检测数据随账号一并删除：</Text>
            {status.barcodes.map(b => (
              <Checkbox key={b.barcode} className='xg-cancel__barcode' label={b.personName ? `${b.barcode} 检测人：${b.personName}` : b.barcode} checked={ticked.has(b.barcode)} onChange={on => toggle(b.barcode, on)}>
                <Text className='xg-cancel__barcode-code'>{b.barcode}</Text>
                {b.personName && <Text className='xg-cancel__barcode-person'>{`检测人：${b.personName}`}</Text>}
              </Checkbox>
            ))}
          </>
        )}
        {errors.of('barcodes') && <Text className='xg-field__error'>{errors.of('barcodes')}</Text>}
      </View>

      <View className='xg-cancel__section xg-cancel__verify'>
        <Text className='xg-cancel__label'>身份验证</Text>
        <Text className='xg-cancel__hint'>验证码将发送至账号绑定的手机号</Text>
        <View className='xg-cancel__verify-fields'>
          <PhoneField fixed nationCode={profile?.nationCode ?? '86'} phone={profile?.phoneNumber ?? ''} onNationCodeChange={() => undefined} onPhoneChange={() => undefined} />
          <CodeField value={code} onChange={setCode} button={codeButton} onSend={() => void sendCode()} error={errors.of('code')} onFocus={errors.clear('code')} />
        </View>
      </View>

      <Checkbox label={CANCELLATION_TEXTS.confirmRead} checked={read} onChange={v => { setRead(v); setNudge(false) }} highlight={nudge && !read}>
        <Text>{CANCELLATION_TEXTS.confirmRead}</Text>
      </Checkbox>
      {errors.form && <Text className='xg-auth__form-error xg-cancel__form-error'>{errors.form}</Text>}
      <View className='xg-cancel__actions'>
        <Button variant='danger' block size='l' loading={busy} onClick={() => void apply()}>申请注销</Button>
      </View>
    </Panel>
  )
}

const CANCEL_STATUS_KEY = ['accounts', 'account-cancel'] as const

export default function Cancellation() {
  const status = useQuery(CANCEL_STATUS_KEY, () => call(ACCOUNTS.accountCancel))
  // after applying or withdrawing: the status loads again, the page keeps showing until the answer
  const load = () => invalidateQueries(CANCEL_STATUS_KEY)

  useEffect(() => {
    void loadCurrentUser()
  }, [])

  return (
    <PageState
      state={status}
      loading={stateLine(LOADING_TEXT, 'xg-cancel xg-cancel--loading')}
      failure='注销状态加载失败'
      renderFailure={(message, reload) => failureLine(message, reload, 'xg-cancel xg-cancel--loading')}
    >
      {s => <View className='xg-cancel'>{s.status === 'PENDING' && s.application ? <Pending status={s} onWithdrawn={load} /> : <Apply status={s} onApplied={load} />}</View>}
    </PageState>
  )
}
