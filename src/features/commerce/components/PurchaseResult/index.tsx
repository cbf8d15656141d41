/**
 * The result of a purchase (/buy/merchandise-success for upgrades and the speed package,
 * /buy/paypal-success after PayPal): paid or not as the server has it, what happens next, the order.
 */
import { Text, View } from '@tarojs/components'
import { yuanText } from '@xungen/contracts'
import Button from '@/components/Button'
import { href } from '@/routes/href'
import { nextStepText, useOrderResult } from '../../hooks/useOrderResult'
import '@/theme/layout.scss'
import '@/theme/price.scss'

export default function PurchaseResult({ orderNo, paypalToken }: { orderNo: string; paypalToken?: string }) {
  const result = useOrderResult(orderNo, paypalToken)
  if (result.status === 'failed')
    return (
      <View className='xg-page'>
        <View className='xg-page__state'>
          <Text className='xg-pay-result'>{result.message}</Text>
          {orderNo && <Button size='s' variant='secondary' to={href('/user/orders/:id', { id: orderNo })}>查看订单</Button>}
        </View>
      </View>
    )
  if (result.status === 'waiting') return <View className='xg-page'><View className='xg-page__state'><Text>{paypalToken ? '正在确认 PayPal 付款…' : '正在确认支付结果…'}</Text></View></View>
  const { order } = result
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
      </View>
      <Button block to={href('/user/orders/:id', { id: order.orderNo })}>查看订单</Button>
      {paid && !order.sampled && !order.testOrder && order.sku !== 'speed_package' && <Button block variant='secondary' to={href('/report', {})}>查看报告</Button>}
    </View>
  )
}
