// /topics/hpv (spec 2.13; issue 15 item 3): the page stays thin; its code is in src/features/report/components/NonChip.
import { definePage } from '@/shell/definePage'
import { HpvTopicPage } from '@/features/report/components/NonChip/statements'

function Page() {
  return <HpvTopicPage />
}

export default definePage(Page)
