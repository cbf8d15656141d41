// /report/explain/detection-explain (spec 2.9, static-content): the page stays thin; its code is in src/features/report/.
import { definePage } from '@/shell/definePage'
import DetectionExplain from '@/features/report/components/DetectionExplain'

function Page() {
  return <DetectionExplain />
}

export default definePage(Page)
