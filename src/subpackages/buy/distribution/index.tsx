// /buy/distribution?channel=<code> (spec 2.3 渠道专享购买): features/commerce/components/Distribution.
import Distribution from '@/features/commerce/components/Distribution'
import { definePage, type PageProps } from '@/shell/definePage'

export default definePage(({ location }: PageProps) => <Distribution rawCode={location.query.channel} path={location.path + location.search} />)
