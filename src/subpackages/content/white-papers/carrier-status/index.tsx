// /white-papers/carrier-status (spec 2.13): the paper's figures from the knowledge base and the text staff publish.
import { definePage } from '@/shell/definePage'
import WhitePaperView from '@/features/content/components/WhitePaper'

export default definePage(() => <WhitePaperView paper='carrier-status' />)
