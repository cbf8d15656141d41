// /reunion-fission (spec 2.13): inviting relatives and friends to the reunion service; its code is in src/features/webview/.
import { definePage } from '@/shell/definePage'
import { ReunionFission } from '@/features/webview/components/ReunionFission'

export default definePage(() => <ReunionFission />, { share: {} })
