/**
 * /buy/speed-package (spec 2.3, login; 7.3 upgrade_speed): the account's samples and whether each
 * can be expedited (still waiting for the chip: bound and not yet sent, received, QC passed).
 * Once paid the laboratory takes that sample first; the page promises the order of work, not days.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { IOS_VIRTUAL_PAYMENT_MESSAGE, digitalGoodsPurchasable, yuanText, type PayType } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import { currentDevice } from '@/platform/device'
import { randomBytes } from '@/platform/random'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { messageOf } from '@/services/errors'
import { payOrder } from '../../checkout'
import { useSpeedOffers } from '../../hooks/useUpgradeOffers'
import type { SpeedOffers } from '../../model/upgrade'
import { idempotencyKeyOf, payTypesFor } from '../../payment'
import PayTypePicker from '../PayTypePicker'
import '../UpgradeCenter/index.scss'

function Sample({ s, priceFen, payType, purchasable }: { s: SpeedOffers['list'][number]; priceFen: number | null; payType: PayType; purchasable: boolean }) {
  const [key, setKey] = useState<string | null>(null)
  useEffect(() => void randomBytes(16).then(b => setKey(idempotencyKeyOf(b))), [])
  const buying = useSubmit(async (idempotencyKey: string) => {
    const order = await call(COMMERCE.createSpeedOrder, { body: { barcode: s.barcode, idempotencyKey } })
    await payOrder(order.orderNo, payType, href('/buy/merchandise-success', {}, { orderNo: order.orderNo }))
  }, { failure: '加急下单失败，请重试', onError: inToast })
  const busy = buying.busy
  function buy() {
    if (key) void buying.run(key)
  }
  return (
    <View className='xg-upgrade__card' data-barcode={s.barcode}>
      <View className='xg-upgrade__head'>
        <Text className='xg-upgrade__person'>{s.personName}</Text>
        <Text className='xg-upgrade__meta'>{`${s.productName} · ${s.barcode}`}</Text>
      </View>
      <Text className='xg-upgrade__price'>{`当前进度：${s.stateText ?? '未绑定样本'}${s.expedited ? ' · 已加急' : ''}`}</Text>
      {s.blocked ? (
        <>
          <Text className={s.expedited ? 'xg-upgrade__note' : 'xg-upgrade__blocked'}>{s.blocked}</Text>
          {s.pendingOrderNo && <Button size='s' variant='secondary' to={href('/user/orders/:id', { id: s.pendingOrderNo })}>{purchasable ? '去支付加急订单' : '查看加急订单'}</Button>}
        </>
      ) : !purchasable ? null : (
        <Button size='s' loading={busy} onClick={() => void buy()} className='xg-speed__buy'>
          {priceFen === null ? '加急' : `¥${yuanText(priceFen)} 加急处理`}
        </Button>
      )}
    </View>
  )
}

export default function SpeedPackage() {
  const offers = useSpeedOffers()
  const payTypes = useMemo(() => payTypesFor(currentDevice()), [])
  // WeChat's virtual-payment rule: not bought inside the mini-program on iOS (the server refuses it too)
  const purchasable = useMemo(() => digitalGoodsPurchasable(currentDevice()), [])
  const [payType, setPayType] = useState<PayType>(payTypes[0])
  if (offers.status === 'loading') return <View className='xg-upgrade'><Text className='xg-upgrade__intro'>加载中…</Text></View>
  if (offers.status === 'failed') return <ErrorView message={messageOf(offers.error, '加急服务加载失败')} status={offers.error instanceof ApiError && offers.error.code === 1001 ? 401 : undefined} onReload={offers.reload} />
  const { list, priceFen } = offers.data
  return (
    <View className='xg-upgrade'>
      <Text className='xg-upgrade__intro'>
        {`加急服务${priceFen === null ? '' : `（¥${yuanText(priceFen)}）`}：样本到达实验室后优先安排 DNA 质检与芯片检测。适用于尚未完成芯片检测的样本；它改变的是实验室处理的先后顺序，不承诺具体的出报告日期。`}
      </Text>
      {list.length === 0 ? (
        <View className='xg-upgrade__card'>
          <Text className='xg-upgrade__person'>还没有绑定的样本</Text>
          <Button size='s' variant='secondary' to={href('/user/persons/bind/instructions', {})}>去绑定样本</Button>
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
          {list.map(s => <Sample key={s.barcode} s={s} priceFen={priceFen} payType={payType} purchasable={purchasable} />)}
        </>
      )}
      <Text className='xg-upgrade__note'>加急服务生效后不适用七日无理由退货；样本质检未通过需重新采样的，可联系客服为新样本保留加急或退还费用。详见《购买协议》。</Text>
      <Button size='s' variant='ghost' to={href('/protocol/buy', {})}>查看购买协议</Button>
    </View>
  )
}
