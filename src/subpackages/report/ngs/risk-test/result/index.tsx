// /report/ngs/risk-test/result (spec 2.9; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { RiskTestResult } from '@/features/report/components/NonChip/riskTest'

function Page() {
  return <RiskTestResult />
}

export default definePage(Page)
