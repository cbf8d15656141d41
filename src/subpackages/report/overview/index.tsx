// /report/overview (spec 2.9, landing): the page stays thin; its code is in src/features/report/.
import { definePage } from '@/shell/definePage'
import Overview from '@/features/report/components/Overview'

function Page() {
  return <Overview />
}

export default definePage(Page)
