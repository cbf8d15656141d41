/**
 * The commerce calls as the shop, buying and order pages use them: each one `call()` of a
 * declaration of @xungen/contracts/endpoints (COMMERCE). Amounts are fen; pages show them with yuanText.
 */
import type { OrderReceiver, PayType } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

export interface CreateOrderBody {
  commodityId: string | number
  count: number
  idempotencyKey: string
  couponId?: number | null
  scene?: string | null
  receiver?: OrderReceiver | null
}

export const commerce = {
  products: (commodityTags: readonly string[] = []) => call(COMMERCE.commodityList, { query: commodityTags.length ? { commodityTag: commodityTags.join(',') } : {} }),
  product: (commodityId: string | number) => call(COMMERCE.commodityDetail, { params: { commodityId: String(commodityId) } }),
  orderPageInfo: (commodityId: string | number, count: number, couponId?: number | null) =>
    call(COMMERCE.orderPageInfo, { query: { commodityId: String(commodityId), count, ...(couponId ? { couponId } : {}) } }),
  createOrder: (body: CreateOrderBody) => call(COMMERCE.createOrder, { body }),
  orders: (page: number, size: number) => call(COMMERCE.orders, { query: { page, size } }),
  order: (orderNo: string) => call(COMMERCE.order, { params: { orderNo } }),
  cancelOrder: (orderNo: string) => call(COMMERCE.orderStatus, { params: { orderNo }, body: { status: 'CANCELLED' } }),
  hideOrder: (orderNo: string) => call(COMMERCE.hideOrder, { body: { orderNo } }),
  pay: (orderNo: string, payType: PayType) => call(COMMERCE.pay, { params: { orderNo }, body: { payType } }),
  payStatus: (orderNo: string) => call(COMMERCE.payStatus, { query: { orderNo } }),
  refund: (orderNo: string, reason: string) => call(COMMERCE.refund, { params: { orderNo }, body: { reason } }),
  lastReceiver: () => call(COMMERCE.lastReceiver),
  retrieve: (phone: string, nationCode: string, authCode: string) => call(COMMERCE.retrieve, { body: { phone, nationCode, authCode } }),
  coupons: () => call(COMMERCE.coupons),
  addCoupon: (code: string) => call(COMMERCE.addCoupon, { body: { code } })
}
