// /report/old-risk (spec 2.9, list): the report's items grouped by situation; code in src/features/report/.
import { definePage } from '@/shell/definePage'
import ItemGroups from '@/features/report/components/ItemGroups'
import { OLD_RISK } from '@/features/report/model/itemGroups'

function Page() {
  return <ItemGroups page={OLD_RISK} />
}

export default definePage(Page)
