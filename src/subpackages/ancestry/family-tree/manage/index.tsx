// /ancestry/family-tree/manage (spec 2.10, detail): the page stays thin; its code is in src/features/familyTree/.
import { definePage } from '@/shell/definePage'
import ManagePage from '@/features/familyTree/components/ManagePage'

function Page() {
  return <ManagePage />
}

export default definePage(Page)
