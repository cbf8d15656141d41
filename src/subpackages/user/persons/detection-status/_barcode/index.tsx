// /user/persons/detection-status/:barcode? (spec 2.11): every kit's state, or one sample's timeline.
import { definePage, type PageProps } from '@/shell/definePage'
import DetectionStatus from '@/features/persons/components/DetectionStatus'

function Page({ location }: PageProps) {
  return <DetectionStatus barcode={location.params.barcode || undefined} />
}

export default definePage(Page)
