// /ancestry/project/:id (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import ProjectDetail from '@/features/project/components/ProjectDetail'

function Page({ location }: PageProps) {
  return <ProjectDetail id={location.params.id ?? ''} />
}

export default definePage(Page)
