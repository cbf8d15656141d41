// /ancestry/family/family-claimed (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { FamilyClaimed } from '@/features/families/components/Mine'

export default definePage(() => <FamilyClaimed />)
