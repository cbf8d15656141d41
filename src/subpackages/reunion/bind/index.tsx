// /ancestry/reunion/bind (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage } from '@/shell/definePage'
import { BindPage } from '@/features/reunion/components/SearchForm'

function Page() {
  return <BindPage />
}

export default definePage(Page)
