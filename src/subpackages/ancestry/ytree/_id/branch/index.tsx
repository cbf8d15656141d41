// /ancestry/ytree/:id/branch (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { YTreeBranch } from '@/features/lineage/components/YTree'

function Page({ location }: PageProps) {
  return <YTreeBranch id={location.params.id ?? ''} />
}

export default definePage(Page)
