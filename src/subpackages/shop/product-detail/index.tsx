// /shop/product-detail?id=&tag=: a thin page; its code is in src/features/commerce/components/ProductDetail.
import { definePage, type PageProps } from '@/shell/definePage'
import ProductDetail from '@/features/commerce/components/ProductDetail'

export default definePage(({ location }: PageProps) => <ProductDetail id={location.query.id || undefined} scene={location.query.tag || undefined} />)
