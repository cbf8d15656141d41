/**
 * /buy/express/:mailNO? (spec 2.3): 物流详情. Its data: the tracking of one shipment, or without a
 * tracking number the account's return shipments (useLoad).
 */
import { EXPRESS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'
import type { ExpressMailNODetailData } from '../model/expressMailNODetail'

export function useExpressMailNODetail(mailNO?: string) {
  return useLoad(async (): Promise<ExpressMailNODetailData> => {
    if (mailNO) return { list: [await call(EXPRESS_ENDPOINTS.tracking, { params: { mailNO } })] }
    return call(EXPRESS_ENDPOINTS.list, {})
  }, [mailNO])
}
