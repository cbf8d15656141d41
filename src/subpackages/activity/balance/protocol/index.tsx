// /balance/protocol (spec 2.13, web-view): the page stays thin; its code is in src/features/balance/.
import { definePage } from '@/shell/definePage'
import BalanceProtocol from '@/features/balance/components/BalanceProtocol'

export default definePage(() => <BalanceProtocol />)
