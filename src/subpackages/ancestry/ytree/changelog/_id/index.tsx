// /ancestry/ytree/changelog/:id? (spec 2.10, list): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { YTreeChangelog } from '@/features/lineage/components/YTree'

function Page({ location }: PageProps) {
  return <YTreeChangelog id={location.params.id} />
}

export default definePage(Page)
