// /reunion-fission/rule (spec 2.13): the rules of inviting (staff's published text, else the service's own); its code is in src/features/webview/.
import { definePage } from '@/shell/definePage'
import { ReunionFissionRule } from '@/features/webview/components/ReunionFission'

export default definePage(() => <ReunionFissionRule />)
