// /ops/families (issue 24 item 5; the website only): features/families/components/ReviewConsole.
import { definePage } from '@/shell/definePage'
import ReviewConsole from '@/features/families/components/ReviewConsole'

export default definePage(() => <ReviewConsole />)
