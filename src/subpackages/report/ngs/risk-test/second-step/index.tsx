// /report/ngs/risk-test/second-step (spec 2.9; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { RiskTestSecondStep } from '@/features/report/components/NonChip/riskTest'

function Page() {
  return <RiskTestSecondStep />
}

export default definePage(Page)
