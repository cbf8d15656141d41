/** /shop/ngs (spec 2.4): deep sequencing tests; ?commodityTag= narrows to heart-vascular (ngs-heart) or tumour (ngs-tumor). */
import { definePage, type PageProps } from '@/shell/definePage'
import ProductShelf from '@/features/commerce/ProductShelf'

const NGS_TAGS = ['ngs-heart', 'ngs-tumor']

function ShopNgs({ location }: PageProps) {
  const tag = location.query.commodityTag
  const tags = tag && NGS_TAGS.includes(tag) ? [tag] : NGS_TAGS
  return <ProductShelf tags={tags} intro='高通量测序深度检测，报告由遗传咨询师解读。' />
}

export default definePage(ShopNgs)
