/**
 * Shipping a paid sampled kit: a kit from the laboratory's batches, then a courier booking.
 *
 * KitSupply is the one seam to the laboratory: LabKitSupply (labKits.ts) takes a kit of the SKU
 * from the lab's batches through the lab domain's index. Without a kit in stock a paid sampled
 * order waits in PAID with its shipment AWAITING_KIT (shown as "等待分配采样盒"), never with an
 * invented barcode, until the scheduled fulfilment finds one.
 *
 * The courier is the product's one courier adapter (domains/express/courier.ts), the same that
 * collects samples going back to the laboratory; its tracking states map onto the shipment's.
 */
import type { ShipmentState } from '@xungen/contracts'
import type { ExpressState } from '../express'

export { SandboxCourier, type Courier } from '../express'

export interface KitSupply {
  /** an unassigned kit of this SKU, marked as assigned to the order; null when none is in stock */
  assign(request: { sku: string; orderNo: string }): Promise<string | null>
}

/** the courier's tracking state as the order's shipment says it */
export const SHIPMENT_STATE_OF: Readonly<Record<ExpressState, ShipmentState>> = {
  BOOKED: 'BOOKED',
  PICKED_UP: 'COLLECTED',
  IN_TRANSIT: 'IN_TRANSIT',
  DELIVERING: 'DELIVERING',
  SIGNED: 'SIGNED'
}
