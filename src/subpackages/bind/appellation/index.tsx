// /user/persons/bind/appellation (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Appellation.tsx.
import { definePage } from '@/shell/definePage'
import Appellation from '@/features/bind/steps/Appellation'

export default definePage(() => <Appellation />)
