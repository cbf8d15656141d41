// /ancestry/wechat-lead/:id (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage, type PageProps } from '@/shell/definePage'
import { LeadDetail } from '@/features/lineage/components/Leads'

function Page({ location }: PageProps) {
  return <LeadDetail id={location.params.id ?? ''} />
}

export default definePage(Page)
