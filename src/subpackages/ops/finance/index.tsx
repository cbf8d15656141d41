// /ops/finance (issue 17 item 7; the website only): features/balance/components/FinanceConsole.
import { definePage } from '@/shell/definePage'
import FinanceConsole from '@/features/balance/components/FinanceConsole'

export default definePage(() => <FinanceConsole />)
