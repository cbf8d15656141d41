// /user/persons/bind/select-available (spec 2.12): the page stays thin; the step is in src/features/bind/steps/SelectAvailable.tsx.
import { definePage } from '@/shell/definePage'
import SelectAvailable from '@/features/bind/steps/SelectAvailable'

export default definePage(() => <SelectAvailable />)
