// /report/fitness/lock-plan/slim (spec 2.9): the page stays thin; its code is in src/features/report/.
import { definePage } from '@/shell/definePage'
import SlimPlan from '@/features/report/components/SlimPlan'

function Page() {
  return <SlimPlan />
}

export default definePage(Page)
