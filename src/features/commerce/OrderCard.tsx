/** An order in a list (spec 2.11 /user/orders): product, state, amount; opens the detail. */
import { Text, View } from '@tarojs/components'
import { yuanText, type OrderView } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import '@/theme/price.scss'
import './OrderCard.scss'

export default function OrderCard({ order }: { order: OrderView }) {
  return (
    <Link to={href('/user/orders/:id', { id: order.orderNo })} className='xg-order-card'>
      <View className='xg-order-card__head'>
        <Text>{`订单号 ${order.orderNo}`}</Text>
        <Text className='xg-order-card__state'>{order.stateText}</Text>
      </View>
      <Text className='xg-order-card__name'>{order.testOrder ? `【试购】${order.productName}` : order.productName}</Text>
      <View className='xg-order-card__head'>
        <Text>{`共 ${order.count} 件`}</Text>
        <Text className='xg-price xg-price--s'>{`¥${yuanText(order.payableFen)}`}</Text>
      </View>
    </Link>
  )
}
