// /balance/form (spec 2.13, web-view): the page stays thin; its code is in src/features/balance/.
import { definePage, type PageProps } from '@/shell/definePage'
import WithdrawForm from '@/features/balance/components/WithdrawForm'

function Page({ location }: PageProps) {
  return <WithdrawForm path={location.path} />
}

export default definePage(Page)
