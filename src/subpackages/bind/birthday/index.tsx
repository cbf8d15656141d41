// /user/persons/bind/birthday (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Birthday.tsx.
import { definePage } from '@/shell/definePage'
import Birthday from '@/features/bind/steps/Birthday'

export default definePage(() => <Birthday />)
