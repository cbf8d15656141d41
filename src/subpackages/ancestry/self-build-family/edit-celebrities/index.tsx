// /ancestry/self-build-family/edit-celebrities (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildEditCelebrities } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildEditCelebrities />)
