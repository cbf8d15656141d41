// /user/persons/bind/instructions (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Instructions.tsx.
import { definePage } from '@/shell/definePage'
import Instructions from '@/features/bind/steps/Instructions'

export default definePage(() => <Instructions />)
