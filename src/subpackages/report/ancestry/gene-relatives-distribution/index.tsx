// /report/ancestry/gene-relatives-distribution (spec 2.9): where the gene relatives come from, per province, counts only.
import { definePage } from '@/shell/definePage'
import Distribution from '@/features/ancestry/components/Distribution'

export default definePage(() => <Distribution countyCode={null} />)
