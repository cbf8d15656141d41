// /user/persons/bind/nation (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Nation.tsx.
import { definePage } from '@/shell/definePage'
import Nation from '@/features/bind/steps/Nation'

export default definePage(() => <Nation />)
