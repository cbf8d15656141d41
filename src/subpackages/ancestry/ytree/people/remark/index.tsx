// /ancestry/ytree/people/remark (spec 2.10, form): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { ClanRemark } from '@/features/lineage/components/Clan'

function Page() {
  return <ClanRemark />
}

export default definePage(Page)
