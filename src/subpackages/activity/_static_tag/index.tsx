// /activity/:static_tag? (spec 2.1): an activity staff set up in /ops/content (window, three
// pictures, share scene; its text is the document activity/<tag>), shown only inside its window;
// a tag never set up as an activity is a static topic page (its published text, or not there).
import ActivityPage from '@/features/content/components/Activity'
import { definePage, type PageProps } from '@/shell/definePage'

export default definePage(({ location }: PageProps) => <ActivityPage tag={location.params.static_tag ?? ''} />, { share: { timeline: true } })
