// /report/vade (spec 2.9; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { NonChipOverviewPage } from '@/features/report/components/NonChip'

function Page() {
  return <NonChipOverviewPage type='VADE' />
}

export default definePage(Page)
