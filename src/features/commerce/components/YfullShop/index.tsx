/**
 * The Y full-sequence purchase path (spec 2.4): /shop/yfull (the selected person qualifies: sex
 * set and a genetic or health-ancestry v3 detection; else → /shop/yfull-noreport), the
 * comparison of the Y tests (/shop/yfull-compare) and the page for those who do not qualify yet.
 * The tested-person switcher is hidden on this path (spec 2.16).
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { yuanText, type ShopProduct } from '@xungen/contracts'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { commerce } from '@/features/commerce/api'
import { chooseBarcode } from '@/features/persons/model/current'
import { redirect } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'
import { useQuery } from '@/hooks/useQuery'
import { storedBarcode } from '@/stores/currentSample'
import { isAuthed, useSession } from '@/stores/session'
import ProductShelf from '../../ProductShelf'
import { YFULL_COMPARISON, YFULL_NOREPORT_REASONS, yfullEligibility, type YfullEligibility } from '../../model/yfull'
import '@/theme/layout.scss'
import '@/theme/price.scss'
import './index.scss'

export function YfullShop({ barcode }: { barcode?: string }) {
  const authed = isAuthed()
  const eligibility = useQuery(['commerce', 'yfullEligibility', barcode ?? null, authed], async (): Promise<YfullEligibility> => {
    if (!authed) return { ok: false, reason: 'no-person' }
    const data = await call(PERSONS_ENDPOINTS.personsV2, { query: { page: 1, size: 100 } })
    const choice = chooseBarcode({ given: barcode ?? null, stored: storedBarcode(useSession.getState().user?.userId ?? null), persons: data.list })
    return yfullEligibility(data.list.find(p => p.id === choice.personId) ?? null)
  })
  const refused = eligibility.status === 'done' && !eligibility.data.ok ? eligibility.data.reason : null
  useEffect(() => {
    if (refused) void redirect(href('/shop/yfull-noreport', {}, { reason: refused }))
  }, [refused])
  if (eligibility.status === 'failed') return <View className='xg-page'><View className='xg-page__state'><Text>{messageOf(eligibility.error, '检测人信息加载失败')}</Text></View></View>
  const state = eligibility.status === 'done' ? eligibility.data : null
  if (!state || !state.ok) return <View className='xg-page'><View className='xg-page__state'><Text>加载中…</Text></View></View>
  return (
    <View className='xg-yfull'>
      <View className='xg-page'>
        <View className='xg-detail__hero'>
          <Text className='xg-detail__title'>{`为${state.person.name}选择 Y 染色体检测`}</Text>
          <Text className='xg-page__intro'>
            {state.female ? '女性没有 Y 染色体，无法检测父系 Y 染色体。您可以为父亲、兄弟或同姓男性亲属购买，寄到后绑定在他的名下。' : 'Y 染色体由父亲传给儿子，全序列检测可以定位到更细的父系分支，与芯片报告中的父系单倍群相互印证。'}
          </Text>
          <Button size='s' variant='secondary' to={href('/shop/yfull-compare', {})}>对比 Y 染色体检测方案</Button>
        </View>
      </View>
      <ProductShelf tags={['yfull']} />
    </View>
  )
}

export function YfullNoReport({ reason }: { reason?: string }) {
  const text = YFULL_NOREPORT_REASONS[(reason ?? 'no-person') as keyof typeof YFULL_NOREPORT_REASONS] ?? YFULL_NOREPORT_REASONS['no-person']
  return (
    <View className='xg-page'>
      <View className='xg-detail__hero'>
        <Text className='xg-detail__title'>Y 染色体全序列检测</Text>
        <Text className='xg-page__intro'>购买前需要一位已填写性别、并有基因检测（芯片）样本的检测人，全序列结果会与其芯片报告中的父系单倍群对照。</Text>
        <Text className='xg-page__intro xg-yfull__reason'>{text}</Text>
      </View>
      <Button block to={href('/shop/product-detail', {}, { id: 'STANDARD_ANCESTRY' })}>先购买基因检测</Button>
      <Button block variant='secondary' to={href('/user/persons/bind/instructions', {})}>已有采样盒，去绑定</Button>
      <Button block variant='secondary' to={href('/import/yfull', {})}>已有 Y 染色体测序数据，去导入</Button>
      <Button block variant='ghost' to={href('/shop/yfull-compare', {})}>对比 Y 染色体检测方案</Button>
    </View>
  )
}

export function YfullCompare() {
  // a product not on sale yet is left out (暂未开售), not a failure of the page
  const loaded = useQuery(['commerce', 'yfullComparison'], () =>
    Promise.all(YFULL_COMPARISON.map(c => commerce.product(c.alias).catch(() => null))).then(list => new Map(list.filter((p): p is ShopProduct => p !== null).map(p => [p.alias, p])))
  )
  if (loaded.status === 'failed') return <View className='xg-page'><View className='xg-page__state'><Text>{messageOf(loaded.error, '商品加载失败')}</Text></View></View>
  const products = loaded.status === 'done' ? loaded.data : null
  return (
    <View className='xg-page'>
      <Text className='xg-page__intro'>三种检测都能告诉您父系单倍群，区别在于检测方法、分支的深度和能做的比对。</Text>
      {YFULL_COMPARISON.map(c => {
        const p = products?.get(c.alias)
        return (
          <View key={c.alias} className='xg-order-card xg-yfull__plan' data-alias={c.alias}>
            <Text className='xg-order-card__name'>{p?.name ?? (products ? '暂未开售' : '加载中…')}</Text>
            <View className='xg-detail__row'><Text>检测方法</Text><Text className='xg-yfull__cell'>{c.method}</Text></View>
            <View className='xg-detail__row'><Text>父系分支</Text><Text className='xg-yfull__cell'>{c.depth}</Text></View>
            <View className='xg-detail__row'><Text>亲缘比对</Text><Text className='xg-yfull__cell'>{c.relatives}</Text></View>
            <View className='xg-detail__row'><Text>样本</Text><Text className='xg-yfull__cell'>{c.sample}</Text></View>
            {p && (
              <View className='xg-detail__row'>
                <Text className='xg-price xg-price--s'>{`¥${yuanText(p.skuInfos[0].actualPriceFen)}`}</Text>
                <Button size='s' to={href('/shop/product-detail', {}, { id: p.alias })}>查看详情</Button>
              </View>
            )}
          </View>
        )
      })}
    </View>
  )
}
