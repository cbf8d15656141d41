// /report/electronic-report (spec 2.9, report-item): the page stays thin; its code is in src/features/report/.
import { definePage } from '@/shell/definePage'
import ElectronicReport from '@/features/report/components/ElectronicReport'

function Page() {
  return <ElectronicReport />
}

export default definePage(Page)
