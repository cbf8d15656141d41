// /ancestry/reunion/list (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage } from '@/shell/definePage'
import { SearchList } from '@/features/reunion/components/SearchPages'

function Page() {
  return <SearchList />
}

export default definePage(Page)
