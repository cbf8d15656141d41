// /balance/withdraw (spec 2.13, web-view): the page stays thin; its code is in src/features/balance/.
import { definePage, type PageProps } from '@/shell/definePage'
import BalanceHome from '@/features/balance/components/BalanceHome'

function Page({ location }: PageProps) {
  return <BalanceHome path={location.path} />
}

export default definePage(Page)
