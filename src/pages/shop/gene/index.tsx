/** /shop/gene (spec 2.4): the gene tests on sale — the main button of the home page lands here. */
import { definePage } from '@/shell/definePage'
import ProductShelf from '@/features/commerce/ProductShelf'

function ShopGene() {
  return <ProductShelf tags={['gene']} intro='一份唾液，读懂祖源与健康。采样盒顺丰寄出，回寄免费。' />
}

export default definePage(ShopGene)
