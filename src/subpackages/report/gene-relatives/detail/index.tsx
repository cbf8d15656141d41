// /report/gene-relatives/detail?personId= (spec 2.9): one relative and the shared segments.
import { definePage, type PageProps } from '@/shell/definePage'
import { RelativeDetail } from '@/features/ancestry/components/Relatives'

function Page({ location }: PageProps) {
  return <RelativeDetail personId={Number(location.query.personId ?? 0)} />
}

export default definePage(Page)
