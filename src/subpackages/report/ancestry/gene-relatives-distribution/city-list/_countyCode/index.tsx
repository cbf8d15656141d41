// /report/ancestry/gene-relatives-distribution/city-list/:countyCode? (spec 2.9): the cities of a province or the districts of a city, counts only.
import { definePage, type PageProps } from '@/shell/definePage'
import Distribution from '@/features/ancestry/components/Distribution'

function Page({ location }: PageProps) {
  const code = location.params.countyCode || location.query.countyCode || ''
  return <Distribution countyCode={/^\d{6}$/.test(code) ? code : null} />
}

export default definePage(Page)
