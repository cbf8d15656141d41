/**
 * /buy/express/:mailNO? (spec 2.3): 物流详情. The tracking of a return shipment as the page shows
 * it: the courier's states in Chinese and the events as a timeline (newest first).
 */
import { chinaShortDateTime } from '@xungen/contracts'
import type { EndpointOutput, EXPRESS_ENDPOINTS } from '@xungen/contracts/endpoints'
import type { TimelineItem } from '@/components/Timeline'

export type ExpressTracking = EndpointOutput<typeof EXPRESS_ENDPOINTS.tracking>
export type ExpressState = ExpressTracking['state']

export const EXPRESS_STATE_TITLES: Record<ExpressState, string> = {
  BOOKED: '已预约取件',
  PICKED_UP: '快递员已取件',
  IN_TRANSIT: '运输中',
  DELIVERING: '派送中',
  SIGNED: '实验室已签收'
}

/** China time, 'MM-DD HH:mm' */
export function eventTime(ms: number): string {
  return chinaShortDateTime(ms)
}

export function trackingTimeline(t: ExpressTracking): TimelineItem[] {
  return t.events.map((e, i) => ({ key: `${e.state}-${e.time}-${i}`, title: EXPRESS_STATE_TITLES[e.state], content: e.description, time: eventTime(e.time), tone: e.state === 'SIGNED' ? 'done' : 'normal' }))
}

export interface ExpressMailNODetailData {
  /** one shipment (a mailNO in the URL), or every shipment of the account */
  list: ExpressTracking[]
}
