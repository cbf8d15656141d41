// /buy/product-test (spec 2.3 商品试购; operators only): features/commerce/components/ProductTest.
import ProductTest from '@/features/commerce/components/ProductTest'
import { definePage } from '@/shell/definePage'

export default definePage(() => <ProductTest />)
