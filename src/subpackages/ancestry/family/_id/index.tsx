// /ancestry/family/:id (spec 2.10, 3.12): one family; the from=familyClue redirect is the router's (src/routes/family.ts).
import { definePage, type PageProps } from '@/shell/definePage'
import { FamilyDetailPage } from '@/features/families/components/Family'

function Page({ location }: PageProps) {
  return <FamilyDetailPage id={location.params.id ?? ''} />
}

export default definePage(Page)
