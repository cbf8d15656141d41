// /report/fitness/classify/scene (spec 2.9, list): the report's items grouped by situation; code in src/features/report/.
import { definePage } from '@/shell/definePage'
import ItemGroups from '@/features/report/components/ItemGroups'
import { FITNESS_SCENES } from '@/features/report/model/itemGroups'

function Page() {
  return <ItemGroups page={FITNESS_SCENES} />
}

export default definePage(Page)
