/**
 * /ltv (spec 2.13 专属权益): what an existing customer can have now, from their own account: the
 * upgrades their detections can take (the price difference and the items each unlocks), the
 * coupons they hold, their balance, and the tests that reuse a sample already sent back (the
 * catalogue's no-sample editions). Nothing here is a promise the account does not hold; the
 * words above are what staff publish (page/ltv).
 */
import { Text, View } from '@tarojs/components'
import { chinaDate, yuanText } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Heading from '@/components/Heading'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import ContentView from '@/features/content/components/ContentView'
import { commerce } from '@/features/commerce/api'
import { couponRuleText } from '@/features/commerce/coupons'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { reuseProducts, upgradableDetections } from '../model/ltv'
import '@/features/content/components/WhitePaper/index.scss'
import './webview.scss'

function Upgrades() {
  const offers = useQuery(['buy', 'upgradeOffers', null], () => call(COMMERCE.upgradeOffers, { query: {} }))
  return (
    <PageState state={offers} failure='升级信息加载失败'>
      {data => {
        const rows = upgradableDetections(data.list)
        return (
          <View data-ltv='upgrades'>
            <Heading level={2} className='xg-paper__heading'>可升级的检测</Heading>
            {!data.list.length && <Text className='xg-paper__line'>您还没有绑定检测。绑定后，可升级的检测会显示在这里。</Text>}
            {data.list.length > 0 && !rows.length && <Text className='xg-paper__line'>您的检测目前没有可购买的升级。</Text>}
            {rows.map(r => (
              <View key={r.barcode + r.routeId} className='xg-wv__card'>
                <Text className='xg-wv__card-title'>{`${r.personName}：${r.fromName} → ${r.toName}`}</Text>
                <Text className='xg-wv__meta'>{`用已有样本升级，不需重新采样；解锁 ${r.unlockCount} 个报告项目`}</Text>
                <View className='xg-wv__row'>
                  <Text className='xg-price'>{`补差价 ¥${yuanText(r.priceFen)}`}</Text>
                  <Button size='s' to={href('/buy/upgrade', {}, { barcode: r.barcode })}>去升级</Button>
                </View>
              </View>
            ))}
          </View>
        )
      }}
    </PageState>
  )
}

function Coupons() {
  const coupons = useQuery(['commerce', 'coupons'], () => call(COMMERCE.coupons))
  return (
    <PageState state={coupons} failure='优惠券加载失败'>
      {data => {
        const usable = data.list.filter(c => c.state === 'UNUSED')
        return (
          <View data-ltv='coupons'>
            <Heading level={2} className='xg-paper__heading'>{`可用优惠券（${usable.length} 张）`}</Heading>
            {usable.slice(0, 5).map(c => (
              <View key={c.id} className='xg-wv__card'>
                <Text className='xg-wv__card-title'>{c.name}</Text>
                <Text className='xg-wv__meta'>{`${couponRuleText(c)} · ${chinaDate(c.expiresAt)} 到期`}</Text>
              </View>
            ))}
            <View className='xg-wv__links'>
              <Link to={href('/user/coupon')} className='xg-wv__link'>{usable.length ? '全部优惠券' : '有优惠码？去兑换'}</Link>
            </View>
          </View>
        )
      }}
    </PageState>
  )
}

function Balance() {
  const balance = useQuery(['commerce', 'balance'], () => call(COMMERCE.currentBalance))
  return (
    <PageState state={balance} failure='余额加载失败'>
      {data => (
        <View data-ltv='balance'>
          <Heading level={2} className='xg-paper__heading'>账户余额</Heading>
          <View className='xg-wv__row'>
            <Text className='xg-wv__figure'>{`¥${yuanText(data.result)}`}</Text>
            {data.result > 0 && <Button size='s' variant='secondary' to={href('/balance/withdraw')}>查看与提现</Button>}
          </View>
        </View>
      )}
    </PageState>
  )
}

function ReuseTests() {
  const products = useQuery(['commerce', 'products', ''], () => commerce.products())
  return (
    <PageState state={products} failure='商品加载失败'>
      {data => {
        const list = reuseProducts(data.list)
        if (!list.length) return null
        return (
          <View data-ltv='reuse'>
            <Heading level={2} className='xg-paper__heading'>免采样加测</Heading>
            <Text className='xg-paper__line'>已经寄回过唾液样本的检测人，可以用已有样本加测，不用再次采样。</Text>
            {list.map(p => (
              <Link key={p.id} to={href('/shop/product-detail', {}, { id: p.alias })} className='xg-wv__card'>
                <Text className='xg-wv__card-title'>{p.name}</Text>
                <Text className='xg-wv__meta'>{p.subtitle}</Text>
                <Text className='xg-price'>{`¥${yuanText(p.skuInfos[0].actualPriceFen)}`}</Text>
              </Link>
            ))}
          </View>
        )
      }}
    </PageState>
  )
}

export default function Ltv() {
  const signedIn = useSession(s => Boolean(s.token))
  return (
    <View className='xg-paper' data-page='ltv'>
      <Text className='xg-paper__title'>专属权益</Text>
      <ContentView contentKey='page/ltv' showTitle={false} fallback={<Text className='xg-paper__line'>已经在基因寻根检测过的您，可以用已有样本升级或加测，并使用账户里的优惠券和余额。以下内容按您账户的实际情况显示。</Text>} />
      {signedIn ? (
        <>
          <Upgrades />
          <Coupons />
          <Balance />
          <ReuseTests />
        </>
      ) : (
        <View className='xg-wv__card'>
          <Text className='xg-paper__line'>登录后查看您的专属权益。</Text>
          <Button size='s' to={href('/auth/signin', {}, { from: href('/ltv') })}>去登录</Button>
        </View>
      )}
    </View>
  )
}
