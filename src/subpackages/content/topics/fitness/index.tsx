// /topics/fitness (spec 2.8): written from the knowledge base; its code is in src/features/report/components/Topic.
import { definePage } from '@/shell/definePage'
import { TopicArea } from '@/features/report/components/Topic'

function Page() {
  return <TopicArea area='fitness' />
}

export default definePage(Page)
