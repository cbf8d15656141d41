// /ancestry/reunion/receiving (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage } from '@/shell/definePage'
import { ReceivingPage } from '@/features/reunion/components/GiftPages'

function Page() {
  return <ReceivingPage />
}

export default definePage(Page)
