// /user/persons/bind/sex (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Sex.tsx.
import { definePage } from '@/shell/definePage'
import Sex from '@/features/bind/steps/Sex'

export default definePage(() => <Sex />)
