// /ancestry/wechat-lead/surname-distribution (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { LeadSurnameDistribution } from '@/features/lineage/components/Surnames'

function Page() {
  return <LeadSurnameDistribution />
}

export default definePage(Page)
