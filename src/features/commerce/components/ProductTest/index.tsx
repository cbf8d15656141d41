/**
 * /buy/product-test (spec 2.3 商品试购; operators only, like /ops/commerce): a member of staff
 * buys any product on sale for 0.01 yuan through the real cashier, to test payment end to end.
 * The order is a test order: no kit is shipped, it stays out of sales, coupons and invoices, and
 * it can be refunded from the order page. Anyone without the role is told so (the server answers 404).
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { CODES, yuanText, type PayType } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { toast } from '@/components/feedback'
import { useSubmit } from '@/hooks/useSubmit'
import { useLoad } from '@/hooks/useLoad'
import { currentDevice } from '@/platform/device'
import { randomBytes } from '@/platform/random'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { payOrder } from '../../checkout'
import { TEST_PURCHASE_PRICE_FEN, testableProducts } from '../../model/productTest'
import { idempotencyKeyOf, payTypesFor } from '../../payment'
import PayTypePicker from '../PayTypePicker'
import '@/theme/layout.scss'
import '@/theme/price.scss'
import '@/features/commerce/coupons.scss'
import '../Distribution/index.scss'
import { pressKeys } from '@/platform/keys'

const TITLE = '商品试购'

function Refusal({ text, signIn }: { text: string; signIn?: boolean }) {
  return (
    <View className='xg-page'>
      <View className='xg-page__state'>
        <Text className='xg-detail__title'>{TITLE}</Text>
        <Text className='xg-channel__refusal'>{text}</Text>
        {signIn ? <Button to={href('/auth/signin', {}, { from: '/buy/product-test' })}>登录</Button> : <Link to='/'>返回首页</Link>}
      </View>
    </View>
  )
}

export default function ProductTest() {
  const authed = useSession(s => Boolean(s.token))
  const products = useLoad(() => (authed ? call(COMMERCE.opsProducts) : Promise.resolve({ list: [] })), [authed])
  // the trial purchase: one at a time; a repeated submit resumes the earlier order
  const buying = useSubmit((work: () => Promise<void>) => work(), {
    failure: '试购下单失败，请重试',
    onError: (e, message) => {
      if (e instanceof ApiError && e.code === CODES.ORDER_REPEAT_SUBMIT) {
        const earlier = (e.data as { orderNo?: string } | null)?.orderNo
        if (earlier) setOrderNo(earlier)
        toast(e.message)
      } else toast(message)
    }
  })
  const busy = buying.busy
  const [productId, setProductId] = useState<number | null>(null)
  const [orderNo, setOrderNo] = useState<string | null>(null)
  const [key, setKey] = useState<string | null>(null)
  const payTypes = useMemo(() => payTypesFor(currentDevice()), [])
  const [payType, setPayType] = useState<PayType>(payTypes[0])
  useEffect(() => void randomBytes(16).then(b => setKey(idempotencyKeyOf(b))), [])

  if (!authed) return <Refusal text='商品试购仅供运营人员测试收银台使用，请使用运营账号登录。' signIn />
  if (products.status === 'loading') return <View className='xg-page'><View className='xg-page__state'><Text>加载中…</Text></View></View>
  if (products.status === 'failed') {
    const denied = products.error instanceof ApiError && products.error.code === CODES.NOT_FOUND
    return <Refusal text={denied ? '当前账号没有运营权限，不能使用商品试购。如需开通请联系管理员。' : messageOf(products.error, '加载失败，请稍后重试')} />
  }
  const list = testableProducts(products.data.list)
  const chosen = list.find(p => p.id === productId) ?? null

  function buy() {
    if (!key || !chosen) return
    void buying.run(async () => {
      let no = orderNo
      if (!no) {
        no = (await call(COMMERCE.opsTestPurchase, { body: { commodityId: chosen.id, idempotencyKey: key } })).orderNo
        setOrderNo(no)
      }
      await payOrder(no, payType, href('/buy/order-success', {}, { orderNo: no, payResult: 'ok' }))
    })
  }

  return (
    <View className='xg-page xg-channel'>
      <View className='xg-order-card'>
        <Text className='xg-channel__name'>{TITLE}</Text>
        <Text className='xg-page__intro'>
          {`以 ¥${yuanText(TEST_PURCHASE_PRICE_FEN)} 走一遍真实的下单与支付流程，用于测试收银台。试购订单不寄送采样盒、不计入销售额、不能使用优惠券或开具发票，支付后可在订单详情中申请退款。`}
        </Text>
      </View>
      <View className='xg-order-card'>
        <Text className='xg-section__label'>选择在售商品</Text>
        {list.length === 0 && <Text className='xg-coupon__meta'>当前没有在售商品</Text>}
        {list.map(p => (
          <View key={p.id} {...pressKeys()} ariaRole='button' className={`xg-channel__item xg-test-item${p.id === productId ? ' xg-channel__item--on' : ''}`} onClick={() => !orderNo && setProductId(p.id)}>
            <View className='xg-channel__item-text'>
              <Text className='xg-order-card__name'>{p.name}</Text>
              <Text className='xg-coupon__meta'>{p.sampled ? '含采样盒（试购不寄送）' : '不含采样盒'}</Text>
            </View>
            <View className='xg-channel__prices'>
              <Text className='xg-price xg-price--s'>{`¥${yuanText(TEST_PURCHASE_PRICE_FEN)}`}</Text>
              <Text className='xg-price__list'>{`售价 ¥${yuanText(p.priceFen)}`}</Text>
            </View>
          </View>
        ))}
      </View>
      <View className='xg-order-card'>
        <Text className='xg-section__label'>支付方式</Text>
        <PayTypePicker types={payTypes} value={payType} onChange={setPayType} />
      </View>
      <Button block size='l' loading={busy} disabled={!chosen} onClick={() => void buy()}>
        {chosen ? (orderNo ? '继续支付' : `试购「${chosen.name}」¥${yuanText(TEST_PURCHASE_PRICE_FEN)}`) : '请先选择商品'}
      </Button>
    </View>
  )
}
