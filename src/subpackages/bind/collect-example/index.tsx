// /user/persons/bind/collect-example (spec 2.12): the page stays thin; the step is in src/features/bind/steps/CollectExample.tsx.
import { definePage } from '@/shell/definePage'
import CollectExample from '@/features/bind/steps/CollectExample'

export default definePage(() => <CollectExample />)
