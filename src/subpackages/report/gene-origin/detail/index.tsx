// /report/gene-origin/detail (spec 2.9): one clade of the person's line (?line=&clade=): its path and reference populations. Code: src/features/geneOrigin/.
import { definePage } from '@/shell/definePage'
import { OriginDetail } from '@/features/geneOrigin/components/pages'

export default definePage(() => <OriginDetail />)
