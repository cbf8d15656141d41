// /ancestry/wechat-lead/profile (spec 2.10, form): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { LeadProfile } from '@/features/lineage/components/Leads'

function Page() {
  return <LeadProfile />
}

export default definePage(Page)
