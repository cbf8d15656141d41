/**
 * /balance/withdraw (spec 2.13, 7.3 Balance): the balance, what is being withdrawn and what may be
 * withdrawn today, rewards to claim, the withdrawals and the flows (page, size; more on demand).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { yuanText, type RedemptionView } from '@xungen/contracts'
import { BALANCE, COMMERCE } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { toast } from '@/components/feedback'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { isAuthed } from '@/stores/session'
import { moneyStates, SignInPrompt, dateText, timeText } from '../../activities/components/moneyPages'
import { FLOW_PAGE_SIZE, useBalance } from '../hooks/useBalance'
import { flowLabel, signedYuan } from '../model/balance'

type Flow = { id: number; amountFen: number; kind: string; createdAt: number }

export default function BalanceHome({ path }: { path: string }) {
  const authed = isAuthed()
  const state = useBalance(authed)
  const [more, setMore] = useState<{ page: number; list: Flow[]; end: boolean }>({ page: 1, list: [], end: false })
  const claiming = useSubmit(async (r: RedemptionView) => {
    await call(BALANCE.redeem, { params: { id: r.id }, body: { state: 'REDEEMED' } })
    toast('已领取', 'success')
    setMore({ page: 1, list: [], end: false })
    state.reload()
  }, { failure: '领取失败，请重试', onError: inToast })
  // the next page of flows: one request at a time, so a second tap adds no page twice
  const paging = useSubmit(async () => {
    const page = more.page + 1
    const { list } = await call(COMMERCE.balanceFlows, { query: { page, size: FLOW_PAGE_SIZE } })
    setMore(m => ({ page, list: [...m.list, ...list], end: list.length < FLOW_PAGE_SIZE }))
  }, { failure: '加载失败', onError: inToast })
  if (!authed) return <SignInPrompt from={path} what='查看余额' />

  return (
    <PageState {...moneyStates()} state={state} failure='余额加载失败'>
      {data => {
        if (!data) return null
        const s = data.state
        const flows = [...data.flows, ...more.list]
        const end = data.flows.length < FLOW_PAGE_SIZE || more.end
        const pending = data.redemptions.filter(r => r.state === 'PENDING')
        return (
          <View className='xg-money'>
            <View className='xg-money__hero'>
              <Text className='xg-money__hero-label'>账户余额（元）</Text>
              <Text className='xg-money__hero-amount xg-balance-amount'>{yuanText(s.balanceFen)}</Text>
              <View className='xg-money__hero-row'>
                <Text>{`提现审核中 ¥${yuanText(s.pendingFen)}`}</Text>
                <Text>{`今日可提现 ¥${yuanText(s.withdrawableFen)}`}</Text>
              </View>
            </View>
            <Button block disabled={s.withdrawableFen <= 0} to={href('/balance/form')}>申请提现</Button>
            {s.withdrawableFen <= 0 && (
              <Text className='xg-money__muted'>{s.balanceFen < s.limits.minFen ? `余额满 ${yuanText(s.limits.minFen)} 元可提现` : '今日提现次数或额度已用完，请明天再试'}</Text>
            )}
            <View className='xg-money__links'>
              <Link to={href('/balance/rule')}>余额规则</Link>
              <Link to={href('/balance/protocol')}>余额服务协议</Link>
            </View>

            <View className='xg-money__card'>
              <Text className='xg-money__subtitle'>活动奖励</Text>
              {data.redemptions.length === 0 && <Text className='xg-money__muted'>暂无奖励。参加邀请活动，好友助力成功后可获得余额奖励。</Text>}
              {data.redemptions.map(r => (
                <View key={r.id} className='xg-money__row xg-redemption'>
                  <View>
                    <Text>{r.title}</Text>
                    <View><Text className='xg-money__muted'>{r.state === 'PENDING' ? `${dateText(r.expiresAt)} 前领取` : r.stateText}</Text></View>
                  </View>
                  {r.state === 'PENDING' ? (
                    <Button size='s' loading={claiming.busyFor(r.id)} onClick={() => void claiming.runFor(r.id, r)}>{`领取 ¥${yuanText(r.amountFen)}`}</Button>
                  ) : (
                    <Text className='xg-money__muted'>{`¥${yuanText(r.amountFen)}`}</Text>
                  )}
                </View>
              ))}
              {pending.length > 1 && <Text className='xg-money__muted'>{`共 ${pending.length} 笔奖励待领取`}</Text>}
            </View>

            {data.withdrawals.length > 0 && (
              <View className='xg-money__card'>
                <Text className='xg-money__subtitle'>提现记录</Text>
                {data.withdrawals.map(w => (
                  <View key={w.withdrawalNo} className='xg-money__row xg-withdrawal'>
                    <View>
                      <Text>{`提现至支付宝 ${w.payeeAccount}`}</Text>
                      <View><Text className='xg-money__muted'>{`${timeText(w.createdAt)} · ${w.stateText}${w.reason ? `（${w.reason}）` : ''}`}</Text></View>
                    </View>
                    <Text className='xg-money__minus'>{`¥${yuanText(w.amountFen)}`}</Text>
                  </View>
                ))}
              </View>
            )}

            <View className='xg-money__card'>
              <Text className='xg-money__subtitle'>余额明细</Text>
              {flows.length === 0 && <Text className='xg-money__muted'>暂无明细</Text>}
              {flows.map(f => (
                <View key={f.id} className='xg-money__row xg-flow'>
                  <View>
                    <Text>{flowLabel(f.kind)}</Text>
                    <View><Text className='xg-money__muted'>{timeText(f.createdAt)}</Text></View>
                  </View>
                  <Text className={f.amountFen >= 0 ? 'xg-money__plus' : 'xg-money__minus'}>{signedYuan(f.amountFen)}</Text>
                </View>
              ))}
              {!end && <Button size='s' variant='ghost' loading={paging.busy} onClick={() => void paging.run()}>加载更多</Button>}
            </View>
          </View>
        )
      }}
    </PageState>
  )
}
