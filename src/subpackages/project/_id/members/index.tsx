// /ancestry/project/:id/members (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import MembersPage from '@/features/project/components/MembersPage'

function Page({ location }: PageProps) {
  return <MembersPage id={location.params.id ?? ''} />
}

export default definePage(Page)
