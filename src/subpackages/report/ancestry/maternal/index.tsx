// /report/ancestry/maternal (spec 2.9): the mt haplogroup with its path and variants.
import { definePage } from '@/shell/definePage'
import { Maternal } from '@/features/ancestry/components/AncestryReport'

export default definePage(() => <Maternal />)
