// /ancestry/library-family (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { LibraryFamily } from '@/features/families/components/Library'

export default definePage(() => <LibraryFamily />)
