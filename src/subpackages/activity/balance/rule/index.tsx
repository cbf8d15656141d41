// /balance/rule (spec 2.13, web-view): the page stays thin; its code is in src/features/balance/.
import { definePage } from '@/shell/definePage'
import BalanceRule from '@/features/balance/components/BalanceRule'

export default definePage(() => <BalanceRule />)
