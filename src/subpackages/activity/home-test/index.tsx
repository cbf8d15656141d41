// /home-test (spec 2.13; covid test appointments, spec 3.14): the page stays thin; its code is in src/features/covid/.
import { definePage } from '@/shell/definePage'
import HomeTest from '@/features/covid/components/HomeTest'

export default definePage(() => <HomeTest />)
