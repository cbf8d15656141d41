// /user/persons/bind/name (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Name.tsx.
import { definePage } from '@/shell/definePage'
import Name from '@/features/bind/steps/Name'

export default definePage(() => <Name />)
