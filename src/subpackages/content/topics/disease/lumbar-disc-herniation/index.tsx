// /topics/disease/lumbar-disc-herniation (spec 2.8): the research and why the report has no result; code in src/features/report/components/TopicLumbar.
import { definePage } from '@/shell/definePage'
import TopicLumbar from '@/features/report/components/TopicLumbar'

function Page() {
  return <TopicLumbar />
}

export default definePage(Page)
