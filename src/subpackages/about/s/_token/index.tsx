// /s/:token (spec 2.1, action): the page stays thin; its code is in src/features/sharing/.
import { definePage, type PageProps } from '@/shell/definePage'
import STokenAction from '@/features/sharing/components/STokenAction'

function Page({ location }: PageProps) {
  return <STokenAction token={location.params.token} />
}

export default definePage(Page)
