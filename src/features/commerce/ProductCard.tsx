/** A product on a shop shelf (spec 2.4, 3.6): name, what it tells, its price in yuan, the one-unit price first. */
import { Text, View } from '@tarojs/components'
import { yuanText, type ShopProduct } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import '@/theme/price.scss'
import './ProductCard.scss'

export const FEATURE_TAG_LABELS: Record<string, string> = {
  ancestor: '祖源',
  sport15: '运动 15 项',
  sport18: '运动 18 项',
  child36: '儿童天赋 36 项',
  disease: '疾病风险',
  threeHigh: '三高',
  twoCancer: '两癌',
  heartDisease: '心脏病',
  pregnancy: '孕育',
  standard: '标准版',
  childTalent: '儿童天赋'
}

export default function ProductCard({ product }: { product: ShopProduct }) {
  const sku = product.skuInfos[0]
  return (
    <Link to={href('/shop/product-detail', {}, { id: product.alias })} className='xg-product-card'>
      <Text className='xg-product-card__name'>{product.name}</Text>
      <Text className='xg-product-card__subtitle'>{product.subtitle}</Text>
      <View className='xg-product-card__tags'>
        {!sku.sampled && <Text className='xg-product-card__tag'>免采样</Text>}
        {product.supportSubmodules.slice(0, 4).map(tag => (
          <Text key={tag} className='xg-product-card__tag'>{FEATURE_TAG_LABELS[tag] ?? tag}</Text>
        ))}
      </View>
      <View className='xg-product-card__foot'>
        <View>
          <Text className='xg-price'>{`¥${yuanText(sku.actualPriceFen)}`}</Text>
          {sku.listPriceFen > sku.actualPriceFen && <Text className='xg-price__list'>{`¥${yuanText(sku.listPriceFen)}`}</Text>}
        </View>
        {product.promotion && <Text className='xg-product-card__subtitle'>{product.promotion.title}</Text>}
      </View>
    </Link>
  )
}
