// /ancestry/self-build-family/edit (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildEdit } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildEdit />)
