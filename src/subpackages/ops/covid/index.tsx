// /ops/covid (the website only): features/covid/components/CovidConsole.
import { definePage } from '@/shell/definePage'
import CovidConsole from '@/features/covid/components/CovidConsole'

export default definePage(() => <CovidConsole />)
