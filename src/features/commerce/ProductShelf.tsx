/** A shelf of the shop: the products of some commodity tags, loaded from the server. */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ShopProduct } from '@xungen/contracts'
import Button from '@/components/Button'
import { commerce } from '@/features/commerce/api'
import { messageOf } from '@/services/errors'
import ProductCard from './ProductCard'
import '@/theme/layout.scss'

export default function ProductShelf({ tags, intro }: { tags: readonly string[]; intro?: string }) {
  const [list, setList] = useState<ShopProduct[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const key = tags.join(',')

  function load() {
    setError(null)
    commerce.products(tags).then(
      data => setList(data.list),
      err => setError(messageOf(err, '商品加载失败'))
    )
  }
  useEffect(load, [key])

  return (
    <View className='xg-page'>
      {intro && <Text className='xg-page__intro'>{intro}</Text>}
      {error ? (
        <View className='xg-page__state'>
          <Text>{error}</Text>
          <Button size='s' variant='secondary' onClick={load}>重新加载</Button>
        </View>
      ) : list === null ? (
        <View className='xg-page__state'><Text>加载中…</Text></View>
      ) : list.length === 0 ? (
        <View className='xg-page__state'><Text>暂无在售商品</Text></View>
      ) : (
        list.map(p => <ProductCard key={p.id} product={p} />)
      )}
    </View>
  )
}
