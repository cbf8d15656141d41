/**
 * Staff test purchases (spec 2.3 /buy/product-test 商品试购): a member of staff with the operator
 * role buys any product on sale for 0.01 yuan through the real payment flow, to test the cashier
 * end to end. The order (scene TEST_PURCHASE) needs no receiver and never ships a kit (fulfil()
 * leaves it PAID), takes no activity or coupon, its money goes to the ledger account
 * revenue:test-purchases instead of sales, no invoice is issued for it, and it can be refunded
 * like any paid order (the buyer's refund while PAID).
 */
import type { OrderView } from '@xungen/contracts'
import { TEST_PURCHASE_SCENE, type OrderService } from './orders'

/** what a test purchase costs: 1 fen */
export const TEST_PURCHASE_PRICE_FEN = 1

export class TestPurchases {
  constructor(private readonly orders: OrderService) {}

  create(staffUserId: number, input: { commodityId: number; idempotencyKey: string }): Promise<OrderView> {
    return this.orders.create(staffUserId, {
      commodityId: input.commodityId,
      count: 1,
      idempotencyKey: input.idempotencyKey,
      scene: TEST_PURCHASE_SCENE,
      unitPriceFen: TEST_PURCHASE_PRICE_FEN,
      fixedPrice: true,
      testPurchase: true,
      receiver: null
    })
  }
}
