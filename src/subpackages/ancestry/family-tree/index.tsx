// /ancestry/family-tree (spec 2.10, detail): the page stays thin; its code is in src/features/familyTree/.
import { definePage } from '@/shell/definePage'
import FamilyTreeHome from '@/features/familyTree/components/FamilyTreeHome'

function Page() {
  return <FamilyTreeHome />
}

export default definePage(Page)
