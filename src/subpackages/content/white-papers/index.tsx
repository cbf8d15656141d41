// /white-papers (spec 2.1): the four white papers with their figures.
import { definePage } from '@/shell/definePage'
import { WhitePaperList } from '@/features/content/components/WhitePaper'

export default definePage(() => <WhitePaperList />)
