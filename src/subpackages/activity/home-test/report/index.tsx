// /home-test/report (spec 2.13; covid test report, spec 3.14): the page stays thin; its code is in src/features/covid/.
import { definePage, type PageProps } from '@/shell/definePage'
import HomeTestReport from '@/features/covid/components/HomeTestReport'

export default definePage(({ location }: PageProps) => <HomeTestReport code={location.query.code ?? ''} />)
