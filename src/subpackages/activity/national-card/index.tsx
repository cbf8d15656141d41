// /activity/national-card (spec 2.1): the national-card activity (tag national-card in /ops/content), shown only inside its window.
import ActivityPage from '@/features/content/components/Activity'
import { definePage } from '@/shell/definePage'

export default definePage(() => <ActivityPage tag='national-card' />, { share: { timeline: true } })
