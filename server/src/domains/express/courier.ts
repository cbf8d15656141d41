/**
 * The courier behind return shipping (spec 2.3 /buy/express/return-shipping, 3.14 "Express
 * return"). One interface; the sandbox courier (the default, like the SMS sandbox) books a
 * pickup and then moves the parcel through the tracking states a real courier reports, by the
 * time elapsed since the pickup day begins, so a page polling it sees it progress. A real
 * courier's open API (SF Express, JD Logistics) is an adapter of the same interface.
 */
import { randomInt } from 'crypto'

export const EXPRESS_STATES = ['BOOKED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERING', 'SIGNED'] as const
export type ExpressState = (typeof EXPRESS_STATES)[number]

export interface TrackingEvent {
  state: ExpressState
  description: string
  time: number
}

export interface PickupRequest {
  name: string
  mobile: string
  address: { provinceCode: string; cityCode: string | null; districtCode: string | null; detail: string }
  /** YYYY-MM-DD, the day the courier comes */
  pickupDate: string
}

export interface Courier {
  readonly code: string
  readonly name: string
  book(request: PickupRequest, now: number): Promise<{ mailNo: string }>
  track(mailNo: string, booking: { bookedAt: number; pickupDate: string }, now: number): Promise<TrackingEvent[]>
}

const HOUR = 3600_000
/** DECISION: sandbox timeline, hours after 09:00 (UTC+8) of the pickup day */
const SANDBOX_STEPS: Array<{ state: ExpressState; afterHours: number; description: string }> = [
  { state: 'PICKED_UP', afterHours: 2, description: '快递员已上门取件' },
  { state: 'IN_TRANSIT', afterHours: 8, description: '快件已发往基因寻根实验室所在城市' },
  { state: 'DELIVERING', afterHours: 26, description: '快件已到达实验室所在城市，正在派送' },
  { state: 'SIGNED', afterHours: 30, description: '快件已由基因寻根实验室签收' }
]

export class SandboxCourier implements Courier {
  readonly code = 'SANDBOX'
  readonly name = '沙箱快递'

  async book(_request: PickupRequest, _now: number): Promise<{ mailNo: string }> {
    return { mailNo: `SB${String(randomInt(0, 1e12)).padStart(12, '0')}` }
  }

  async track(_mailNo: string, booking: { bookedAt: number; pickupDate: string }, now: number): Promise<TrackingEvent[]> {
    const events: TrackingEvent[] = [{ state: 'BOOKED', description: '已预约上门取件', time: booking.bookedAt }]
    // 09:00 in China (UTC+8) on the pickup day
    const start = Date.parse(`${booking.pickupDate}T01:00:00Z`)
    for (const step of SANDBOX_STEPS) {
      const time = Math.max(booking.bookedAt, start + step.afterHours * HOUR)
      if (time <= now) events.push({ state: step.state, description: step.description, time })
    }
    return events
  }
}
