// /ancestry/project/form (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import { ProjectForm } from '@/features/project/components/ProjectForm'

function Page({ location }: PageProps) {
  return <ProjectForm type={location.query.type === 'haplogroup' ? 'haplogroup' : 'surname'} value={(location.query.type === 'haplogroup' ? location.query.haplogroup : location.query.surname) ?? ''} />
}

export default definePage(Page)
