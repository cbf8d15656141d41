// /home-test (spec 2.13 居家检测): the tests sampled at home (src/features/webview/), then the covid
// test appointments (spec 3.14: bind a sample code, book a supplier, read the result; src/features/covid/).
import { definePage } from '@/shell/definePage'
import { HomeTest } from '@/features/webview/components/HomeTest'
import CovidHomeTest from '@/features/covid/components/HomeTest'

export default definePage(() => (
  <>
    <HomeTest />
    <CovidHomeTest />
  </>
))
