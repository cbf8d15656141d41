/** The home page's products (spec 1 kits, 2.4): the catalogue's shelf, each with its price, opening its product page. */
import { Text, View } from '@tarojs/components'
import { yuanText } from '@xungen/contracts'
import Link from '@/components/Link'
import PageState, { failureLine, LOADING_TEXT, stateLine } from '@/components/PageState'
import { commerce } from '@/features/commerce/api'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { homeShelf } from './model/homeShelf'

export default function HomeProducts({ className }: { className: string }) {
  const products = useQuery(['commerce', 'products', ''], () => commerce.products())
  return (
    <PageState
      state={products}
      loading={stateLine(LOADING_TEXT)}
      failure='商品加载失败'
      renderFailure={(message, reload) => failureLine(message, reload)}
      isEmpty={data => homeShelf(data.list).length === 0}
      empty={stateLine('暂无在售商品')}
    >
      {data => (
        <View className={className}>
          {homeShelf(data.list).map(p => (
            <Link key={p.id} to={href('/shop/product-detail', {}, { id: p.alias })} className={`${className}-card`} data-product={p.alias}>
              <Text className={`${className}-name`}>{p.name}</Text>
              <Text className={`${className}-text`}>{p.subtitle}</Text>
              <Text className={`${className}-price`}>{`¥${yuanText(p.skuInfos[0].actualPriceFen)}`}</Text>
            </Link>
          ))}
        </View>
      )}
    </PageState>
  )
}
