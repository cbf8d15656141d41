// /user/persons/bind/collected-check (spec 2.12): the page stays thin; the step is in src/features/bind/steps/CollectedCheck.tsx.
import { definePage } from '@/shell/definePage'
import CollectedCheck from '@/features/bind/steps/CollectedCheck'

export default definePage(() => <CollectedCheck />)
