// /ancestry/family (spec 2.10, landing): src/features/families.
import { definePage } from '@/shell/definePage'
import { FamilyHome } from '@/features/families/components/Info'

export default definePage(() => <FamilyHome />)
