// /ancestry/ytree/:id (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { YTreeNode } from '@/features/lineage/components/YTree'

function Page({ location }: PageProps) {
  return <YTreeNode id={location.params.id} />
}

export default definePage(Page)
