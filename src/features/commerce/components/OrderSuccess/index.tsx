/**
 * /buy/order-success?orderNo=&payResult= (spec 2.3): where payment comes back (the cashier, the
 * provider's page, requestPayment). The provider's notification decides, not the URL: the page
 * polls the order's pay status until the server has it paid, then shows what happens next.
 */
import { Text, View } from '@tarojs/components'
import { yuanText } from '@xungen/contracts'
import Button from '@/components/Button'
import SubscribePrompt from '@/features/account/components/SubscribePrompt'
import { href } from '@/routes/href'
import { nextStepText, useOrderResult } from '@/features/commerce/hooks/useOrderResult'
import '@/theme/layout.scss'
import '@/theme/price.scss'

export default function OrderSuccess({ orderNo }: { orderNo: string }) {
  // the pay status is polled until the server has the order paid (or the tries run out), then the order is read
  const result = useOrderResult(orderNo)
  if (!orderNo) return <View className='xg-page'><View className='xg-page__state'><Text>缺少订单号</Text></View></View>
  if (result.status === 'failed') return <View className='xg-page'><View className='xg-page__state'><Text>{result.message}</Text></View></View>
  if (result.status === 'waiting') return <View className='xg-page'><View className='xg-page__state'><Text>正在确认支付结果…</Text></View></View>
  const order = result.order
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
