// /ancestry/ytree/people/:person_id (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { ClanMember } from '@/features/lineage/components/Clan'

function Page({ location }: PageProps) {
  return <ClanMember personId={location.params.person_id ?? ''} />
}

export default definePage(Page)
