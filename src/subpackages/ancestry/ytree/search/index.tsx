// /ancestry/ytree/search (spec 2.10, form): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { YTreeSearch } from '@/features/lineage/components/YTree'

function Page() {
  return <YTreeSearch />
}

export default definePage(Page)
