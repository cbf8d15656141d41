// /activity/anniversary (spec 2.1): the anniversary activity (tag anniversary in /ops/content), shown only inside its window.
import ActivityPage from '@/features/content/components/Activity'
import { definePage } from '@/shell/definePage'

export default definePage(() => <ActivityPage tag='anniversary' />, { share: { timeline: true } })
