// /report/gene-origin (spec 2.9): the person's Y and mt lines, the switch and the counts of common origins. Code: src/features/geneOrigin/.
import { definePage } from '@/shell/definePage'
import { GeneOriginHome } from '@/features/geneOrigin/components/pages'

export default definePage(() => <GeneOriginHome />)
