// /report/skin/scene (spec 2.9, list): the report's items grouped by situation; code in src/features/report/.
import { definePage } from '@/shell/definePage'
import ItemGroups from '@/features/report/components/ItemGroups'
import { SKIN_SCENES } from '@/features/report/model/itemGroups'

function Page() {
  return <ItemGroups page={SKIN_SCENES} />
}

export default definePage(Page)
