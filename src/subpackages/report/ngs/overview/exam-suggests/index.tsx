// /report/ngs/overview/exam-suggests (spec 2.9; issue 15 item 3, non-chip tests): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { ExamSuggestsPage } from '@/features/report/components/NonChip/ngs'

function Page() {
  return <ExamSuggestsPage />
}

export default definePage(Page)
