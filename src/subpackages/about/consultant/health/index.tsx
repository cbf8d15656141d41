// /consultant/health (spec 2.13): the health consultant: counselling about health results, its hours and booking (src/features/content/components/Consult).
import { definePage } from '@/shell/definePage'
import Consult from '@/features/content/components/Consult'

export default definePage(() => <Consult variant='health' />)
