// /topics/trait (spec 2.13 web view of the traits topic): the same content as /topics/traits, written from the knowledge base.
import { definePage } from '@/shell/definePage'
import { TopicArea } from '@/features/report/components/Topic'

function Page() {
  return <TopicArea area='traits' />
}

export default definePage(Page)
