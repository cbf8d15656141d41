// /report/ancestry/surname/:id? (spec 2.9): the surname with pinyin, the lineages and the counts of opted-in persons sharing them; :id a tested person of the account (default: the report's person).
import { definePage, type PageProps } from '@/shell/definePage'
import { Surname } from '@/features/ancestry/components/Lineage'

function Page({ location }: PageProps) {
  const id = Number(location.params.id ?? 0)
  return <Surname personId={Number.isInteger(id) && id > 0 ? id : null} />
}

export default definePage(Page)
