// /topics/carrier-status/thalassemia (spec 2.8): written from the knowledge base; its code is in src/features/report/components/Topic.
import { definePage } from '@/shell/definePage'
import { TopicItem } from '@/features/report/components/Topic'

function Page() {
  return <TopicItem area='carrier' topic='thalassemia' />
}

export default definePage(Page)
