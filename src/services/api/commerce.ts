/**
 * The commerce calls (contracts COMMERCE_API: shop, orders, payment, coupons, balance). Amounts
 * are fen; pages show them with yuanText.
 */
import {
  COMMERCE_API,
  type CouponView,
  type OrderDetail,
  type OrderList,
  type OrderPageInfo,
  type OrderReceiver,
  type OrderView,
  type PayType,
  type PrepayView,
  type ShopProduct
} from '@xungen/contracts'
import type { ApiClient } from '../client'

const withParam = (path: string, name: string, value: string | number) => path.replace(`:${name}`, encodeURIComponent(String(value)))

export interface CreateOrderBody {
  commodityId: string | number
  count: number
  idempotencyKey: string
  couponId?: number | null
  scene?: string | null
  receiver?: OrderReceiver | null
}

export function commerceApi(client: ApiClient) {
  return {
    products: (commodityTags: readonly string[] = []) => client.get<{ list: ShopProduct[] }>(COMMERCE_API.commodityList.path, commodityTags.length ? { commodityTag: commodityTags.join(',') } : {}),
    product: (commodityId: string | number) => client.get<ShopProduct>(withParam(COMMERCE_API.commodityDetail.path, 'commodityId', commodityId)),
    orderPageInfo: (commodityId: string | number, count: number, couponId?: number | null) =>
      client.get<OrderPageInfo>(COMMERCE_API.orderPageInfo.path, { commodityId: String(commodityId), count: String(count), ...(couponId ? { couponId: String(couponId) } : {}) }),
    createOrder: (body: CreateOrderBody) => client.post<OrderView>(COMMERCE_API.createOrder.path, body),
    orders: (page: number, size: number) => client.get<OrderList>(COMMERCE_API.orders.path, { page: String(page), size: String(size) }),
    order: (orderNo: string) => client.get<OrderDetail>(withParam(COMMERCE_API.order.path, 'orderNo', orderNo)),
    cancelOrder: (orderNo: string) => client.put<OrderView>(withParam(COMMERCE_API.orderStatus.path, 'orderNo', orderNo), { status: 'CANCELLED' }),
    hideOrder: (orderNo: string) => client.put<null>(COMMERCE_API.hideOrder.path, { orderNo }),
    pay: (orderNo: string, payType: PayType) => client.post<PrepayView>(withParam(COMMERCE_API.pay.path, 'orderNo', orderNo), { payType }),
    payStatus: (orderNo: string) => client.get<{ orderNo: string; state: string; paid: boolean }>(COMMERCE_API.payStatus.path, { orderNo }),
    refund: (orderNo: string, reason: string) => client.post<OrderView>(withParam(COMMERCE_API.refund.path, 'orderNo', orderNo), { reason }),
    lastReceiver: () => client.get<OrderReceiver | null>(COMMERCE_API.lastReceiver.path),
    retrieve: (phone: string, nationCode: string, authCode: string) => client.post<{ list: OrderView[] }>(COMMERCE_API.retrieve.path, { phone, nationCode, authCode }),
    coupons: () => client.get<{ list: CouponView[] }>(COMMERCE_API.coupons.path),
    addCoupon: (code: string) => client.post<CouponView>(COMMERCE_API.addCoupon.path, { code })
  }
}
