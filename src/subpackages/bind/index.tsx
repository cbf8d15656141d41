// /user/persons/bind (spec 2.18): the page stays thin; the step is in src/features/bind/steps/Start.tsx.
import { definePage } from '@/shell/definePage'
import Start from '@/features/bind/steps/Start'

export default definePage(() => <Start />)
