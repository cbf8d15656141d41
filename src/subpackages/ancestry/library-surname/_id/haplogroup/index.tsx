// /ancestry/library-surname/:id/haplogroup (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { SurnameHaplogroups } from '@/features/lineage/components/Surnames'

function Page({ location }: PageProps) {
  return <SurnameHaplogroups id={location.params.id ?? ''} />
}

export default definePage(Page)
