/**
 * /buy/express/delivery?orderNo= (spec 2.3): where the kit of an order is — its barcode, the
 * courier's tracking number and state. Without orderNo: the kits of the account's orders.
 */
import { Text, View } from '@tarojs/components'
import type { OrderDetail } from '@xungen/contracts'
import Link from '@/components/Link'
import PageState, { StateBlock } from '@/components/PageState'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { commerce } from '@/features/commerce/api'
import '@/theme/layout.scss'

export default function ExpressDelivery({ orderNo }: { orderNo?: string }) {
  const orders = useQuery(['commerce', 'shipments', orderNo ?? null], () =>
    orderNo
      ? commerce.order(orderNo).then(o => [o])
      : commerce.orders(1, 20).then(page => Promise.all(page.list.filter(o => o.sampled && o.paidAt !== null).map(o => commerce.order(o.orderNo))))
  )
  return (
    <PageState
      state={orders}
      failure='物流信息加载失败'
      renderFailure={message => <StateBlock><Text>{message}</Text></StateBlock>}
      isEmpty={list => !list.some(o => o.shipment)}
      empty={<StateBlock><Text>暂无寄送中的采样盒</Text></StateBlock>}
    >
      {list => <Shipments shipped={list.filter(o => o.shipment)} />}
    </PageState>
  )
}

function Shipments({ shipped }: { shipped: OrderDetail[] }) {
  return (
    <View className='xg-page'>
      {shipped.map(o => (
        <Link key={o.orderNo} to={href('/user/orders/:id', { id: o.orderNo })} className='xg-order-card'>
          <View className='xg-order-card__head'><Text>{o.productName}</Text><Text className='xg-order-card__state'>{o.shipment!.stateText}</Text></View>
          <View className='xg-detail__row'><Text>运单号</Text><Text>{o.shipment!.trackingNo ?? '待揽收后生成'}</Text></View>
          <View className='xg-detail__row'><Text>样本编码</Text><Text>{o.shipment!.barcode ?? '待分配'}</Text></View>
          {o.receiver && <View className='xg-detail__row'><Text>寄往</Text><Text>{`${o.receiver.name} ${o.receiver.address}`}</Text></View>}
        </Link>
      ))}
    </View>
  )
}
