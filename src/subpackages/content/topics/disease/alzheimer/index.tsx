// /topics/disease/alzheimer (spec 2.8): written from the knowledge base; its code is in src/features/report/components/Topic.
import { definePage } from '@/shell/definePage'
import { TopicItem } from '@/features/report/components/Topic'

function Page() {
  return <TopicItem area='disease' topic='alzheimer' />
}

export default definePage(Page)
