// /user/persons/:id/detections/other (spec 2.11): the person's detections that are not chip kits.
import { definePage, type PageProps } from '@/shell/definePage'
import DetectionsList from '@/features/persons/components/DetectionsList'

function Page({ location }: PageProps) {
  return <DetectionsList id={location.params.id ?? ''} kind='other' />
}

export default definePage(Page)
