/**
 * /ops/finance (issue 17 item 7; the website only): withdrawals for staff of the finance role to
 * review — approve (the payout is made; with PAYOUT_PROVIDER=manual, staff first make the Alipay
 * transfer and enter its number) or refuse with a reason (the money returns to the balance) — and
 * the ledger audit. The server answers everyone without the role as if the console did not exist.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { CODES, WITHDRAWAL_STATE_LABELS, yuanText, type WithdrawalState } from '@xungen/contracts'
import { BALANCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Tabs from '@/components/Tabs'
import { confirm, toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { timeText } from '../../activities/components/moneyPages'

type Row = Awaited<ReturnType<typeof loadRows>>['list'][number]
const loadRows = (state: WithdrawalState) => call(BALANCE.financeWithdrawals, { query: { state } })

function Review({ w, onDone }: { w: Row; onDone: () => void }) {
  const [transferNo, setTransferNo] = useState('')
  const [reason, setReason] = useState('')
  // one decision at a time; a failure names the decision (「通过失败」) unless the server says more
  const acting = useSubmit(async (label: string, run: () => Promise<unknown>) => {
    try {
      await run()
    } catch (err) {
      toast(messageOf(err, `${label}失败`))
      return
    }
    toast(`${label}：已完成`, 'success')
    onDone()
  }, { onError: inToast })
  const act = (label: string, run: () => Promise<unknown>) => acting.runFor(label, label, run)
  return (
    <View className='xg-money__card xg-finance-row'>
      <View className='xg-money__row'>
        <Text className='xg-money__subtitle'>{`¥${yuanText(w.amountFen)} → 支付宝 ${w.payeeAccount}（${w.payeeName}）`}</Text>
        <Text className='xg-money__muted'>{w.stateText}</Text>
      </View>
      <Text className='xg-money__muted'>{`${w.withdrawalNo} · 用户 ${w.userName}（${w.phone}）· ${timeText(w.createdAt)}${w.reason ? ` · ${w.reason}` : ''}`}</Text>
      {w.state === 'PENDING_REVIEW' && (
        <>
          <View className='xg-money__row'>
            <Input className='xg-money__input' value={transferNo} maxlength={64} placeholder='支付宝转账单号（人工转账时填写）' onInput={e => setTransferNo(e.detail.value.trim())} />
            <Button size='s' loading={acting.busyFor('通过')} onClick={() => void confirm(`确认向 ${w.payeeName} 的支付宝 ${w.payeeAccount} 转账 ¥${yuanText(w.amountFen)}？`).then(ok => (ok ? act('通过', () => call(BALANCE.approveWithdrawal, { params: { withdrawalNo: w.withdrawalNo }, body: transferNo ? { transferNo } : {} })) : undefined))}>通过并打款</Button>
          </View>
          <View className='xg-money__row'>
            <Input className='xg-money__input xg-refuse-reason' value={reason} maxlength={100} placeholder='拒绝原因（用户可见）' onInput={e => setReason(e.detail.value)} />
            <Button size='s' variant='danger' loading={acting.busyFor('拒绝')} onClick={() => (reason.trim().length < 2 ? toast('请填写拒绝原因') : void act('拒绝', () => call(BALANCE.refuseWithdrawal, { params: { withdrawalNo: w.withdrawalNo }, body: { reason: reason.trim() } })))}>拒绝并退回</Button>
          </View>
        </>
      )}
    </View>
  )
}

export default function FinanceConsole() {
  const [state, setState] = useState<WithdrawalState>('PENDING_REVIEW')
  const rows = useLoad(() => loadRows(state), [state])
  const audit = useLoad(() => call(BALANCE.ledgerAudit), [])
  if (rows.status === 'failed' && rows.error instanceof ApiError && rows.error.code === CODES.NOT_FOUND)
    return <View className='xg-ops'><View className='xg-money__state'><Text>当前账号没有财务权限</Text></View></View>
  return (
    <View className='xg-ops'>
      <Text className='xg-money__title'>财务工作台</Text>
      {audit.status === 'done' && (
        <View className='xg-money__card xg-ledger-audit'>
          <Text className='xg-money__subtitle'>{audit.data.problems.length === 0 ? `账本核对无误：${audit.data.journals} 笔凭证、${audit.data.accounts} 个账户，每笔借贷平衡，余额等于分录之和` : `账本异常 ${audit.data.problems.length} 项`}</Text>
          {audit.data.problems.map(p => <Text key={p} className='xg-money__error'>{p}</Text>)}
        </View>
      )}
      <Tabs tabs={(['PENDING_REVIEW', 'PAID', 'REFUSED'] as const).map(k => ({ key: k, label: k === 'PENDING_REVIEW' ? '待审核' : WITHDRAWAL_STATE_LABELS[k].slice(0, 3) }))} value={state} onChange={setState} />
      {rows.status === 'loading' && <Text className='xg-money__muted'>加载中…</Text>}
      {rows.status === 'failed' && <Text className='xg-money__error'>{messageOf(rows.error, '加载失败')}</Text>}
      {rows.status === 'done' && rows.data.list.length === 0 && <View className='xg-money__state'><Text>暂无记录</Text></View>}
      {rows.status === 'done' && rows.data.list.map(w => <Review key={w.withdrawalNo} w={w} onDone={() => { rows.reload(); audit.reload() }} />)}
    </View>
  )
}
