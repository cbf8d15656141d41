/**
 * /buy/:commodityId?/order (spec 2.3; the id or a product alias: STANDARD_ANCESTRY, ancestry,
 * crc, carrier-single, carrier-couple …): the count, the price with the running activity and a
 * coupon (the server prices it: order_page_info), the receiver of a sampled kit, the way to pay,
 * then create (one idempotency key per page: a double tap answers 6200 and nothing more) and pay.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { CODES, STANDARD_ANCESTRY, yuanText, type OrderPageInfo, type OrderReceiver, type PayType } from '@xungen/contracts'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { alert, toast } from '@/components/feedback'
import { PAY_TYPE_LABELS, completePayment, idempotencyKeyOf, payTypesFor } from '@/features/commerce/payment'
import { currentDevice } from '@/platform/device'
import { openPaymentPage, requestWechatPayment } from '@/platform/payment'
import { randomBytes } from '@/platform/random'
import { navigate, redirect } from '@/navigation'
import { href } from '@/routes/href'
import { commerce } from '@/features/commerce/api'
import { ApiError } from '@/services/client'
import { messageOf, type FieldErrors } from '@/services/errors'
import { useSubmit } from '@/hooks/useSubmit'
import { isAuthed } from '@/stores/session'
import '@/theme/layout.scss'
import '@/theme/price.scss'
import '@/features/commerce/coupons.scss'
import ReceiverFields from '@/features/commerce/components/ReceiverFields'
import { onOrderFailure, orderOnce } from '@/features/commerce/checkout'
import type { SpecLocation } from '@/routes/location'
import { pressKeys } from '@/platform/keys'

const EMPTY_RECEIVER: OrderReceiver = { name: '', mobile: '', nationCode: '86', address: '' }

export default function OrderForm({ location }: { location: SpecLocation }) {
  const commodityId = location.params.commodityId || location.query.commodityId || STANDARD_ANCESTRY
  const scene = location.query.scene || null
  const [count, setCount] = useState(Number(location.query.count) > 0 ? Math.min(99, Math.floor(Number(location.query.count))) : 1)
  const [couponId, setCouponId] = useState<number | null>(null)
  const [info, setInfo] = useState<OrderPageInfo | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [receiver, setReceiver] = useState<OrderReceiver>(EMPTY_RECEIVER)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [orderNo, setOrderNo] = useState<string | null>(null)
  const [key, setKey] = useState<string | null>(null)
  const payTypes = useMemo(() => payTypesFor(currentDevice()), [])
  const [payType, setPayType] = useState<PayType>(payTypes[0])

  useEffect(() => {
    void randomBytes(16).then(b => setKey(idempotencyKeyOf(b)))
  }, [])

  useEffect(() => {
    commerce.orderPageInfo(commodityId, count, couponId).then(
      data => {
        setInfo(data)
        setLoadError(null)
        if (data.lastReceiver) setReceiver(r => (r.name ? r : data.lastReceiver!))
      },
      err => {
        // a coupon that does not fit this count any more: price without it
        if (couponId && err instanceof ApiError && err.code === CODES.ARG_ERROR) setCouponId(null)
        else setLoadError(messageOf(err, '订单信息加载失败'))
      }
    )
  }, [commodityId, count, couponId])

  // the order: one at a time; a repeated submit resumes the earlier order
  const ordering = useSubmit(async (createOrder: () => Promise<{ orderNo: string }>) => {
    setErrors({})
    const no = await orderOnce(orderNo, setOrderNo, createOrder)
    const prepay = await commerce.pay(no, payType)
    const step = await completePayment(prepay, { requestWechatPayment, openPaymentPage })
    if (step.kind === 'left') return
    if (step.kind === 'qrcode') {
      await alert(`请用微信扫描二维码完成支付：${step.codeUrl}`)
      return
    }
    if (step.result.status === 'success') await redirect(href('/buy/order-success', {}, { orderNo: no, payResult: 'ok' }))
    else if (step.result.status === 'cancelled') toast('已取消支付，可在“我的订单”中继续支付')
    else await alert(`支付失败：${step.result.raw}`)
  }, {
    failure: '下单失败，请重试',
    onError: onOrderFailure(setOrderNo, setErrors)
  })
  const busy = ordering.busy

  async function submit() {
    if (busy || !info || !key) return
    if (!isAuthed()) {
      await navigate(href('/auth/signin', {}, { from: location.path + location.search }))
      return
    }
    const sampled = info.product.skuInfos[0].sampled
    const input = { commodityId: info.product.id, count, idempotencyKey: key, couponId, scene, receiver: sampled ? receiver : null }
    await ordering.run(() => commerce.createOrder(input))
  }

  if (loadError) return <View className='xg-page'><View className='xg-page__state'><Text>{loadError}</Text></View></View>
  if (!info) return <View className='xg-page'><View className='xg-page__state'><Text>加载中…</Text></View></View>
  const sampled = info.product.skuInfos[0].sampled
  const err = (field: string) => errors[field] ?? null
  return (
    <View className='xg-page xg-order-page'>
      <View className='xg-order-card'>
        <Text className='xg-order-card__name'>{info.product.name}</Text>
        <View className='xg-detail__row'>
          <Text>{`单价 ¥${yuanText(info.unitPriceFen)}`}</Text>
          <View className='xg-stepper'>
            <View {...pressKeys()} ariaRole='button' className='xg-stepper__button xg-stepper__minus' onClick={() => !orderNo && setCount(c => Math.max(1, c - 1))}>－</View>
            <Text className='xg-order-count'>{count}</Text>
            <View {...pressKeys()} ariaRole='button' className='xg-stepper__button xg-stepper__plus' onClick={() => !orderNo && setCount(c => Math.min(99, c + 1))}>＋</View>
          </View>
        </View>
      </View>
      {sampled && (
        <ReceiverFields receiver={receiver} onChange={setReceiver} error={err} />
      )}
      <View className='xg-order-card'>
        <Text className='xg-section__label'>优惠券</Text>
        {info.coupons.length === 0 ? (
          <Text className='xg-coupon__meta'>暂无可用优惠券</Text>
        ) : (
          info.coupons.map(c => (
            <View key={c.coupon.id} {...pressKeys()} ariaRole='button' className={`xg-detail__row${c.usable ? '' : ' xg-coupon--off'}`} onClick={() => c.usable && !orderNo && setCouponId(couponId === c.coupon.id ? null : c.coupon.id)}>
              <Text>{c.coupon.name}</Text>
              <Text>{couponId === c.coupon.id ? '已选 ✓' : c.usable ? `可减 ¥${yuanText(c.discountFen)}` : '不可用'}</Text>
            </View>
          ))
        )}
      </View>
      <View className='xg-order-card'>
        <Text className='xg-section__label'>支付方式</Text>
        {payTypes.map(t => (
          <View key={t} {...pressKeys()} ariaRole='button' className='xg-detail__row' onClick={() => setPayType(t)}>
            <Text>{PAY_TYPE_LABELS[t]}</Text>
            <Text>{payType === t ? '●' : '○'}</Text>
          </View>
        ))}
      </View>
      <View className='xg-order-card'>
        <View className='xg-detail__row'><Text>商品金额</Text><Text>{`¥${yuanText(info.goodsFen)}`}</Text></View>
        {info.activityDiscountFen > 0 && <View className='xg-detail__row'><Text>满减</Text><Text>{`-¥${yuanText(info.activityDiscountFen)}`}</Text></View>}
        {info.couponDiscountFen > 0 && <View className='xg-detail__row'><Text>优惠券</Text><Text>{`-¥${yuanText(info.couponDiscountFen)}`}</Text></View>}
        <View className='xg-detail__row'><Text>应付</Text><Text className='xg-price xg-order-payable'>{`¥${yuanText(info.payableFen)}`}</Text></View>
      </View>
      <Text className='xg-page__intro xg-order-terms'>
        {sampled
          ? '提交订单即表示您同意《购买协议》。采样盒签收后七日内、未拆封且未绑定的可无理由退货；拆封、绑定或寄回样本后，检测服务不适用七日无理由退货。'
          : '提交订单即表示您同意《购买协议》。本商品使用您已存储的样本数据，检测开始后不适用七日无理由退货。'}
      </Text>
      <Link to={href('/protocol/buy', {})} className='xg-order-terms__link'>查看《购买协议》</Link>
      <Button block size='l' loading={busy} onClick={() => void submit()}>{orderNo ? '继续支付' : '提交订单并支付'}</Button>
    </View>
  )
}
