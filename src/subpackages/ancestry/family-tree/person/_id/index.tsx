// /ancestry/family-tree/person/:id (spec 2.10, detail): the page stays thin; its code is in src/features/familyTree/.
import { definePage, type PageProps } from '@/shell/definePage'
import PersonPage from '@/features/familyTree/components/PersonPage'

function Page({ location }: PageProps) {
  return <PersonPage id={location.params.id ?? ''} />
}

export default definePage(Page)
