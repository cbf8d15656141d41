// /shop/product-detail?id=&tag=: a thin page; its code is in src/features/shop/components/ProductDetail.
import { definePage, type PageProps } from '@/shell/definePage'
import ProductDetail from '@/features/shop/components/ProductDetail'

export default definePage(({ location }: PageProps) => <ProductDetail id={location.query.id || undefined} scene={location.query.tag || undefined} />)
