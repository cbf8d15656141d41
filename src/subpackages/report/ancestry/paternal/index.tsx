// /report/ancestry/paternal (spec 2.9): the Y haplogroup with its path and markers.
import { definePage } from '@/shell/definePage'
import { Paternal } from '@/features/ancestry/components/AncestryReport'

export default definePage(() => <Paternal />)
