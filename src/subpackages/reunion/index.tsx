// /ancestry/reunion (spec 2.19): the page stays thin; its code is in src/features/reunion/.
import { definePage } from '@/shell/definePage'
import ReunionHome from '@/features/reunion/components/ServicePages'

function Page() {
  return <ReunionHome />
}

export default definePage(Page)
