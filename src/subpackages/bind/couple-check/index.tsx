// /user/persons/bind/couple-check (spec 2.12): the page stays thin; the step is in src/features/bind/steps/CoupleCheck.tsx.
import { definePage } from '@/shell/definePage'
import CoupleCheck from '@/features/bind/steps/CoupleCheck'

export default definePage(() => <CoupleCheck />)
