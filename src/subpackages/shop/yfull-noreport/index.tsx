// /shop/yfull-noreport?reason= (spec 2.4): why the Y full-sequence test cannot be bought for the selected person yet, and the ways forward.
import { YfullNoReport } from '@/features/commerce/components/YfullShop'
import { definePage, type PageProps } from '@/shell/definePage'

export default definePage(({ location }: PageProps) => <YfullNoReport reason={location.query.reason} />)
