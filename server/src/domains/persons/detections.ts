/**
 * Writes to the detections table that other domains cause (the persons domain is its one writer:
 * ADR 0020, addendum): called in the caller's transaction, like the timeline's recordStateChange. The
 * binding wizard (binding.ts) creates a kit's detection, the import domain an imported file's; a
 * report comes out through the analysis pipeline, the laboratory's release or a non-chip result;
 * commerce's upgrade changes the product.
 */
import type { Insertable } from 'kysely'
import { effectiveSubmodules, type KitProduct } from '@xungen/contracts'
import type { DetectionsTable } from '../../db/schema'
import type { Db } from './repository'
import { productView } from './service'

/** a new detection of a person; returns its id */
export async function createDetection(db: Db, detection: Insertable<DetectionsTable>): Promise<number> {
  const d = await db.insertInto('detections').values(detection).returning('id').executeTakeFirstOrThrow()
  return d.id
}

/** the detection's report is out: its owner (and whom the person is shared with) may read it */
export async function markReportOut(db: Db, detectionId: number): Promise<void> {
  await db.updateTable('detections').set({ has_report: 1 }).where('id', '=', detectionId).execute()
}

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
