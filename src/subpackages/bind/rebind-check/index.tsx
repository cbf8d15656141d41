// /user/persons/bind/rebind-check (spec 2.12): the page stays thin; the step is in src/features/bind/steps/RebindCheck.tsx.
import { definePage } from '@/shell/definePage'
import RebindCheck from '@/features/bind/steps/RebindCheck'

export default definePage(() => <RebindCheck />)
