// /ancestry/reunion/edit/:id? (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage, type PageProps } from '@/shell/definePage'
import { EditPage } from '@/features/reunion/components/SearchForm'

function Page({ location }: PageProps) {
  return <EditPage id={location.params.id ?? ''} barcode={location.query.barcode ?? ''} />
}

export default definePage(Page)
