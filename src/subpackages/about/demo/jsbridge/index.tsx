// /demo/jsbridge (spec 2.13, 7.3): runs every app bridge handler; the website only (h5Only in the route table). Its code is in src/features/webview/.
import { definePage } from '@/shell/definePage'
import JsBridgeDemo from '@/features/webview/components/JsBridgeDemo'

export default definePage(() => <JsBridgeDemo />)
