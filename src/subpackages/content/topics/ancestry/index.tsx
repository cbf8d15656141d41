// /topics/ancestry (spec 2.8): how the ancestry report is made; code in src/features/report/components/TopicAncestry.
import { definePage } from '@/shell/definePage'
import TopicAncestry from '@/features/report/components/TopicAncestry'

function Page() {
  return <TopicAncestry />
}

export default definePage(Page)
