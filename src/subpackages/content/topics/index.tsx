// /topics (spec 2.8): the health topics, written from the knowledge base; code in src/features/report/components/Topic.
import { definePage } from '@/shell/definePage'
import { TopicsHome } from '@/features/report/components/Topic'

function Page() {
  return <TopicsHome />
}

export default definePage(Page)
