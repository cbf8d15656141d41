// /user/persons/bind/collect-date (spec 2.12): the page stays thin; the step is in src/features/bind/steps/CollectDate.tsx.
import { definePage } from '@/shell/definePage'
import CollectDate from '@/features/bind/steps/CollectDate'

export default definePage(() => <CollectDate />)
