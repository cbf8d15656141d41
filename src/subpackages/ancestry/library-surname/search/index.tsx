// /ancestry/library-surname/search (spec 2.10, form): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { SurnameLibrary } from '@/features/lineage/components/Surnames'

function Page() {
  return <SurnameLibrary search />
}

export default definePage(Page)
