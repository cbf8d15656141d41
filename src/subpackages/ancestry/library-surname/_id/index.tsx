// /ancestry/library-surname/:id (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { SurnameDetail } from '@/features/lineage/components/Surnames'

function Page({ location }: PageProps) {
  return <SurnameDetail id={location.params.id ?? ''} />
}

export default definePage(Page)
