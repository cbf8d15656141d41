// /report/ngs/risk-test/first-step (spec 2.9; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { RiskTestFirstStep } from '@/features/report/components/NonChip/riskTest'

function Page() {
  return <RiskTestFirstStep />
}

export default definePage(Page)
