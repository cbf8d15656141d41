/**
 * The fission pages (spec 2.13 fission/*; 7.3 invitation_activities/{id}, fission invited_friends
 * and bounty): an activity's page (/fission/hearing, /fission/sleep, /fission/project-detail), the
 * inviter's code and helpers (/fission/invitation-friend), a friend's help and its confirmation
 * (/fission/fission-success). The seeded activities are demos and every page says 示例.
 */
import { Text, View } from '@tarojs/components'
import { yuanText, type FissionView } from '@xungen/contracts'
import { ACTIVITIES } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { navigate, redirect } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { isAuthed } from '@/stores/session'
import { moneyStates, RuleList, SampleBadge, SignInPrompt, timeText } from './moneyPages'
import { fissionProgress, inviteLink, sharingTexts } from '../model/activity'
import { PROMISES_SHARING_REWARDS } from '@/platform/sharingRules'
import { publicOrigin, SHARES_THROUGH_WECHAT, useShareCard } from '@/platform/share'
import { copyText } from '@/platform/clipboard'

/** the page that presents an activity */
export function fissionPage(slug: string): string {
  return slug === 'hearing' ? href('/fission/hearing') : slug === 'sleep' ? href('/fission/sleep') : href('/fission/project-detail', {}, { key: slug })
}

function Progress({ helpers, needed }: { helpers: number; needed: number }) {
  const p = fissionProgress(helpers, needed)
  return (
    <View className='xg-fission-progress'>
      <View className='xg-progress'><View className='xg-progress__bar' style={{ width: `${p.percent}%` }} /></View>
      <Text className='xg-money__muted'>{p.left > 0 ? `已有 ${p.done} 位好友助力，还差 ${p.left} 位` : `${needed} 位好友已助力完成`}</Text>
    </View>
  )
}

function ActivityBody({ a }: { a: FissionView }) {
  return (
    <>
      <View className='xg-money__card'>
        <View><SampleBadge sample={a.sample} /><Text className='xg-money__title xg-fission-title'>{a.title}</Text></View>
        {sharingTexts([a.summary], PROMISES_SHARING_REWARDS).map((t, i) => <Text key={i} className='xg-money__text'>{t}</Text>)}
        {!a.running && <Text className='xg-money__error'>活动未开始或已结束</Text>}
      </View>
      <View className='xg-money__card'>
        <Text className='xg-money__subtitle'>活动介绍</Text>
        {sharingTexts(a.description, PROMISES_SHARING_REWARDS).map((d, i) => <Text key={i} className='xg-money__text'>{d}</Text>)}
        <Text className='xg-money__subtitle'>参与条件</Text>
        <RuleList rules={sharingTexts(a.conditions, PROMISES_SHARING_REWARDS)} />
        {PROMISES_SHARING_REWARDS && <Text className='xg-money__subtitle'>{`邀请奖励：${a.helpersNeeded} 位好友助力，得 ¥${yuanText(a.rewardFen)} 余额`}</Text>}
      </View>
      <View className='xg-money__card'>
        <Text className='xg-money__subtitle'>活动规则</Text>
        <RuleList rules={sharingTexts(a.rules, PROMISES_SHARING_REWARDS)} />
      </View>
    </>
  )
}

/** /fission/hearing, /fission/sleep, /fission/project-detail?key= (without an invite code) */
export function FissionLanding({ activityKey, path }: { activityKey: string; path: string }) {
  const authed = isAuthed()
  const state = useLoad(() => call(ACTIVITIES.fission, { params: { key: activityKey } }), [activityKey, authed])
  return (
    <PageState {...moneyStates()} state={state} failure='活动加载失败'>
      {a => (
        <View className='xg-money'>
          <ActivityBody a={a} />
          {a.me?.inviteCode && <Progress helpers={a.me.helpers.length} needed={a.helpersNeeded} />}
          <Button block disabled={!a.running} to={authed ? href('/fission/invitation-friend', {}, { key: a.slug }) : href('/auth/signin', {}, { from: path })}>
            {a.me?.inviteCode ? '查看我的邀请' : '发起邀请'}
          </Button>
        </View>
      )}
    </PageState>
  )
}

/** /fission/project-detail?key=&code=: the project as a friend sees it, with the help button */
export function ProjectDetail({ activityKey, code, path }: { activityKey: string; code?: string; path: string }) {
  const authed = isAuthed()
  const state = useLoad(() => call(ACTIVITIES.fission, { params: { key: activityKey } }), [activityKey, authed])
  const helping = useSubmit(async (inviteCode: string) => {
    const r = await call(ACTIVITIES.helpFission, { body: { inviteCode } })
    await redirect(href('/fission/fission-success', {}, { key: r.slug, inviter: r.inviterName, helpers: String(r.helpers), needed: String(r.helpersNeeded) }))
  }, { failure: '助力失败，请重试', onError: inToast })
  if (!code) return <FissionLanding activityKey={activityKey} path={path} />

  async function help() {
    if (!authed) return navigate(href('/auth/signin', {}, { from: path }))
    await helping.run(code!)
  }

  return (
    <PageState {...moneyStates()} state={state} failure='活动加载失败'>
      {a => {
        const mine = a.me?.inviteCode === code
        return (
          <View className='xg-money'>
            <View className='xg-money__card'>
              <Text className='xg-money__subtitle'>{mine ? '这是你的邀请链接，发给好友请他们助力' : '好友邀请你为 TA 助力'}</Text>
              <Text className='xg-money__muted'>{`邀请码 ${code}`}</Text>
              {!mine && <Button block loading={helping.busy} disabled={!a.running} onClick={() => void help()}>为 TA 助力</Button>}
            </View>
            <ActivityBody a={a} />
          </View>
        )
      }}
    </PageState>
  )
}

/** /fission/invitation-friend?key=: the inviter's code, link, helpers and reward */
export function InvitationFriend({ activityKey, path }: { activityKey: string; path: string }) {
  const authed = isAuthed()
  // taking part makes the code once; asking again answers the same one
  const state = useLoad(() => (authed ? call(ACTIVITIES.joinFission, { params: { key: activityKey } }) : Promise.resolve(null)), [activityKey, authed])
  // the mini-program's share card opens the project page with this person's code for the friend
  const joined = state.status === 'done' ? state.data : null
  useShareCard(joined?.me?.inviteCode ? { title: PROMISES_SHARING_REWARDS ? `${joined.title}：请为我助力` : `邀请你了解：${joined.title}`, url: href('/fission/project-detail', {}, { key: joined.slug, code: joined.me.inviteCode }) } : null)
  if (!authed) return <SignInPrompt from={path} what='邀请好友' />
  return (
    <PageState {...moneyStates()} state={state} failure='邀请码获取失败'>
      {a => {
        if (!a?.me?.inviteCode) return null
        const link = inviteLink(publicOrigin(), a.slug, a.me.inviteCode)
        const copy = async () => {
          toast((await copyText(link, '邀请链接已复制')).message)
        }
        return (
          <View className='xg-money'>
            <View className='xg-money__card'>
              <View><SampleBadge sample={a.sample} /><Text className='xg-money__subtitle'>{a.title}</Text></View>
              <Text className='xg-money__muted'>我的邀请码</Text>
              <Text className='xg-invite-code'>{a.me.inviteCode}</Text>
              <Text className='xg-money__muted xg-invite-link' userSelect>{link}</Text>
              <Button block onClick={() => void copy()}>复制邀请链接</Button>
              {SHARES_THROUGH_WECHAT && <Text className='xg-money__muted'>点右上角「···」转发给微信好友，好友打开即可助力</Text>}
            </View>
            <View className='xg-money__card'>
              <Progress helpers={a.me.helpers.length} needed={a.helpersNeeded} />
              {a.me.helpers.map((h, i) => (
                <View key={i} className='xg-money__row'><Text>{h.name}</Text><Text className='xg-money__muted'>{timeText(h.at)}</Text></View>
              ))}
              {!PROMISES_SHARING_REWARDS ? null : a.me.rewarded ? (
                <Button variant='secondary' to={href('/balance/withdraw')}>{`奖励 ¥${yuanText(a.rewardFen)} 已发放，去余额领取`}</Button>
              ) : (
                <Text className='xg-money__muted'>{`助力满 ${a.helpersNeeded} 位后发放 ¥${yuanText(a.rewardFen)} 余额奖励`}</Text>
              )}
            </View>
            <Button variant='ghost' to={fissionPage(a.slug)}>活动详情与规则</Button>
          </View>
        )
      }}
    </PageState>
  )
}

/** /fission/fission-success?key=&inviter=&helpers=&needed= */
export function FissionSuccess({ activityKey, inviter, helpers, needed }: { activityKey: string; inviter?: string; helpers?: string; needed?: string }) {
  const h = Number(helpers)
  const n = Number(needed)
  return (
    <View className='xg-money'>
      <View className='xg-money__card' style={{ alignItems: 'center', textAlign: 'center' }}>
        <Text className='xg-money__title'>助力成功</Text>
        <Text className='xg-money__text'>{`你已为好友 ${inviter || ''} 助力`}</Text>
        {Number.isInteger(h) && Number.isInteger(n) && n > 0 && <Progress helpers={h} needed={n} />}
      </View>
      <Button block to={fissionPage(activityKey)}>我也要参加</Button>
    </View>
  )
}
