// /user/persons/bind/appellation-check (spec 2.12): the page stays thin; the step is in src/features/bind/steps/AppellationCheck.tsx.
import { definePage } from '@/shell/definePage'
import AppellationCheck from '@/features/bind/steps/AppellationCheck'

export default definePage(() => <AppellationCheck />)
