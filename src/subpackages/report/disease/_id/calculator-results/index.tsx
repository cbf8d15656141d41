// /report/disease/:id/calculator-results (spec 2.9, report-item): the page stays thin; its code is in src/features/report/.
import { definePage, type PageProps } from '@/shell/definePage'
import { CalculatorForm } from '@/features/report/components/Calculator'

function Page({ location }: PageProps) {
  return <CalculatorForm itemId={location.params.id} />
}

export default definePage(Page)
