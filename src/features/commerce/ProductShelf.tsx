/** A shelf of the shop: the products of some commodity tags, loaded from the server. */
import { Text, View } from '@tarojs/components'
import PageState, { failureLine, LOADING_TEXT, stateLine } from '@/components/PageState'
import { commerce } from '@/features/commerce/api'
import { useQuery } from '@/hooks/useQuery'
import ProductCard from './ProductCard'
import '@/theme/layout.scss'

export default function ProductShelf({ tags, intro }: { tags: readonly string[]; intro?: string }) {
  const products = useQuery(['commerce', 'products', tags.join(',')], () => commerce.products(tags))
  return (
    <View className='xg-page'>
      {intro && <Text className='xg-page__intro'>{intro}</Text>}
      <PageState
        state={products}
        loading={stateLine(LOADING_TEXT)}
        failure='商品加载失败'
        renderFailure={(message, reload) => failureLine(message, reload)}
        isEmpty={data => data.list.length === 0}
        empty={stateLine('暂无在售商品')}
      >
        {data => data.list.map(p => <ProductCard key={p.id} product={p} />)}
      </PageState>
    </View>
  )
}
