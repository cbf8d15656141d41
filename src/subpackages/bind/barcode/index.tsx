// /user/persons/bind/barcode (spec 2.12): the page stays thin; the step is in src/features/bind/steps/Barcode.tsx.
import { definePage } from '@/shell/definePage'
import Barcode from '@/features/bind/steps/Barcode'

export default definePage(() => <Barcode />)
