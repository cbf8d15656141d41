// /balance/success (spec 2.13, web-view): the page stays thin; its code is in src/features/balance/.
import { definePage, type PageProps } from '@/shell/definePage'
import WithdrawSuccess from '@/features/balance/components/WithdrawSuccess'

function Page({ location }: PageProps) {
  return <WithdrawSuccess no={location.query.no} amount={location.query.amount} />
}

export default definePage(Page)
