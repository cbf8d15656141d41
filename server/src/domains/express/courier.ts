/**
 * The one courier adapter of the product, used both ways (issue 17: unified):
 *  - outbound: a paid sampled kit leaves the laboratory for the buyer (commerce, orders.ts);
 *  - return: a pickup at the person's address takes samples back to the laboratory (spec 2.3
 *    /buy/express/return-shipping, 3.14 "Express return", this domain's service.ts).
 * One interface; the sandbox courier (the default, like the SMS sandbox) books with a waybill
 * number in the courier's format and then moves the parcel through the tracking states a real
 * courier reports, by the time elapsed since it starts moving (the booking for a kit, 09:00 of
 * the pickup day for a pickup), so a page polling it sees it progress. A real courier's open API
 * (SF Express, JD Logistics) is an adapter of the same interface.
 */
import { randomInt } from 'crypto'

export const EXPRESS_STATES = ['BOOKED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERING', 'SIGNED'] as const
export type ExpressState = (typeof EXPRESS_STATES)[number]

export interface TrackingEvent {
  state: ExpressState
  description: string
  time: number
}

export interface ParcelAddress {
  provinceCode?: string | null
  cityCode?: string | null
  districtCode?: string | null
  detail: string
}

/** a pickup at the person's address, to the laboratory */
export interface PickupRequest {
  name: string
  mobile: string
  address: { provinceCode: string; cityCode: string | null; districtCode: string | null; detail: string }
  /** YYYY-MM-DD, the day the courier comes */
  pickupDate: string
}

/** a kit from the laboratory to its buyer */
export interface DeliveryRequest {
  orderNo: string
  name: string
  mobile: string
  address: ParcelAddress
}

export type ParcelRequest = ({ direction: 'return' } & PickupRequest) | ({ direction: 'outbound' } & DeliveryRequest)

export interface Booking {
  bookedAt: number
  /** the pickup day of a return; null for an outbound kit */
  pickupDate: string | null
}

export interface Courier {
  readonly code: string
  readonly name: string
  book(request: ParcelRequest, now: number): Promise<{ mailNo: string }>
  track(mailNo: string, booking: Booking, now: number): Promise<TrackingEvent[]>
}

/** the state a parcel is in: the last event's */
export function currentState(events: readonly TrackingEvent[]): ExpressState {
  return events[events.length - 1]?.state ?? 'BOOKED'
}

const HOUR = 3600_000
/** DECISION: sandbox timelines, hours after the parcel starts moving */
const SANDBOX_STEPS: Record<ParcelRequest['direction'], Array<{ state: ExpressState; afterHours: number; description: string }>> = {
  return: [
    { state: 'PICKED_UP', afterHours: 2, description: '快递员已上门取件' },
    { state: 'IN_TRANSIT', afterHours: 8, description: '快件已发往基因寻根实验室所在城市' },
    { state: 'DELIVERING', afterHours: 26, description: '快件已到达实验室所在城市，正在派送' },
    { state: 'SIGNED', afterHours: 30, description: '快件已由基因寻根实验室签收' }
  ],
  outbound: [
    { state: 'PICKED_UP', afterHours: 2, description: '快递员已从实验室揽收采样盒' },
    { state: 'IN_TRANSIT', afterHours: 6, description: '快件运输中' },
    { state: 'DELIVERING', afterHours: 24, description: '快件已到达您所在城市，正在派送' },
    { state: 'SIGNED', afterHours: 30, description: '快件已签收' }
  ]
}

export class SandboxCourier implements Courier {
  readonly code = 'SANDBOX'
  readonly name = '沙箱快递'

  /** a waybill number in SF Express's format (SF + 13 digits) */
  async book(_request: ParcelRequest, _now: number): Promise<{ mailNo: string }> {
    return { mailNo: `SF${String(randomInt(10 ** 6)).padStart(6, '0')}${String(randomInt(10 ** 7)).padStart(7, '0')}` }
  }

  async track(_mailNo: string, booking: Booking, now: number): Promise<TrackingEvent[]> {
    const direction = booking.pickupDate ? 'return' : 'outbound'
    const events: TrackingEvent[] = [{ state: 'BOOKED', description: direction === 'return' ? '已预约上门取件' : '采样盒已打包，等待快递员揽收', time: booking.bookedAt }]
    // a pickup starts at 09:00 in China (UTC+8) on its day; a kit at its booking
    const start = booking.pickupDate ? Date.parse(`${booking.pickupDate}T01:00:00Z`) : booking.bookedAt
    for (const step of SANDBOX_STEPS[direction]) {
      const time = Math.max(booking.bookedAt, start + step.afterHours * HOUR)
      if (time <= now) events.push({ state: step.state, description: step.description, time })
    }
    return events
  }
}
