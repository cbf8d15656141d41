// /ancestry/reunion/platform (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage } from '@/shell/definePage'
import { PlatformPage } from '@/features/reunion/components/ServicePages'

function Page() {
  return <PlatformPage />
}

export default definePage(Page)
