/**
 * Upgrades and the speed package (spec 7.3 "Upgrade": upgrade_products, upgrade_speed): what a
 * tested person's kit can be upgraded to, and the orders that do it (upgrades.ts).
 */
import type { FastifyInstance } from 'fastify'
import { COMMERCE } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { Upgrades } from './upgrades'

declare module 'fastify' {
  interface FastifyInstance {
    upgrades: Upgrades
  }
}

export async function upgradeRoutes(app: FastifyInstance) {
  const upgrades = new Upgrades(app.db, app.commerce.catalogue, app.commerce.orders, app.clock)
  app.decorate('upgrades', upgrades)
  // --- upgrades and the speed package ------------------------------------------------------------
  serve(app, COMMERCE.upgradeOffers, async r => upgrades.offers(r.session.user.id, r.query.barcode))
  serve(app, COMMERCE.createUpgradeOrder, async r => upgrades.createUpgradeOrder(r.session.user.id, r.body))
  serve(app, COMMERCE.speedOffers, async r => upgrades.speedOffers(r.session.user.id))
  serve(app, COMMERCE.createSpeedOrder, async r => upgrades.createSpeedOrder(r.session.user.id, r.body))
}
