// /ancestry/project/:id/join (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import JoinPage from '@/features/project/components/JoinPage'

function Page({ location }: PageProps) {
  return <JoinPage id={location.params.id ?? ''} />
}

export default definePage(Page)
