// /report/ancestry/nation/detail (spec 2.9): composition, reference populations and the method's limits.
import { definePage } from '@/shell/definePage'
import { Nation } from '@/features/ancestry/components/AncestryReport'

export default definePage(() => <Nation detail />)
