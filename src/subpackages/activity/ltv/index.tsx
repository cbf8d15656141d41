// /ltv (spec 2.13): the account's upgrades, coupons, balance and no-sample tests; its code is in src/features/webview/.
import { definePage } from '@/shell/definePage'
import Ltv from '@/features/webview/components/Ltv'

export default definePage(() => <Ltv />)
