// /report/traits/lock-detail/:id (spec 2.9, report-item): the page stays thin; its code is in src/features/report/.
import { definePage, type PageProps } from '@/shell/definePage'
import LockDetail from '@/features/report/components/LockDetail'

function Page({ location }: PageProps) {
  return <LockDetail area='traits' id={location.params.id} />
}

export default definePage(Page)
