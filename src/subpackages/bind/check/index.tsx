// /user/persons/bind/check (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Check.tsx.
import { definePage } from '@/shell/definePage'
import Check from '@/features/bind/steps/Check'

export default definePage(() => <Check />)
