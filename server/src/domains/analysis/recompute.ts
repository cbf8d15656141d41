/**
 * A report recomputed from the raw data already stored (issue 17 item 9: after an upgrade the
 * detection gains submodules and its report is recomputed without a new sample). The queue job
 * `report.recompute` decrypts the latest sample's raw file, runs the engine again and replaces the
 * detection's stored result for that file and these engine versions in one transaction (a new row:
 * readers' caches, keyed by the row, see the new one at once); the owner is told. Idempotent: a
 * second run recomputes the same thing again.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { SAMPLE_NOTIFICATION_TYPE, SAMPLE_STATES } from '@xungen/contracts'
import type { Database } from '../../db'
import { defineJob } from '../../jobs'
import type { FileStorage } from '../../storage'
import { notify } from '../notifications'
import { gateHealth, type HealthItemResult } from './genome'
import { analyzeRawFileOffThread } from './engineThreads'
import { storageLayoutWriter } from './layouts'

export interface RecomputeDeps {
  db: Kysely<Database>
  storage: FileStorage
  clock: () => number
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}

export type RecomputeOutcome = 'recomputed' | 'no-raw-data' | 'archived'

export async function recomputeFromStoredRawData(deps: RecomputeDeps, detectionId: number, reason: string): Promise<RecomputeOutcome> {
  const { db } = deps
  const sample = await db
    .selectFrom('samples')
    .selectAll()
    .where('detection_id', '=', detectionId)
    .where('raw_file_id', 'is not', null)
    .where('state', '=', SAMPLE_STATES.PUBLISHED)
    .orderBy('seq', 'desc')
    .executeTakeFirst()
  if (!sample) return 'no-raw-data'
  const file = await db.selectFrom('raw_files').selectAll().where('id', '=', sample.raw_file_id!).executeTakeFirstOrThrow()
  // archived raw data is thawed by its owner first (the report keeps its gate by the new submodules meanwhile)
  if (file.archived_at !== null) return 'archived'
  const detection = await db.selectFrom('detections').selectAll().where('id', '=', detectionId).executeTakeFirstOrThrow()
  const bytes = await deps.storage.read(file.storage_key)
  const a = await analyzeRawFileOffThread(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), file.file_name, undefined, storageLayoutWriter(deps.storage, db), { wholeGenome: file.whole_genome_confirmed === 1 })
  await db.transaction().execute(async trx => {
    const now = deps.clock()
    await trx.deleteFrom('analysis_results').where('detection_id', '=', detectionId).where('raw_file_id', '=', file.id).where('engine_version', '=', a.engineVersion).where('kb_version', '=', a.kbVersion).execute()
    await trx
      .insertInto('analysis_results')
      .values({
        detection_id: detectionId, raw_file_id: file.id, engine_version: a.engineVersion, kb_version: a.kbVersion, panel_id: a.panelId,
        qc_verdict: a.qc.verdict, sex: a.sex, y_haplogroup: a.y?.haplogroup ?? null, y_short: a.y?.short ?? null, mt_haplogroup: a.mt?.haplogroup ?? null,
        summary: JSON.stringify({ qc: a.qc, format: a.format, sex: a.sex, y: a.y, yReason: a.yReason, yMessage: a.yMessage, mt: a.mt, mtReason: a.mtReason, mtMessage: a.mtMessage, ancestry: a.ancestry, ancestryReason: a.ancestryReason, ancestryMessage: a.ancestryMessage }),
        health: JSON.stringify(a.health),
        timings: JSON.stringify({ ...a.timings, recomputed: reason }),
        created_at: now
      })
      .execute()
    await notify(trx, { userId: detection.user_id, type: SAMPLE_NOTIFICATION_TYPE, title: '报告已更新', content: `样本 ${detection.barcode} 的报告已用已存储的原始数据重新计算，新增的检测项目已可查看，无需重新采样。`, barcode: detection.barcode, relatedId: detection.barcode }, now)
  })
  deps.log.info({ detectionId, reason }, 'report recomputed from stored raw data')
  return 'recomputed'
}

/** the report items a product unlocks on a detection's stored result that its current product does not show */
export async function itemsUnlockedBy(
  db: Kysely<Database>,
  detectionId: number,
  from: { type: string; supportSubmodules: readonly string[]; isOnlineProduct: boolean },
  to: { type: string; supportSubmodules: readonly string[]; isOnlineProduct: boolean }
): Promise<Array<{ id: string; name: string; category: string; detected: boolean }>> {
  const latest = await db.selectFrom('analysis_results').select('health').where('detection_id', '=', detectionId).orderBy('id', 'desc').executeTakeFirst()
  if (!latest) return []
  const health = JSON.parse(latest.health) as HealthItemResult[]
  const before = new Map(gateHealth(health, from).items.map(i => [i.itemId, i.access]))
  return gateHealth(health, to)
    .items.filter(i => i.access === 0 && before.get(i.itemId) !== 0)
    // detected: this sample's data carries the item's markers (otherwise the item reads 未检出 after the upgrade too)
    .map(i => ({ id: i.itemId, name: i.title, category: i.category, detected: i.result?.status === 'normal' }))
}

export const recomputeReport = defineJob({
  name: 'report.recompute',
  payload: z.object({ detectionId: z.number().int().positive(), reason: z.string().max(64) }),
  defaults: { attempts: 3, backoffMs: 5000 },
  run: async (payload, { app }) => {
    const outcome = await recomputeFromStoredRawData({ db: app.db, storage: app.storage, clock: app.clock, log: app.log }, payload.detectionId, payload.reason)
    if (outcome !== 'recomputed') app.log.warn({ ...payload, outcome }, 'report not recomputed')
  }
})
