/**
 * The commerce domain's events (server/src/events): what it publishes, and how it reacts.
 *
 *   order.paid          an order's payment is booked (in the notification's transaction)
 *   detection.upgraded  a paid upgrade gave a detection the larger edition; the report domain recomputes it
 *
 * Fulfilment follows order.paid: a kit is assigned and booked with the courier, a test without a
 * sample completes (commerce.fulfil-order); an upgrade or a speed package is applied
 * (commerce.apply-upgrade). Both are idempotent (conditional state changes), and the scheduled
 * sweep (jobs.ts) still fulfils paid orders left waiting for a kit.
 */
import { subscribe } from '../../events'
import { DIGITAL_GOODS_SCENES } from './orders'

declare module '../../events' {
  interface DomainEventTypes {
    'order.paid': { orderId: number; orderNo: string; scene: string | null }
    'detection.upgraded': { detectionId: number; reason: string }
  }
}

export const fulfilPaidOrder = subscribe('order.paid', 'commerce.fulfil-order', async (event, { app }) => {
  if (DIGITAL_GOODS_SCENES.includes(event.scene ?? '')) return
  const order = await app.db.selectFrom('orders').selectAll().where('id', '=', event.orderId).executeTakeFirst()
  if (order?.state === 'PAID') await app.commerce.orders.fulfil(order)
})

export const applyPaidUpgrade = subscribe('order.paid', 'commerce.apply-upgrade', async (event, { app }) => {
  if (!DIGITAL_GOODS_SCENES.includes(event.scene ?? '')) return
  const order = await app.db.selectFrom('orders').selectAll().where('id', '=', event.orderId).executeTakeFirst()
  if (order?.state === 'PAID') await app.upgrades.apply(order)
})
