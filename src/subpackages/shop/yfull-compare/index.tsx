// /shop/yfull-compare (spec 2.4): the Y tests of the shop side by side, with their current prices.
import { YfullCompare } from '@/features/commerce/components/YfullShop'
import { definePage } from '@/shell/definePage'

export default definePage(() => <YfullCompare />)
