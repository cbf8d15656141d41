// /user/persons/bind/surname (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Surname.tsx.
import { definePage } from '@/shell/definePage'
import Surname from '@/features/bind/steps/Surname'

export default definePage(() => <Surname />)
