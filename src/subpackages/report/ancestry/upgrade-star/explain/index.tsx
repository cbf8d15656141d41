// /report/ancestry/upgrade-star/explain (spec 2.9): how the star rating is counted.
import { definePage } from '@/shell/definePage'
import { StarExplain } from '@/features/ancestry/components/Lineage'

export default definePage(() => <StarExplain />)
