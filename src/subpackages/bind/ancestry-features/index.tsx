// /user/persons/bind/ancestry-features (spec 2.12): the page stays thin; the step is in src/features/bind/steps/AncestryFeatures.tsx.
import { definePage } from '@/shell/definePage'
import AncestryFeatures from '@/features/bind/steps/AncestryFeatures'

export default definePage(() => <AncestryFeatures />)
