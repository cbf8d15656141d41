// /ancestry/surname-base/live (spec 2.10, detail): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { NoSourcedContent } from '@/features/lineage/components/Surnames'

function Page() {
  return <NoSourcedContent title='姓氏直播' what='姓氏直播节目' />
}

export default definePage(Page)
