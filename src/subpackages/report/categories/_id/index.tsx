// /report/categories/:id? (spec 2.9, list): the page stays thin; its code is in src/features/report/.
import { definePage, type PageProps } from '@/shell/definePage'
import Categories from '@/features/report/components/Categories'

function Page({ location }: PageProps) {
  return <Categories id={location.params.id} />
}

export default definePage(Page)
