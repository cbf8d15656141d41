// /ancestry/ytree/people (spec 2.10, list): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { ClanList } from '@/features/lineage/components/Clan'

function Page() {
  return <ClanList />
}

export default definePage(Page)
