// /ops/community (issue 25 items 6-7; the website only): src/features/community/components/ModerationConsole.
import { definePage } from '@/shell/definePage'
import ModerationConsole from '@/features/community/components/ModerationConsole'

export default definePage(() => <ModerationConsole />)
