/**
 * The staff's catalogue under /ops (prices, texts, the audit of each change: catalogueAdmin.ts)
 * and a member of staff's 0.01 yuan test purchase (/buy/product-test, testPurchases.ts).
 */
import type { FastifyInstance } from 'fastify'
import { COMMERCE } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { CatalogueAdmin } from './catalogueAdmin'
import { TestPurchases } from './testPurchases'

export async function catalogueRoutes(app: FastifyInstance) {
  const admin = new CatalogueAdmin(app.db, app.clock)
  // --- staff: the catalogue ------------------------------------------------------------------------
  serve(app, COMMERCE.opsProducts, async () => admin.list())
  serve(app, COMMERCE.opsUpdateProduct, async r => admin.update(r.session.user.id, r.params.productId, r.body))
  serve(app, COMMERCE.opsProductAudit, async r => admin.audit(r.params.productId))
  // a 0.01 yuan test purchase by the member of staff (/buy/product-test, testPurchases.ts)
  const testPurchases = new TestPurchases(app.commerce.orders)
  serve(app, COMMERCE.opsTestPurchase, async r => testPurchases.create(r.session.user.id, r.body))
}
