// /consult (spec 2.1, 9): genetic counselling, its service hours and how to reach it.
import { definePage } from '@/shell/definePage'
import Consult from '@/features/content/components/Consult'

export default definePage(() => <Consult />)
