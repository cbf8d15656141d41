// /ancestry/project/:id/all-nation (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import StatisticsPage from '@/features/project/components/StatisticsPage'

function Page({ location }: PageProps) {
  return <StatisticsPage id={location.params.id ?? ''} page='all-nation' />
}

export default definePage(Page)
