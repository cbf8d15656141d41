// /import (spec 2.1): the entry to chip and Y full-sequence import; features/import/components/ImportHome.
import { definePage } from '@/shell/definePage'
import ImportHome from '@/features/import/components/ImportHome'

export default definePage(() => <ImportHome />)
