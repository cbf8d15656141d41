// /user/persons/bind/birthplace (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Birthplace.tsx.
import { definePage } from '@/shell/definePage'
import Birthplace from '@/features/bind/steps/Birthplace'

export default definePage(() => <Birthplace />)
