/** /coupon/protocol?scene= (spec 2.13 优惠券使用规则): the scene activity's rules and how coupons work in the order price. */
import { Text, View } from '@tarojs/components'
import { ACTIVITIES } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'
import { moneyStates, RuleList, SampleBadge, dateText } from './moneyPages'
import PageState from '@/components/PageState'

/** how the order price uses coupons (commerce/pricing.ts: package price, then full reduction, then one coupon) */
export const COUPON_PRICING_RULES = [
  '订单金额按购买数量所在的套餐单价计算；进行中的满减活动先减，优惠券在满减后的金额上使用。',
  '满额券需满减后的金额达到门槛才可使用；折扣券按折扣计算并以分为单位向下取整，不超过券面注明的最高优惠。',
  '一笔订单最多使用一张优惠券，下单页会推荐优惠最多的一张。',
  '订单取消或超时未支付，优惠券退回账户；支付后优惠券即已使用，退款后不退回。'
]

export default function CouponProtocol({ scene }: { scene: string }) {
  const state = useLoad(() => call(ACTIVITIES.couponActivity, { params: { scene } }), [scene])
  return (
    <PageState {...moneyStates()} state={state} failure='规则加载失败'>
      {a => (
        <View className='xg-money'>
          <View className='xg-money__card'>
            <View><SampleBadge sample={a.sample} /><Text className='xg-money__title'>{`${a.name} 活动规则`}</Text></View>
            <Text className='xg-money__muted'>{`活动时间：${dateText(a.startAt)} 至 ${dateText(a.endAt - 1)}`}</Text>
            <RuleList rules={a.rules} />
          </View>
          <View className='xg-money__card'>
            <Text className='xg-money__subtitle'>优惠券如何计入订单价格</Text>
            <RuleList rules={COUPON_PRICING_RULES} />
          </View>
        </View>
      )}
    </PageState>
  )
}
