/**
 * Shipping a paid sampled kit: a kit from the laboratory's batches, then a courier booking.
 *
 * KitSupply is the one seam to the laboratory: LabKitSupply (labKits.ts) takes a kit of the SKU
 * from the lab's batches through the lab domain's index. Without a kit in stock a paid sampled
 * order waits in PAID with its shipment AWAITING_KIT (shown as "等待分配采样盒"), never with an
 * invented barcode, until the periodic fulfilment finds one.
 *
 * Courier is the courier adapter; the sandbox follows the tracking states of a real express
 * service by elapsed time since booking.
 */
import { randomInt } from 'crypto'
import type { ShipmentState } from '@xungen/contracts'

export interface KitSupply {
  /** an unassigned kit of this SKU, marked as assigned to the order; null when none is in stock */
  assign(request: { sku: string; orderNo: string }): Promise<string | null>
}


export interface Courier {
  readonly name: string
  book(request: { orderNo: string; receiverName: string; receiverMobile: string; address: string }, nowMs: number): Promise<{ trackingNo: string }>
  track(trackingNo: string, bookedAtMs: number, nowMs: number): Promise<ShipmentState>
}

const HOUR = 3600_000

/** The sandbox courier: a tracking number in the SF format and states that advance with time. */
export class SandboxCourier implements Courier {
  readonly name = 'sandbox'
  async book(): Promise<{ trackingNo: string }> {
    return { trackingNo: `SF${String(randomInt(10 ** 6)).padStart(6, '0')}${String(randomInt(10 ** 7)).padStart(7, '0')}` }
  }
  async track(_trackingNo: string, bookedAtMs: number, nowMs: number): Promise<ShipmentState> {
    const h = (nowMs - bookedAtMs) / HOUR
    if (h >= 30) return 'SIGNED'
    if (h >= 24) return 'DELIVERING'
    if (h >= 6) return 'IN_TRANSIT'
    if (h >= 2) return 'COLLECTED'
    return 'BOOKED'
  }
}
