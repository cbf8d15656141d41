// /ancestry/self-build-family/form (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildForm } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildForm />)
