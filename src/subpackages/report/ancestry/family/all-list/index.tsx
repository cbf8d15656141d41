// /report/ancestry/family/all-list (spec 1, 2.9): the family-clue feature is paused; the page says so and points to the ancestry app.
import { definePage } from '@/shell/definePage'
import { FamilyPaused } from '@/features/ancestry/components/AncestryReport'

export default definePage(() => <FamilyPaused />)
