// /ancestry/self-build-family/unapproved (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildUnapproved } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildUnapproved />)
