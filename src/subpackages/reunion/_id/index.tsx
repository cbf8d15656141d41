// /ancestry/reunion/:id (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage, type PageProps } from '@/shell/definePage'
import { SearchDetail } from '@/features/reunion/components/SearchPages'

function Page({ location }: PageProps) {
  return <SearchDetail id={location.params.id ?? ''} />
}

export default definePage(Page)
