// /user/persons/:id/detections/chip (spec 2.11): the person's chip detections.
import { definePage, type PageProps } from '@/shell/definePage'
import DetectionsList from '@/features/persons/components/DetectionsList'

function Page({ location }: PageProps) {
  return <DetectionsList id={location.params.id ?? ''} kind='chip' />
}

export default definePage(Page)
