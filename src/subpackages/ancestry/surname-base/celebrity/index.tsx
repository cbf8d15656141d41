// /ancestry/surname-base/celebrity (spec 2.10, list): the page stays thin; its code is in src/features/lineage/.
import { definePage } from '@/shell/definePage'
import { NoSourcedContent } from '@/features/lineage/components/Surnames'

function Page() {
  return <NoSourcedContent title='姓氏名人' what='姓氏名人资料' />
}

export default definePage(Page)
