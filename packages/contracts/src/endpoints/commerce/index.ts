/** The commerce endpoints (issue 17; spec 2.3, 2.4, 2.11 orders and coupon, 3.6, 3.13, 7.3 Order, Coupon, Balance). */
import { endpoint } from '../define'
import { COMMERCE_SCHEMAS as S, orderDetailSchema, orderListSchema, orderPageInfoSchema, orderViewSchema, prepaySchema, shopProductSchema, couponViewSchema } from './schemas'
import { z } from 'zod/mini'
import { COMMERCE_UPGRADES } from './upgrades'
import { COMMERCE_CHANNELS } from './channels'

export { channelOfferSchema, type ChannelOffer } from './channels'

export { COMMERCE_SCHEMAS } from './schemas'

const receiverOrNull = z.nullable(z.object({ name: z.string(), mobile: z.string(), nationCode: z.string(), address: z.string() }))

export const COMMERCE = {
  commodityList: endpoint({
    method: 'GET', path: '/proxy/order/commodity/list',
    auth: 'public',
    summary: 'Products on sale, by commodity tags (comma-separated) or all, in shelf order',
    query: S.commodityListQuery,
    response: S.productList,
    codes: []
  }),
  commodityDetail: endpoint({
    method: 'GET', path: '/proxy/order/commodity/:commodityId',
    auth: 'public',
    summary: 'One product by id or alias; 404 when unknown or off sale',
    params: S.commodityParams,
    response: shopProductSchema,
    codes: [404]
  }),
  orderPageInfo: endpoint({
    method: 'GET', path: '/proxy/order/order_page_info',
    auth: 'public',
    summary: 'The price of a count with the running activity and a coupon; the coupons and last receiver of a signed-in user',
    query: S.orderPageInfoQuery,
    response: orderPageInfoSchema,
    codes: [404]
  }),
  createOrder: endpoint({
    method: 'POST', path: '/proxy/order/order',
    auth: 'user',
    summary: 'Create an order; a repeated idempotency key answers 6200 with the first order number',
    body: S.createOrderBody,
    response: orderViewSchema,
    codes: [404, 6200]
  }),
  orders: endpoint({
    method: 'GET', path: '/proxy/order/orders',
    auth: 'user',
    summary: "The user's orders, newest first, hidden ones left out",
    query: S.pageQuery,
    response: orderListSchema,
    codes: []
  }),
  order: endpoint({
    method: 'GET', path: '/proxy/order/order_ds/orders/:orderNo',
    auth: 'user',
    summary: 'One order with its events and shipment',
    params: S.orderParams,
    response: orderDetailSchema,
    codes: [404]
  }),
  orderStatus: endpoint({
    method: 'PUT', path: '/proxy/order/orders/:orderNo/status',
    auth: 'user',
    summary: 'Cancel an unpaid order (status update)',
    params: S.orderParams,
    body: S.orderStatusBody,
    response: orderViewSchema,
    codes: [404]
  }),
  hideOrder: endpoint({
    method: 'PUT', path: '/proxy/order/hide_from_user',
    auth: 'user',
    summary: "Hide a settled order from the user's list",
    body: S.hideBody,
    response: z.null(),
    codes: [404]
  }),
  pay: endpoint({
    method: 'POST', path: '/proxy/order/pay/:orderNo',
    auth: 'user',
    summary: 'Start paying: JSAPI parameters, a page to open (H5, Alipay, sandbox cashier) or a QR code; 6210 for an upgrade or speed package paid inside the mini-program on iOS (WeChat\'s virtual-payment rule)',
    params: S.orderParams,
    body: S.payBody,
    response: prepaySchema,
    codes: [404, 6210]
  }),
  payStatus: endpoint({
    method: 'GET', path: '/proxy/order/check/pay_status',
    auth: 'user',
    summary: 'Whether the order is paid (polled after the cashier)',
    query: S.payStatusQuery,
    response: S.payStatus,
    codes: [404]
  }),
  refund: endpoint({
    method: 'POST', path: '/proxy/order/orders/:orderNo/refund',
    auth: 'user',
    summary: 'Refund a paid order before it ships',
    params: S.orderParams,
    body: S.refundBody,
    response: orderViewSchema,
    codes: [404]
  }),
  lastReceiver: endpoint({
    method: 'GET', path: '/proxy/order/last_receiver_info',
    auth: 'user',
    summary: 'The receiver of the last order, or null',
    response: receiverOrNull,
    codes: []
  }),
  retrieve: endpoint({
    method: 'POST', path: '/proxy/order/retrieve',
    auth: 'public',
    summary: 'Orders shipped to a phone, with an SMS code of that phone',
    body: S.retrieveBody,
    response: S.orderListOnly,
    codes: []
  }),
  coupons: endpoint({
    method: 'GET', path: '/proxy/coupon/list',
    auth: 'user',
    summary: 'The coupons the user holds',
    response: S.couponList,
    codes: []
  }),
  addCoupon: endpoint({
    method: 'POST', path: '/proxy/coupon/add',
    auth: 'user',
    summary: 'Redeem a coupon code',
    body: S.addCouponBody,
    response: couponViewSchema,
    codes: []
  }),
  currentBalance: endpoint({
    method: 'GET', path: '/proxy/balance/current_balance',
    auth: 'user',
    summary: "The user's balance in fen (data.result)",
    response: S.balance,
    codes: []
  }),
  balanceFlows: endpoint({
    method: 'GET', path: '/proxy/balance/flows',
    auth: 'user',
    summary: "Entries of the user's balance, newest first",
    query: S.pageQuery,
    response: S.balanceFlows,
    codes: []
  }),
  // upgrades, speed package, PayPal capture, scenario orders, the staff's catalogue (more.ts)
  ...COMMERCE_UPGRADES,
  // partner channels: /buy/distribution (channels.ts)
  ...COMMERCE_CHANNELS
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { commerce: COMMERCE } as const
