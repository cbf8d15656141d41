// /ancestry/surname-base (spec 2.10, landing): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { SurnameBase } from '@/features/lineage/components/Surnames'

function Page() {
  return <SurnameBase />
}

export default definePage(Page)
