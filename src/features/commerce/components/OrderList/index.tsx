/** /user/orders (spec 2.11, 7.3 orders by user: page, size): the account's orders, newest first. */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { DEFAULT_PAGE_SIZE, type OrderView } from '@xungen/contracts'
import Button from '@/components/Button'
import OrderCard from '@/features/commerce/OrderCard'
import { href } from '@/routes/href'
import { commerce } from '@/features/commerce/api'
import { messageOf } from '@/services/errors'
import '@/theme/layout.scss'

export default function OrderList() {
  const [list, setList] = useState<OrderView[] | null>(null)
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [error, setError] = useState<string | null>(null)

  function load(p: number) {
    commerce.orders(p, DEFAULT_PAGE_SIZE).then(
      data => {
        setList(prev => (p === 1 || !prev ? data.list : [...prev, ...data.list]))
        setTotal(data.total)
        setPage(p)
        setError(null)
      },
      err => setError(messageOf(err, '订单加载失败'))
    )
  }
  useDidShow(() => load(1))

  return (
    <View className='xg-page'>
      {error ? (
        <View className='xg-page__state'><Text>{error}</Text><Button size='s' variant='secondary' onClick={() => load(1)}>重新加载</Button></View>
      ) : list === null ? (
        <View className='xg-page__state'><Text>加载中…</Text></View>
      ) : list.length === 0 ? (
        <View className='xg-page__state'>
          <Text>还没有订单</Text>
          <Button size='s' to={href('/shop/gene')}>去选购基因检测</Button>
        </View>
      ) : (
        <>
          {list.map(o => <OrderCard key={o.orderNo} order={o} />)}
          {list.length < total && <Button variant='secondary' onClick={() => load(page + 1)}>加载更多</Button>}
        </>
      )}
      <Button variant='ghost' size='s' to={href('/user/orders/retrieve')}>用手机号查询订单</Button>
    </View>
  )
}
