/**
 * /coupon?scene= (spec 2.13 领取优惠券; 7.3 Coupon: scene and upgrade coupons, share and receive):
 * the coupons of a scene's running activity, received once each by a signed-in person, and a
 * link to share the page with friends.
 */
import { Text, View } from '@tarojs/components'
import { ACTIVITIES } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { toast } from '@/components/feedback'
import { couponRuleText } from '@/features/commerce/coupons'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { isAuthed } from '@/stores/session'
import { moneyStates, SampleBadge } from './moneyPages'
import { couponValue } from '../model/activity'
import { publicOrigin, useShareCard } from '@/platform/share'
import { copyText } from '@/platform/clipboard'

export default function CouponGift({ scene, path }: { scene: string; path: string }) {
  const authed = isAuthed()
  const state = useLoad(() => call(ACTIVITIES.couponActivity, { params: { scene } }), [scene, authed])
  // spec 8.2: a refusal shows the server's message as a toast
  const receiving = useSubmit(async (templateId: number) => {
    await call(ACTIVITIES.receiveCoupon, { body: { scene, templateId } })
    toast('领取成功', 'success')
    state.reload()
  }, { failure: '领取失败，请重试', onError: inToast })
  // a coupon activity is public: a card for friends and for Moments, opening this activity
  const named = state.status === 'done' ? state.data.name : null
  useShareCard(named ? { title: `${named}：领券购买基因检测`, url: href('/coupon', {}, { scene }), timeline: true } : null)

  async function receive(templateId: number) {
    if (!authed) return navigate(href('/auth/signin', {}, { from: path }))
    await receiving.runFor(templateId, templateId)
  }

  async function share() {
    toast((await copyText(publicOrigin() + href('/coupon', {}, { scene }), '链接已复制，发给好友即可领取')).message)
  }

  return (
    <PageState {...moneyStates()} state={state} failure='活动加载失败'>
      {a => (
        <View className='xg-money'>
          <View className='xg-money__card'>
            <View><SampleBadge sample={a.sample} /><Text className='xg-money__title'>{a.name}</Text></View>
            <Text className='xg-money__text'>{a.summary}</Text>
            {!a.running && <Text className='xg-money__error'>活动未开始或已结束</Text>}
          </View>
          {a.coupons.map(c => (
            <View key={c.templateId} className={`xg-gift${c.received || c.left === 0 ? ' xg-gift--taken' : ''}`}>
              <Text className='xg-gift__value'>{couponValue(c.rule)}</Text>
              <View className='xg-gift__body'>
                <Text className='xg-money__subtitle'>{c.name}</Text>
                <Text className='xg-money__muted'>{`${couponRuleText(c)} · 领取后 ${c.validDays} 天内有效`}</Text>
                <Text className='xg-money__muted'>{`剩余 ${c.left} 张`}</Text>
              </View>
              {c.received ? (
                <Text className='xg-money__muted xg-gift__received'>已领取</Text>
              ) : (
                <Button size='s' disabled={!a.running || c.left === 0} loading={receiving.busyFor(c.templateId)} onClick={() => void receive(c.templateId)}>{c.left === 0 ? '已领完' : '领取'}</Button>
              )}
            </View>
          ))}
          <View className='xg-money__actions'>
            <Button variant='secondary' onClick={() => void share()}>分享给好友</Button>
            {authed && <Button variant='ghost' to={href('/user/coupon')}>我的优惠券</Button>}
          </View>
          <Link to={href('/coupon/protocol', {}, { scene })}>优惠券使用规则</Link>
        </View>
      )}
    </PageState>
  )
}
