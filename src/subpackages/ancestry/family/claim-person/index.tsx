// /ancestry/family/claim-person (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { ClaimPerson } from '@/features/families/components/Mine'

export default definePage(() => <ClaimPerson />)
