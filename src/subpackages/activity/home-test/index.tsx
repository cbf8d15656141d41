// /home-test (spec 2.13): the home-sampled tests, their definitions and the catalogue's products; its code is in src/features/webview/.
import { definePage } from '@/shell/definePage'
import { HomeTest } from '@/features/webview/components/HomeTest'

export default definePage(() => <HomeTest />)
