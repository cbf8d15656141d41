// /ancestry/project/haplogroup (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage } from '@/shell/definePage'
import ProjectList from '@/features/project/components/ProjectList'

function Page() {
  return <ProjectList />
}

export default definePage(Page)
