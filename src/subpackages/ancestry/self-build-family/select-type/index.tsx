// /ancestry/self-build-family/select-type (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildSelectType } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildSelectType />)
