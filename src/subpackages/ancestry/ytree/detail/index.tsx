// /ancestry/ytree/detail (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { YTreeDetail } from '@/features/lineage/components/YTree'

function Page() {
  return <YTreeDetail />
}

export default definePage(Page)
