// /ancestry/family/save (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SaveFamily } from '@/features/families/components/Family'

export default definePage(() => <SaveFamily />)
