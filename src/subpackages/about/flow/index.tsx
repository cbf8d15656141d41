// /flow (spec 2.1): the way from an order to a report with the laboratory's measured turnaround.
import { definePage } from '@/shell/definePage'
import Flow from '@/features/content/components/Flow'

export default definePage(() => <Flow />)
