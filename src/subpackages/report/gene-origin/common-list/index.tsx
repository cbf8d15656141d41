// /report/gene-origin/common-list (spec 2.9): common origins per clade of the line (?line=), counts only. Code: src/features/geneOrigin/.
import { definePage } from '@/shell/definePage'
import { CommonOriginList } from '@/features/geneOrigin/components/pages'

export default definePage(() => <CommonOriginList />)
