// /report (spec 2.1, 2.9): the report home; its code is in src/features/report/.
import { definePage } from '@/shell/definePage'
import ReportHome from '@/features/report/components/ReportHome'

function Page() {
  return <ReportHome />
}

export default definePage(Page, { share: {} })
