/**
 * The order state machine (spec 3.13, 4 "Orders": created, paid with a pollable status, cancelled
 * through a status update, hidden from the user; a paid sampled kit ships; refunds).
 *
 *   PENDING_PAYMENT ──pay──▶ PAID ──ship──▶ SHIPPED ──deliver──▶ DELIVERED ──complete──▶ COMPLETED
 *         │                   │  └──fulfil (no-sample / upgrade)──────────────────────────▶ COMPLETED
 *         ├──cancel / expire──▶ CANCELLED
 *         │                   └──refund──▶ REFUNDING ──refunded──▶ REFUNDED
 *
 * Hiding from the user is a flag, not a state: any order that is not waiting for payment can be
 * hidden (an unpaid one must be cancelled first, so that it cannot be paid unseen).
 */
export const ORDER_STATES = ['PENDING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED', 'REFUNDING', 'REFUNDED'] as const
export type OrderState = (typeof ORDER_STATES)[number]

export const ORDER_EVENTS = ['pay', 'cancel', 'expire', 'ship', 'deliver', 'complete', 'fulfil', 'refund', 'refunded'] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

/** from state → event → to state; a missing pair is not allowed */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, Partial<Record<OrderEvent, OrderState>>>> = {
  PENDING_PAYMENT: { pay: 'PAID', cancel: 'CANCELLED', expire: 'CANCELLED' },
  PAID: { ship: 'SHIPPED', fulfil: 'COMPLETED', refund: 'REFUNDING' },
  SHIPPED: { deliver: 'DELIVERED', refund: 'REFUNDING' },
  DELIVERED: { complete: 'COMPLETED', refund: 'REFUNDING' },
  COMPLETED: {},
  CANCELLED: {},
  REFUNDING: { refunded: 'REFUNDED' },
  REFUNDED: {}
}

/** the state after `event`, or null when the event is not allowed in `from` */
export function nextOrderState(from: OrderState, event: OrderEvent): OrderState | null {
  return ORDER_TRANSITIONS[from][event] ?? null
}

/** Chinese labels of the order list and detail */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  PENDING_PAYMENT: '待支付',
  PAID: '已支付',
  SHIPPED: '已发货',
  DELIVERED: '已签收',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
  REFUNDING: '退款中',
  REFUNDED: '已退款'
}

export function canHideOrder(state: OrderState): boolean {
  return state !== 'PENDING_PAYMENT'
}

/** payment providers (spec 3.13 payType) */
export const PAY_TYPES = ['WECHAT_JSAPI', 'WECHAT_H5', 'WECHAT_NATIVE', 'ALIPAY_WAP', 'PAYPAL', 'BALANCE'] as const
export type PayType = (typeof PAY_TYPES)[number]

/** an unpaid order is cancelled after this long (prepay ids of both providers last 2 hours; 30 minutes keeps stock honest) */
export const ORDER_PAYMENT_WINDOW_MS = 30 * 60_000
