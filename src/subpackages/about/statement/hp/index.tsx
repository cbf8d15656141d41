// /statement/hp (spec 2.13; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { StatementPage } from '@/features/report/components/NonChip/statements'

function Page() {
  return <StatementPage kind='HP' />
}

export default definePage(Page)
