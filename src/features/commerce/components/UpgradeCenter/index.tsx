/**
 * /buy/upgrade?barcode= and /upgrade (spec 2.3, 2.1; 7.3 "Upgrade"): the person's detections that
 * can take a larger edition on the same sample, the price difference, the report items it unlocks
 * (from their stored result), and the purchase. After payment the detection gains the items and
 * its report is recomputed from the stored raw data; no new sample.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { CODES, IOS_VIRTUAL_PAYMENT_MESSAGE, digitalGoodsPurchasable, type PayType } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import { toast } from '@/components/feedback'
import { FEATURE_TAG_LABELS } from '@/features/commerce/ProductCard'
import { currentDevice } from '@/platform/device'
import { randomBytes } from '@/platform/random'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { useSubmit } from '@/hooks/useSubmit'
import { messageOf } from '@/services/errors'
import { payOrder } from '../../checkout'
import { useUpgradeOffers } from '../../hooks/useUpgradeOffers'
import { addedLabels, priceDifferenceText, routeAction, unlockGroups, unlockSummary, type UpgradeOffer, type UpgradeRoute } from '../../model/upgrade'
import { idempotencyKeyOf, payTypesFor } from '../../payment'
import PayTypePicker from '../PayTypePicker'
import './index.scss'

function Route({ offer, route, payType, purchasable }: { offer: UpgradeOffer; route: UpgradeRoute; payType: PayType; purchasable: boolean }) {
  const [key, setKey] = useState<string | null>(null)
  const [orderNo, setOrderNo] = useState<string | null>(null)
  useEffect(() => void randomBytes(16).then(b => setKey(idempotencyKeyOf(b))), [])
  const action = routeAction(offer, route)

  const buying = useSubmit(async (idempotencyKey: string) => {
    let no = orderNo
    if (!no) {
      const order = await call(COMMERCE.createUpgradeOrder, { body: { barcode: offer.barcode, routeId: route.routeId, idempotencyKey } })
      no = order.orderNo
      setOrderNo(no)
    }
    await payOrder(no, payType, href('/buy/merchandise-success', {}, { orderNo: no }))
  }, {
    failure: '升级下单失败，请重试',
    onError: (err, message) => {
      if (err instanceof ApiError && err.code === CODES.ORDER_REPEAT_SUBMIT) {
        const no = (err.data as { orderNo?: string } | null)?.orderNo
        if (no) setOrderNo(no)
      }
      toast(message)
    }
  })
  const busy = buying.busy

  function buy() {
    if (key) void buying.run(key)
  }

  return (
    <View className='xg-upgrade__route' data-route={route.routeId}>
      <Text className='xg-upgrade__to'>{`升级到 ${route.toName}`}</Text>
      <Text className='xg-upgrade__price'>{priceDifferenceText(route)}</Text>
      {route.addedSubmodules.length > 0 && <Text className='xg-upgrade__note'>{`新增检测模块：${addedLabels(route.addedSubmodules, FEATURE_TAG_LABELS)}`}</Text>}
      {route.unlockItems.length > 0 ? (
        <View>
          <Text className='xg-upgrade__note'>{unlockSummary(route.unlockItems)}</Text>
          {unlockGroups(route.unlockItems).map(g => (
            <Text key={g.category} className='xg-upgrade__group'>
              <Text className='xg-upgrade__group-label'>{g.label}</Text>
              {g.names.join('、')}
            </Text>
          ))}
        </View>
      ) : (
        <Text className='xg-upgrade__note'>报告生成后，这里会列出升级将解锁的具体项目。</Text>
      )}
      {purchasable && (
        <Button size='s' disabled={!action.enabled} loading={busy} onClick={() => void buy()} className='xg-upgrade__buy'>
          {action.label}
        </Button>
      )}
    </View>
  )
}

export default function UpgradeCenter({ barcode }: { barcode?: string }) {
  const offers = useUpgradeOffers(barcode)
  const payTypes = useMemo(() => payTypesFor(currentDevice()), [])
  // WeChat's virtual-payment rule: not bought inside the mini-program on iOS (the server refuses it too)
  const purchasable = useMemo(() => digitalGoodsPurchasable(currentDevice()), [])
  const [payType, setPayType] = useState<PayType>(payTypes[0])

  if (offers.status === 'loading') return <View className='xg-upgrade'><Text className='xg-upgrade__intro'>加载中…</Text></View>
  if (offers.status === 'failed') return <ErrorView message={messageOf(offers.error, '升级信息加载失败')} status={offers.error instanceof ApiError && offers.error.code === CODES.SESSION_INVALID ? 401 : undefined} onReload={offers.reload} />
  const list = offers.data.list
  return (
    <View className='xg-upgrade'>
      <Text className='xg-upgrade__intro'>检测升级使用您已寄回样本的检测数据，补差价即可解锁更多报告内容，不需要重新采样。支付成功后升级立即生效，报告会自动重新计算。</Text>
      {list.length === 0 ? (
        <View className='xg-upgrade__card'>
          <Text className='xg-upgrade__person'>暂无可升级的样本</Text>
          <Text className='xg-upgrade__note'>已是最高版本的样本，或尚未绑定样本时，这里不会显示升级方案。</Text>
          <Button size='s' variant='secondary' to={href('/shop/gene', {})}>去商城看看</Button>
        </View>
      ) : (
        <>
          {purchasable ? (
            <>
              <Text className='xg-upgrade__meta'>支付方式</Text>
              <PayTypePicker types={payTypes} value={payType} onChange={setPayType} />
            </>
          ) : (
            <Text className='xg-upgrade__blocked xg-upgrade__virtual'>{IOS_VIRTUAL_PAYMENT_MESSAGE}</Text>
          )}
          {list.map(offer => (
            <View key={offer.barcode} className='xg-upgrade__card' data-barcode={offer.barcode}>
              <View className='xg-upgrade__head'>
                <Text className='xg-upgrade__person'>{offer.personName}</Text>
                <Text className='xg-upgrade__meta'>{`${offer.productName} · ${offer.barcode}`}</Text>
              </View>
              {offer.blocked && <Text className='xg-upgrade__blocked'>{offer.blocked}</Text>}
              {offer.pendingOrderNo && <Button size='s' variant='secondary' to={href('/user/orders/:id', { id: offer.pendingOrderNo })}>查看升级订单</Button>}
              {offer.routes.map(r => (
                <Route key={r.routeId} offer={offer} route={r} payType={payType} purchasable={purchasable} />
              ))}
            </View>
          ))}
        </>
      )}
      <Text className='xg-upgrade__note'>
        升级属于个性化检测服务，生效后不适用七日无理由退货，详见《购买协议》。
      </Text>
      <Button size='s' variant='ghost' to={href('/protocol/buy', {})}>查看购买协议</Button>
    </View>
  )
}
