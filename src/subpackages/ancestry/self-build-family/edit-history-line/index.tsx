// /ancestry/self-build-family/edit-history-line (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildEditHistoryLine } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildEditHistoryLine />)
