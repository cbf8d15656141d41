// /ancestry/project/select-haplogroup (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage } from '@/shell/definePage'
import { SelectCondition } from '@/features/project/components/ProjectForm'

function Page() {
  return <SelectCondition type='haplogroup' />
}

export default definePage(Page)
