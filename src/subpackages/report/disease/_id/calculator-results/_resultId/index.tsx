// /report/disease/:id/calculator-results/:resultId? (spec 2.9, report-item): a calculator's result for the inputs in the query.
import { definePage, type PageProps } from '@/shell/definePage'
import { CalculatorResult } from '@/features/report/components/Calculator'

function Page({ location }: PageProps) {
  const { barcode: _barcode, share_barcode: _sb, share_token: _st, ...inputs } = location.query
  return <CalculatorResult resultId={location.params.resultId} inputs={inputs} />
}

export default definePage(Page)
