// /topics/drug (spec 2.13 web view of the drug topic): the same content as /topics/drugs, written from the knowledge base.
import { definePage } from '@/shell/definePage'
import { TopicArea } from '@/features/report/components/Topic'

function Page() {
  return <TopicArea area='drug' />
}

export default definePage(Page)
