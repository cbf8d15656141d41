// /import/yfull (spec 2.5): features/import/components/ImportYFull.
import { definePage } from '@/shell/definePage'
import ImportYFull from '@/features/import/components/ImportYFull'

export default definePage(() => <ImportYFull />)
