// /ancestry/wechat-lead (spec 2.10, form): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { LeadList } from '@/features/lineage/components/Leads'

function Page() {
  return <LeadList />
}

export default definePage(Page)
