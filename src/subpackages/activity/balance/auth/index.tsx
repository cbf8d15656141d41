// /balance/auth (spec 2.13, web-view): the page stays thin; its code is in src/features/balance/.
import { definePage, type PageProps } from '@/shell/definePage'
import WithdrawAuth from '@/features/balance/components/WithdrawAuth'

function Page({ location }: PageProps) {
  return <WithdrawAuth path={location.path} />
}

export default definePage(Page)
