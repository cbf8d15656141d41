// /activity/share (spec 2.1): the current activity's share scene (spec 4: the one running now).
import { CurrentActivityShare } from '@/features/content/components/Activity'
import { definePage } from '@/shell/definePage'

export default definePage(() => <CurrentActivityShare />, { share: { timeline: true } })
