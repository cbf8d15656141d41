// /report/ngs/detail (spec 2.9; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { NgsDetailPage } from '@/features/report/components/NonChip/ngs'

function Page() {
  return <NgsDetailPage />
}

export default definePage(Page)
