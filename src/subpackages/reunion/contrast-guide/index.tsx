// /ancestry/reunion/contrast-guide (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage } from '@/shell/definePage'
import { ContrastGuide } from '@/features/reunion/components/ServicePages'

function Page() {
  return <ContrastGuide />
}

export default definePage(Page)
