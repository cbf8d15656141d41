/** The balance home's data: balance and limits, rewards, withdrawals and the first page of flows. */
import { BALANCE, COMMERCE } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'

export const FLOW_PAGE_SIZE = 10

export function useBalance(enabled: boolean) {
  return useLoad(async () => {
    if (!enabled) return null
    const [state, redemptions, withdrawals, flows] = await Promise.all([
      call(BALANCE.balanceAndLimit),
      call(BALANCE.redemptions),
      call(BALANCE.withdrawals),
      call(COMMERCE.balanceFlows, { query: { page: 1, size: FLOW_PAGE_SIZE } })
    ])
    return { state, redemptions: redemptions.list, withdrawals: withdrawals.list, flows: flows.list }
  }, [enabled])
}
