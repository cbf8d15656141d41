// /ancestry/library-family/search (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { LibraryFamilySearch } from '@/features/families/components/Library'

export default definePage(() => <LibraryFamilySearch />)
