/**
 * /shop/product-detail?id=<id or alias> (spec 2.4, 3.6): a product, its packages (one-unit,
 * two-unit, largest), its linked versions (no-sample, upgrade, the other edition) and the way to
 * the order page. ?tag= (e.g. WeChat_Find) is the campaign the visitor came from: it goes on to
 * the order as its scene. Without id the standard kit shows.
 */
import { Text, View } from '@tarojs/components'
import { STANDARD_ANCESTRY, pickPackages, yuanText, type ShopProduct } from '@xungen/contracts'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { commerce } from '@/features/commerce/api'
import PageState, { StateBlock } from '@/components/PageState'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { FEATURE_TAG_LABELS } from '@/features/commerce/ProductCard'
import '@/theme/layout.scss'
import '@/theme/price.scss'
import '@/features/commerce/ProductCard.scss'

export default function ProductDetail({ id = STANDARD_ANCESTRY, scene }: { id?: string; scene?: string }) {
  const product = useQuery(['commerce', 'product', id], () => commerce.product(id))
  return (
    <PageState state={product} failure='商品加载失败' renderFailure={message => <StateBlock><Text>{message}</Text></StateBlock>}>
      {p => <ProductView product={p} scene={scene} />}
    </PageState>
  )
}

/** the product, then its other versions (no sample, sampled, the upgrade, the other edition) once they load */
function ProductView({ product, scene }: { product: ShopProduct; scene?: string }) {
  const ids = [product.links.noSampleVersionId, product.links.sampledVersionId, product.links.upgradeId, product.links.otherEditionId].filter((x): x is number => typeof x === 'number')
  const relatedState = useQuery(['commerce', 'relatedProducts', ids.join(',')], () => Promise.all(ids.map(x => commerce.product(x))))
  const related = relatedState.status === 'done' ? relatedState.data : []
  const sku = product.skuInfos[0]
  return (
    <View className='xg-page'>
      <View className='xg-detail__hero'>
        <Text className='xg-detail__title'>{product.name}</Text>
        <Text className='xg-product-card__subtitle'>{product.subtitle}</Text>
        <View>
          <Text className='xg-price'>{`¥${yuanText(sku.actualPriceFen)}`}</Text>
          {sku.listPriceFen > sku.actualPriceFen && <Text className='xg-price__list'>{`¥${yuanText(sku.listPriceFen)}`}</Text>}
        </View>
        <View className='xg-product-card__tags'>
          <Text className='xg-product-card__tag'>{sku.sampled ? '寄送采样盒' : '免采样 · 使用已寄回样本'}</Text>
          {product.supportSubmodules.map(tag => <Text key={tag} className='xg-product-card__tag'>{FEATURE_TAG_LABELS[tag] ?? tag}</Text>)}
        </View>
      </View>
      {product.promotion && <View className='xg-detail__row'><Text>{product.promotion.title}</Text><Text>{product.promotion.desc}</Text></View>}
      {sku.promotionInfos.map(p => <View key={p.title} className='xg-detail__row'><Text>{p.title}</Text><Text>{p.desc}</Text></View>)}
      {product.packages.length > 1 && (
        <View className='xg-section'>
          <Text className='xg-section__label'>多盒优惠</Text>
          <View className='xg-detail__packages'>
            {pickPackages(product.packages).map(p => <Text key={p.minCount} className='xg-package'>{`${p.minCount} 盒起 ¥${yuanText(p.unitPriceFen)}/盒`}</Text>)}
          </View>
        </View>
      )}
      {related.length > 0 && (
        <View className='xg-section'>
          <Text className='xg-section__label'>相关版本</Text>
          {related.map(r => (
            <Link key={r.id} to={href('/shop/product-detail', {}, { id: r.alias })} className='xg-detail__row'>
              <Text>{r.name}</Text>
              <Text className='xg-price xg-price--s'>{`¥${yuanText(r.skuInfos[0].actualPriceFen)}`}</Text>
            </Link>
          ))}
        </View>
      )}
      <Button block size='l' to={href('/buy/:commodityId?/order', { commodityId: product.alias }, { scene })}>立即购买</Button>
    </View>
  )
}
