// /ancestry/self-build-family/edit-form (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildEditForm } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildEditForm />)
