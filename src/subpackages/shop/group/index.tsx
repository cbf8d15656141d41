/** /shop/group (spec 2.4): the other tests: relatives, Y haplogroup, screening and nutrition. */
import { definePage } from '@/shell/definePage'
import ProductShelf from '@/features/commerce/ProductShelf'

function ShopGroup() {
  return <ProductShelf tags={['group']} intro='寻亲、父系溯源、早筛与营养检测。' />
}

export default definePage(ShopGroup)
