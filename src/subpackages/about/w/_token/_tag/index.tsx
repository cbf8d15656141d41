// /w/:token/:tag? (spec 2.1, action): the page stays thin; its code is in src/features/sharing/.
import { definePage, type PageProps } from '@/shell/definePage'
import WTokenTagAction from '@/features/sharing/components/WTokenTagAction'

function Page({ location }: PageProps) {
  return <WTokenTagAction token={location.params.token} tag={location.params.tag} />
}

export default definePage(Page)
