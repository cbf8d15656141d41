// /ancestry/reunion/clue (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage, type PageProps } from '@/shell/definePage'
import { CluePage } from '@/features/reunion/components/SearchPages'

function Page({ location }: PageProps) {
  return <CluePage id={location.query.id ?? ''} />
}

export default definePage(Page)
