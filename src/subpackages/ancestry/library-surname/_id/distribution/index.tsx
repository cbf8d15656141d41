// /ancestry/library-surname/:id/distribution (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { SurnameDistribution } from '@/features/lineage/components/Surnames'

function Page({ location }: PageProps) {
  return <SurnameDistribution id={location.params.id ?? ''} />
}

export default definePage(Page)
