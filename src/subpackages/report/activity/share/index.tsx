// /report/activity/share (spec 2.21, the in-app top page report-activity-share): the current activity's share scene (spec 4).
import { CurrentActivityShare } from '@/features/content/components/Activity'
import { definePage } from '@/shell/definePage'

export default definePage(() => <CurrentActivityShare />)
