// /home-test/report (spec 2.13): with ?code= a covid sample's result (spec 3.14; src/features/covid/),
// else the account's home-test reports, or the demo ones (src/features/webview/).
import { definePage, type PageProps } from '@/shell/definePage'
import { HomeTestReport } from '@/features/webview/components/HomeTest'
import CovidReport from '@/features/covid/components/HomeTestReport'

export default definePage(({ location }: PageProps) => (location.query.code ? <CovidReport code={location.query.code} /> : <HomeTestReport />))
