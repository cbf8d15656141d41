// /ancestry/library-surname (spec 2.10, list): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { SurnameLibrary } from '@/features/lineage/components/Surnames'

function Page() {
  return <SurnameLibrary />
}

export default definePage(Page)
