// /ancestry/self-build-family/select-time (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildSelectTime } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildSelectTime />)
