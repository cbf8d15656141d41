// /report/search (spec 2.9, form): the page stays thin; its code is in src/features/report/.
import { definePage } from '@/shell/definePage'
import ReportSearch from '@/features/report/components/ReportSearch'

function Page() {
  return <ReportSearch />
}

export default definePage(Page)
