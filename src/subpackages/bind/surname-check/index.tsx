// /user/persons/bind/surname-check (spec 2.12): the page stays thin; the step is in src/features/bind/steps/SurnameCheck.tsx.
import { definePage } from '@/shell/definePage'
import SurnameCheck from '@/features/bind/steps/SurnameCheck'

export default definePage(() => <SurnameCheck />)
