// /home-test/report (spec 2.13): the account's home-test reports, or the demo ones; its code is in src/features/webview/.
import { definePage } from '@/shell/definePage'
import { HomeTestReport } from '@/features/webview/components/HomeTest'

export default definePage(() => <HomeTestReport />)
