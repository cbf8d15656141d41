// /ancestry/library-surname/:id/gene-family (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { SurnameGeneFamilies } from '@/features/lineage/components/Surnames'

function Page({ location }: PageProps) {
  return <SurnameGeneFamilies id={location.params.id ?? ''} />
}

export default definePage(Page)
