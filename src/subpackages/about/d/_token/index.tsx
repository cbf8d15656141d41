// /d/:token (spec 2.1, action): the page stays thin; its code is in src/features/sharing/.
import { definePage, type PageProps } from '@/shell/definePage'
import DTokenAction from '@/features/sharing/components/DTokenAction'

function Page({ location }: PageProps) {
  return <DTokenAction token={location.params.token} />
}

export default definePage(Page)
