// /report/drug/class/:id? (spec 2.9, report-item): the page stays thin; its code is in src/features/report/.
import { definePage, type PageProps } from '@/shell/definePage'
import DrugClass from '@/features/report/components/DrugClass'

function Page({ location }: PageProps) {
  return <DrugClass id={location.params.id} />
}

export default definePage(Page)
