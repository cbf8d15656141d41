/** What the commerce calls answer (the server builds them, the client shows them). Amounts are fen. */
import type { CouponRule } from './pricing'
import type { OrderState } from './orderStates'
import type { ShopProduct } from './catalogue'

export interface OrderReceiver {
  name: string
  mobile: string
  nationCode: string
  address: string
}

export interface OrderView {
  id: number
  orderNo: string
  state: OrderState
  stateText: string
  productId: number
  productName: string
  sku: string
  sampled: boolean
  count: number
  unitPriceFen: number
  goodsFen: number
  activityDiscountFen: number
  couponDiscountFen: number
  payableFen: number
  refundedFen: number
  couponId: number | null
  payType: string | null
  receiver: OrderReceiver | null
  kitBarcode: string | null
  createdAt: number
  expiresAt: number
  paidAt: number | null
  cancelledAt: number | null
  /** a staff member's test purchase (/buy/product-test, 0.01 yuan): never ships a kit, kept out of sales, coupons and invoices, refundable */
  testOrder: boolean
}

export const SHIPMENT_STATES = ['AWAITING_KIT', 'ASSIGNING', 'BOOKED', 'COLLECTED', 'IN_TRANSIT', 'DELIVERING', 'SIGNED'] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]

export const SHIPMENT_STATE_LABELS: Record<ShipmentState, string> = {
  AWAITING_KIT: '等待分配采样盒',
  ASSIGNING: '正在分配采样盒',
  BOOKED: '已下单，等待揽收',
  COLLECTED: '已揽收',
  IN_TRANSIT: '运输中',
  DELIVERING: '派送中',
  SIGNED: '已签收'
}

export interface ShipmentView {
  courier: string
  trackingNo: string | null
  barcode: string | null
  state: ShipmentState
  stateText: string
  bookedAt: number | null
}

export interface OrderDetail extends OrderView {
  events: Array<{ event: string; from: string; to: string; note: string | null; at: number }>
  shipment: ShipmentView | null
}

export interface OrderList {
  list: OrderView[]
  page: number
  size: number
  total: number
}

export type CouponState = 'UNUSED' | 'LOCKED' | 'USED' | 'EXPIRED'

export interface CouponView {
  id: number
  templateId: number
  name: string
  scene: string | null
  rule: CouponRule
  state: CouponState
  receivedAt: number
  expiresAt: number
  productIds: number[] | null
}

/** the order page before submitting (spec 7.3 order_page_info): the price, the coupons, the last receiver */
export interface OrderPageInfo {
  product: ShopProduct
  count: number
  unitPriceFen: number
  goodsFen: number
  activityDiscountFen: number
  couponDiscountFen: number
  payableFen: number
  activity: { id: number; steps: Array<{ thresholdFen: number; reduceFen: number }> } | null
  coupons: Array<{ coupon: CouponView; usable: boolean; discountFen: number }>
  recommendedCouponId: number | null
  lastReceiver: OrderReceiver | null
}

export type PrepayView =
  | { kind: 'jsapi'; params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string } }
  | { kind: 'redirect'; url: string }
  | { kind: 'qrcode'; codeUrl: string }
