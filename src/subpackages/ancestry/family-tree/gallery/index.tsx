// /ancestry/family-tree/gallery (spec 2.10, list): the page stays thin; its code is in src/features/familyTree/.
import { definePage } from '@/shell/definePage'
import GalleryHome from '@/features/familyTree/components/gallery/GalleryHome'

function Page() {
  return <GalleryHome />
}

export default definePage(Page)
