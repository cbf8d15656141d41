// /report/disease (spec 2.9, list): the page stays thin; its code is in src/features/report/.
import { definePage } from '@/shell/definePage'
import AreaItems from '@/features/report/components/AreaItems'

function Page() {
  return <AreaItems area='disease' />
}

export default definePage(Page)
