// /buy/express/:mailNO? (spec 2.3, detail): the page stays thin; its code is in src/features/commerce/.
import { definePage, type PageProps } from '@/shell/definePage'
import ExpressMailNODetail from '@/features/commerce/components/ExpressMailNODetail'

function Page({ location }: PageProps) {
  return <ExpressMailNODetail mailNO={location.params.mailNO} />
}

export default definePage(Page)
