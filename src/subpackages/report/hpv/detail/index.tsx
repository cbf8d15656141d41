// /report/hpv/detail (spec 2.9; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { NonChipResultPage } from '@/features/report/components/NonChip'

function Page() {
  return <NonChipResultPage type='HPV' />
}

export default definePage(Page)
