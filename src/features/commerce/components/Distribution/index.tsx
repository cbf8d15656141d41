/**
 * /buy/distribution?channel=<code> (spec 2.3 渠道专享购买; 7.3 distribution commodities and sku
 * price): a partner channel's products at the channel's price, its validity period and
 * per-account limit, then the order at that price (the server prices it from the channel's
 * configuration) and payment through the usual cashier. An unknown, offline or ended channel
 * shows the server's reason.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { CODES, yuanText, type OrderReceiver, type PayType } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { useLoad } from '@/hooks/useLoad'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { currentDevice } from '@/platform/device'
import { randomBytes } from '@/platform/random'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { messageOf, type FieldErrors } from '@/services/errors'
import { useSession } from '@/stores/session'
import { onOrderFailure, orderOnce, payOrder } from '../../checkout'
import { channelCodeOf, limitText, maxCountOf, periodText, remainingOf } from '../../model/channel'
import { idempotencyKeyOf, payTypesFor } from '../../payment'
import PayTypePicker from '../PayTypePicker'
import '@/theme/layout.scss'
import '@/theme/price.scss'
import '@/features/commerce/coupons.scss'
import './index.scss'
import ReceiverFields from '../ReceiverFields'
import { pressKeys } from '@/platform/keys'

const EMPTY_RECEIVER: OrderReceiver = { name: '', mobile: '', nationCode: '86', address: '' }

function Message({ title, text }: { title: string; text: string }) {
  return (
    <View className='xg-page'>
      <View className='xg-page__state'>
        <Text className='xg-detail__title'>{title}</Text>
        <Text className='xg-channel__refusal'>{text}</Text>
        <Link to={href('/shop/gene', {})}>去商城看看</Link>
      </View>
    </View>
  )
}

export default function Distribution({ rawCode, path }: { rawCode: string | undefined; path: string }) {
  const code = channelCodeOf(rawCode)
  const authed = useSession(s => Boolean(s.token))
  const offer = useLoad(() => (code ? call(COMMERCE.channelCommodities, { query: { channel: code } }) : Promise.reject(new Error('no code'))), [code, authed])
  const [productId, setProductId] = useState<number | null>(null)
  const [count, setCount] = useState(1)
  const [receiver, setReceiver] = useState<OrderReceiver>(EMPTY_RECEIVER)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [orderNo, setOrderNo] = useState<string | null>(null)
  const [key, setKey] = useState<string | null>(null)
  const payTypes = useMemo(() => payTypesFor(currentDevice()), [])
  const [payType, setPayType] = useState<PayType>(payTypes[0])

  // the order: one at a time; a repeated submit resumes the earlier order
  const ordering = useSubmit(async (createOrder: () => Promise<{ orderNo: string }>) => {
    setErrors({})
    const no = await orderOnce(orderNo, setOrderNo, createOrder)
    await payOrder(no, payType, href('/buy/order-success', {}, { orderNo: no, payResult: 'ok' }))
  }, {
    failure: '下单失败，请重试',
    onError: onOrderFailure(setOrderNo, setErrors)
  })
  const busy = ordering.busy

  useEffect(() => void randomBytes(16).then(b => setKey(idempotencyKeyOf(b))), [])
  useEffect(() => {
    if (!authed) return
    call(COMMERCE.lastReceiver).then(r => r && setReceiver(cur => (cur.name ? cur : r)), () => undefined)
  }, [authed])
  useEffect(() => {
    if (offer.status === 'done' && productId === null && offer.data.list.length) setProductId(offer.data.list[0].productId)
  }, [offer.status, offer.data, productId])

  if (!code) return <Message title='渠道专享购买' text='链接缺少有效的渠道码，请向提供链接的合作机构索取正确的链接。' />
  if (offer.status === 'loading') return <View className='xg-page'><View className='xg-page__state'><Text>加载中…</Text></View></View>
  if (offer.status === 'failed') {
    const known = offer.error instanceof ApiError && (offer.error.code === CODES.NOT_FOUND || offer.error.code === CODES.NOT_PUBLISHED)
    return known ? <Message title='无法参加渠道专享' text={messageOf(offer.error, '')} /> : (
      <View className='xg-page'><View className='xg-page__state'><Text>{messageOf(offer.error, '渠道信息加载失败')}</Text><Button size='s' onClick={offer.reload}>重试</Button></View></View>
    )
  }
  const { channel, list, boughtCount } = offer.data
  const item = list.find(i => i.productId === productId) ?? list[0] ?? null
  const max = maxCountOf(channel.perAccountLimit, boughtCount)
  const soldOut = remainingOf(channel.perAccountLimit, boughtCount) === 0
  const n = Math.min(count, max)
  const err = (field: string) => errors[field] ?? null

  async function submit() {
    if (busy || !key || !item) return
    if (!authed) {
      await navigate(href('/auth/signin', {}, { from: path }))
      return
    }
    const body = { channelCode: channel.code, commodityId: item.productId, count: n, idempotencyKey: key, receiver: item.sampled ? receiver : null }
    await ordering.run(() => call(COMMERCE.createChannelOrder, { body }))
  }

  return (
    <View className='xg-page xg-channel'>
      <View className='xg-order-card'>
        <Text className='xg-channel__name'>{channel.name}</Text>
        {channel.intro && <Text className='xg-page__intro'>{channel.intro}</Text>}
        <View className='xg-detail__row'><Text>有效期</Text><Text className='xg-channel__period'>{periodText(channel.startsAt, channel.endsAt)}</Text></View>
        <Text className={`xg-channel__limit${soldOut ? ' xg-channel__limit--full' : ''}`}>{limitText(channel.perAccountLimit, boughtCount)}</Text>
      </View>
      {list.length === 0 ? (
        <Message title='暂无专享商品' text='该渠道当前没有在售的专享商品。' />
      ) : (
        <View className='xg-order-card'>
          <Text className='xg-section__label'>专享商品</Text>
          {list.map(i => (
            <View key={i.productId} {...pressKeys()} ariaRole='button' className={`xg-channel__item${i.productId === item?.productId ? ' xg-channel__item--on' : ''}`} onClick={() => !orderNo && setProductId(i.productId)}>
              <View className='xg-channel__item-text'>
                <Text className='xg-order-card__name'>{i.name}</Text>
                <Text className='xg-coupon__meta'>{i.subtitle}</Text>
              </View>
              <View className='xg-channel__prices'>
                <Text className='xg-price xg-price--s'>{`¥${yuanText(i.channelPriceFen)}`}</Text>
                {i.shopPriceFen > i.channelPriceFen && <Text className='xg-price__list'>{`商城价 ¥${yuanText(i.shopPriceFen)}`}</Text>}
              </View>
            </View>
          ))}
        </View>
      )}
      {item && !soldOut && (
        <>
          <View className='xg-order-card'>
            <View className='xg-detail__row'>
              <Text>购买数量</Text>
              <View className='xg-stepper'>
                <View {...pressKeys()} ariaRole='button' className='xg-stepper__button xg-stepper__minus' onClick={() => !orderNo && setCount(Math.max(1, n - 1))}>－</View>
                <Text className='xg-order-count'>{n}</Text>
                <View {...pressKeys()} ariaRole='button' className='xg-stepper__button xg-stepper__plus' onClick={() => !orderNo && setCount(Math.min(max, n + 1))}>＋</View>
              </View>
            </View>
          </View>
          {item.sampled && (
            <ReceiverFields receiver={receiver} onChange={setReceiver} error={err} />
          )}
          <View className='xg-order-card'>
            <Text className='xg-section__label'>支付方式</Text>
            <PayTypePicker types={payTypes} value={payType} onChange={setPayType} />
            <View className='xg-detail__row'><Text>应付（渠道专享价，不与优惠券、满减同享）</Text><Text className='xg-price xg-order-payable'>{`¥${yuanText(item.channelPriceFen * n)}`}</Text></View>
          </View>
          <Text className='xg-page__intro xg-order-terms'>提交订单即表示您同意《购买协议》。采样盒签收后七日内、未拆封且未绑定的可无理由退货；取消或退款的订单不占用限购数量。</Text>
          <Link to={href('/protocol/buy', {})} className='xg-order-terms__link'>查看《购买协议》</Link>
          <Button block size='l' loading={busy} onClick={() => void submit()}>{!authed ? '登录后购买' : orderNo ? '继续支付' : '提交订单并支付'}</Button>
        </>
      )}
    </View>
  )
}
