// /ancestry/reunion/giving (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage } from '@/shell/definePage'
import { GivingPage } from '@/features/reunion/components/GiftPages'

function Page() {
  return <GivingPage />
}

export default definePage(Page)
