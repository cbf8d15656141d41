// /report/tumor/detail/:id? (spec 2.9; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage, type PageProps } from '@/shell/definePage'
import { TumorDetailPage } from '@/features/report/components/NonChip/ngs'

function Page({ location }: PageProps) {
  return <TumorDetailPage id={location.params.id} />
}

export default definePage(Page)
