// /ancestry/project/condition (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage } from '@/shell/definePage'
import { ConditionPage } from '@/features/project/components/ProjectList'

function Page() {
  return <ConditionPage />
}

export default definePage(Page)
