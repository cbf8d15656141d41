// /ancestry/project/success (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import { SuccessPage } from '@/features/project/components/ProjectForm'

function Page({ location }: PageProps) {
  return <SuccessPage id={location.query.id ?? ''} />
}

export default definePage(Page)
