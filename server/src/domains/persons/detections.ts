/**
 * Writes to a detection's product that other domains cause (the persons domain owns the
 * detections table): called in the caller's transaction, like the timeline's recordStateChange.
 */
import { effectiveSubmodules, type KitProduct } from '@xungen/contracts'
import type { Db } from './repository'
import { productView } from './service'

/**
 * A paid upgrade: the detection takes the larger edition, keeping the submodules it had. Only
 * while it is still the edition the order was for (`fromSku`); returns whether it changed.
 */
export async function upgradeDetectionProduct(db: Db, detectionId: number, fromSku: string, to: KitProduct): Promise<boolean> {
  const d = await db.selectFrom('detections').select(['sku', 'product_type', 'submodules']).where('id', '=', detectionId).executeTakeFirstOrThrow()
  const merged = [...new Set([...productView(d).supportSubmodules, ...effectiveSubmodules(to)])]
  const changed = await db.updateTable('detections').set({ sku: to.sku, product_type: to.type, submodules: JSON.stringify(merged) }).where('id', '=', detectionId).where('sku', '=', fromSku).executeTakeFirst()
  return Number(changed.numUpdatedRows) === 1
}
