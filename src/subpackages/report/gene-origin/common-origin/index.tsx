// /report/gene-origin/common-origin (spec 2.9): one common origin (?line=&clade=): counts, surnames and ancestral provinces. Code: src/features/geneOrigin/.
import { definePage } from '@/shell/definePage'
import { CommonOrigin } from '@/features/geneOrigin/components/pages'

export default definePage(() => <CommonOrigin />)
