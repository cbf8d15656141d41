// /ancestry/family/family-match-detail (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { FamilyMatchDetail } from '@/features/families/components/Mine'

export default definePage(() => <FamilyMatchDetail />)
