/**
 * The commerce calls (spec 7.3 "Order", "Coupon", "Balance" groups and the shop's commodity
 * calls). The spec names the calls; the paths are ours in the spec's style (documented in
 * docs/server.md "Commerce").
 */
export const COMMERCE_API = {
  // --- shop (spec 2.4, 3.6) ----------------------------------------------------------------
  /** GET commodityTag? (comma-separated) → {list} */
  commodityList: { method: 'GET', path: '/proxy/order/commodity/list' },
  /** GET :commodityId (id or alias) */
  commodityDetail: { method: 'GET', path: '/proxy/order/commodity/:commodityId' },
  // --- orders (spec 7.3 Order) ---------------------------------------------------------------
  /** GET commodityId, count, couponId? → price, coupons, last receiver */
  orderPageInfo: { method: 'GET', path: '/proxy/order/order_page_info' },
  /** POST {commodityId, count, idempotencyKey, couponId?, receiver?, scene?}; a repeated key → 6200 */
  createOrder: { method: 'POST', path: '/proxy/order/order' },
  /** GET page, size → the signed-in user's orders, newest first, hidden ones left out */
  orders: { method: 'GET', path: '/proxy/order/orders' },
  /** GET one order with its events and shipment */
  order: { method: 'GET', path: '/proxy/order/order_ds/orders/:orderNo' },
  /** PUT {status: 'CANCELLED'}: cancel through a status update */
  orderStatus: { method: 'PUT', path: '/proxy/order/orders/:orderNo/status' },
  /** PUT {orderNo}: hide from the user's list */
  hideOrder: { method: 'PUT', path: '/proxy/order/hide_from_user' },
  /** POST {payType, openid?} → JSAPI parameters, a page to open, or a QR code */
  pay: { method: 'POST', path: '/proxy/order/pay/:orderNo' },
  /** GET orderNo → {state, paid} (polled after the cashier) */
  payStatus: { method: 'GET', path: '/proxy/order/check/pay_status' },
  /** POST {reason}: refund of a paid order before it ships */
  refund: { method: 'POST', path: '/proxy/order/orders/:orderNo/refund' },
  /** GET → the receiver of the last order, or null */
  lastReceiver: { method: 'GET', path: '/proxy/order/last_receiver_info' },
  /** POST {phone, nationCode, authCode} → orders shipped to that phone (spec 2.11 /user/orders/retrieve) */
  retrieve: { method: 'POST', path: '/proxy/order/retrieve' },
  // --- coupons (spec 7.3 Coupon) --------------------------------------------------------------
  /** GET → the coupons the user holds */
  coupons: { method: 'GET', path: '/proxy/coupon/list' },
  /** POST {code}: redeem by coupon code */
  addCoupon: { method: 'POST', path: '/proxy/coupon/add' },
  // --- balance (spec 7.3 Balance) --------------------------------------------------------------
  /** GET → {result} in fen */
  currentBalance: { method: 'GET', path: '/proxy/balance/current_balance' },
  /** GET page, size → entries of the user's balance, newest first */
  balanceFlows: { method: 'GET', path: '/proxy/balance/flows' }
} as const

/** where a payment provider POSTs its notifications (unsigned by us: the provider signs them) */
export const PAYMENT_NOTIFY_PATH = '/pay/notify/:provider'
/** the sandbox cashier (H5), served while the sandbox provider is configured */
export const SANDBOX_CASHIER_PATH = '/sandbox/cashier'
