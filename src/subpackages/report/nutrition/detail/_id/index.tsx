// /report/nutrition/detail/:id (spec 2.9, report-item): the page stays thin; its code is in src/features/report/.
import { definePage, type PageProps } from '@/shell/definePage'
import ItemDetail from '@/features/report/components/ItemDetail'

function Page({ location }: PageProps) {
  return <ItemDetail area='nutrition' id={location.params.id} />
}

export default definePage(Page)
