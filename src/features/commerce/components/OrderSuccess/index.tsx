/**
 * /buy/order-success?orderNo=&payResult= (spec 2.3): where payment comes back (the cashier, the
 * provider's page, requestPayment). The provider's notification decides, not the URL: the page
 * polls the order's pay status until the server has it paid, then shows what happens next.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { yuanText, type OrderDetail } from '@xungen/contracts'
import Button from '@/components/Button'
import SubscribePrompt from '@/features/account/components/SubscribePrompt'
import { href } from '@/routes/href'
import { commerce } from '@/features/commerce/api'
import { nextStepText } from '@/features/commerce/hooks/useOrderResult'
import { messageOf } from '@/services/errors'
import '@/theme/layout.scss'
import '@/theme/price.scss'

const POLL_MS = 1500
const POLL_TIMES = 20

export default function OrderSuccess({ orderNo }: { orderNo: string }) {
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [waiting, setWaiting] = useState(true)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!orderNo) return
    let stopped = false
    let tries = 0
    const poll = async () => {
      try {
        const status = await commerce.payStatus(orderNo)
        if (status.paid || ++tries >= POLL_TIMES) {
          const detail = await commerce.order(orderNo)
          if (!stopped) (setOrder(detail), setWaiting(false))
          return
        }
        if (!stopped) setTimeout(() => void poll(), POLL_MS)
      } catch (err) {
        if (!stopped) (setError(messageOf(err, '订单状态查询失败')), setWaiting(false))
      }
    }
    void poll()
    return () => {
      stopped = true
    }
  }, [orderNo])

  if (!orderNo) return <View className='xg-page'><View className='xg-page__state'><Text>缺少订单号</Text></View></View>
  if (error) return <View className='xg-page'><View className='xg-page__state'><Text>{error}</Text></View></View>
  if (waiting || !order) return <View className='xg-page'><View className='xg-page__state'><Text>正在确认支付结果…</Text></View></View>
  const paid = order.paidAt !== null
  return (
    <View className='xg-page'>
      <View className='xg-page__state'>
        <Text className='xg-detail__title xg-pay-result'>{paid ? '支付成功' : '尚未收到支付结果'}</Text>
        <Text>{nextStepText(order)}</Text>
      </View>
      <View className='xg-order-card'>
        <Text className='xg-order-card__name'>{order.productName}</Text>
        <View className='xg-detail__row'><Text>订单号</Text><Text>{order.orderNo}</Text></View>
        <View className='xg-detail__row'><Text>实付</Text><Text className='xg-price xg-price--s'>{`¥${yuanText(order.payableFen)}`}</Text></View>
        <View className='xg-detail__row'><Text>状态</Text><Text className='xg-order-state'>{order.stateText}</Text></View>
        {order.kitBarcode && <View className='xg-detail__row'><Text>样本编码</Text><Text className='xg-order-barcode'>{order.kitBarcode}</Text></View>}
      </View>
      {/* issue 24 item 7: a paid kit's way to the report, told by WeChat if the person subscribes */}
      {paid && order.sampled && <SubscribePrompt moment='afterPayment' />}
      <Button block to={href('/user/orders/:id', { id: order.orderNo })}>查看订单</Button>
    </View>
  )
}
