// /ancestry/family/mine (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { MyFamilies } from '@/features/families/components/Mine'

export default definePage(() => <MyFamilies />)
