// /ancestry/family-tree/gallery/docs (spec 2.10, list): the page stays thin; its code is in src/features/familyTree/.
import { definePage } from '@/shell/definePage'
import MediaPage from '@/features/familyTree/components/gallery/MediaPage'

function Page() {
  return <MediaPage kind='document' />
}

export default definePage(Page)
