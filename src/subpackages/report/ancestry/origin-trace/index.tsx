// /report/ancestry/origin-trace (spec 2.9): where the composition and lineages point in the reference data, with sources.
import { definePage } from '@/shell/definePage'
import { OriginTrace } from '@/features/ancestry/components/Lineage'

export default definePage(() => <OriginTrace />)
