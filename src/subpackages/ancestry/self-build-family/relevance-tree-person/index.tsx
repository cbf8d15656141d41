// /ancestry/self-build-family/relevance-tree-person (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { SelfBuildRelevanceTreePerson } from '@/features/families/components/SelfBuilt'

export default definePage(() => <SelfBuildRelevanceTreePerson />)
