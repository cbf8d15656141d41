// /report/ancestry/nation (spec 2.9): composition with its intervals.
import { definePage } from '@/shell/definePage'
import { Nation } from '@/features/ancestry/components/AncestryReport'

export default definePage(() => <Nation />)
