// /user/persons/bind/replace-check (spec 2.12): the page stays thin; the step is in src/features/bind/steps/ReplaceCheck.tsx.
import { definePage } from '@/shell/definePage'
import ReplaceCheck from '@/features/bind/steps/ReplaceCheck'

export default definePage(() => <ReplaceCheck />)
