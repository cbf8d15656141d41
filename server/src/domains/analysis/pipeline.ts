/**
 * The analysis pipeline (issue "From kit to report" item 5) as queue jobs (analysis/jobs.ts):
 *   analysis.run {sampleId}      decrypt and parse the raw file, QC, sex, Y, mt, ancestry, every
 *                                health item; store the result with the engine and knowledge-base
 *                                versions; publish, or hold when the genetic sex differs from the
 *                                declared one (staff are told)
 *   relatives.match {detectionId} one kit against every opted-in kit of the relatives index
 *
 * Both are idempotent: a result for the same raw file and versions is never computed twice, and
 * everything a run writes to the database is written in one transaction at its end, so a process
 * killed mid-analysis leaves nothing half-written; the sample stays `analysing` and
 * resumeUnfinished() (called on start) queues it again. Jobs are retried with back-off; a file the
 * engine refuses fails at once, the last failure marks the sample analysisFailed for staff.
 */
import { randomBytes } from 'crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { LAB_NOTIFICATION_TYPE, LAB_ROLE, SAMPLE_STATES } from '@xungen/contracts'
import type { Database } from '../../db'
import type { FileStorage } from '../../storage'
import { publish } from '../../events'
import { observeStages } from '../../metrics'
import { notify } from '../notifications'
import { markReportOut, recordStateChange, sampleStillIn, setHoldReason } from '../persons'
import { engineVersions, GenomeFileRejected, type AnalysisStage, type GenomeAnalysis } from './genome'
import { analyzeRawFileOffThread } from './engineThreads'
import { storageLayouts } from './layouts'
import type { KitMatcher } from './relativesIndex'

export const ANALYSIS_ATTEMPTS = 3

const SEX_ZH: Record<string, string> = { male: '男', female: '女' }

export interface PipelineHooks {
  /** awaited after each stage of an analysis (tests stop a run here) */
  onStage?: (stage: AnalysisStage | 'store', sampleId: number) => Promise<void> | void
}

/** how the pipeline's work is queued: the jobs of analysis/jobs.ts in the server; the CLI runs it at once */
export interface PipelineScheduler {
  analysis(sampleId: number): Promise<void>
  relatives(detectionId: number): Promise<void>
}

export class AnalysisPipeline {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly schedule: PipelineScheduler,
    private readonly clock: () => number,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    /** the one-to-many index of every stored kit (relativesIndex.ts), or the matcher shards (shardedMatcher.ts) */
    readonly relativesIndex: KitMatcher,
    private readonly hooks: PipelineHooks = {}
  ) {}

  async enqueueAnalysis(sampleId: number): Promise<void> {
    await this.schedule.analysis(sampleId)
  }

  async enqueueRelatives(detectionId: number): Promise<void> {
    await this.schedule.relatives(detectionId)
  }

  /** on start: samples left `analysing` by a stopped process are queued again */
  async resumeUnfinished(): Promise<number> {
    const rows = await this.db.selectFrom('samples').select('id').where('state', '=', SAMPLE_STATES.ANALYSING).execute()
    for (const r of rows) await this.enqueueAnalysis(r.id)
    return rows.length
  }

  /** the analysis.run job: a file the engine refuses fails at once, other errors are retried, the last failure is marked for staff */
  async runAnalysisJob(sampleId: number, attempt: number): Promise<void> {
    try {
      await this.analyse(sampleId)
    } catch (err) {
      const final = err instanceof GenomeFileRejected || attempt >= ANALYSIS_ATTEMPTS
      this.log.warn({ err, sampleId, attempt, final }, 'analysis failed')
      if (!final) throw err
      await this.markFailed(sampleId, err instanceof GenomeFileRejected ? err.message : '分析出错')
    }
  }

  /** one analysis run; safe to call again at any point */
  async analyse(sampleId: number): Promise<'published' | 'held' | 'skipped'> {
    const ctx = await this.context(sampleId)
    if (!ctx || ctx.sample.state !== SAMPLE_STATES.ANALYSING || ctx.sample.raw_file_id === null) return 'skipped'
    const versions = engineVersions()
    let result = await this.db
      .selectFrom('analysis_results')
      .select(['id', 'sex'])
      .where('detection_id', '=', ctx.detection.id)
      .where('raw_file_id', '=', ctx.sample.raw_file_id)
      .where('engine_version', '=', versions.engine)
      .where('kb_version', '=', versions.kb)
      .executeTakeFirst()
    let analysis: GenomeAnalysis | null = null
    if (!result) {
      const file = await this.db.selectFrom('raw_files').selectAll().where('id', '=', ctx.sample.raw_file_id).executeTakeFirstOrThrow()
      const t0 = performance.now()
      const bytes = await this.storage.read(file.storage_key)
      const decryptMs = performance.now() - t0
      analysis = await analyzeRawFileOffThread(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), file.file_name, stage => this.hooks.onStage?.(stage, sampleId), storageLayouts(this.storage))
      analysis.timings.decrypt = Math.round(decryptMs * 10) / 10
      observeStages(analysis.timings)
      // the packed kit is staged under the owner's key before the transaction and made visible
      // after it; a key of its own per run, so a rerun never overwrites the kit a row names
      const kitKey = `kits/users/${ctx.detection.user_id}/d${ctx.detection.id}-${randomBytes(6).toString('hex')}.xgk`
      const stagedKit = await this.storage.stage(kitKey, Buffer.from(analysis.kit), { owner: ctx.detection.user_id })
      await this.hooks.onStage?.('store', sampleId)
      const a = analysis
      let previousKit: string | undefined
      try {
        await this.db.transaction().execute(async trx => {
          const now = this.clock()
          const row = await trx
            .insertInto('analysis_results')
            .values({
              detection_id: ctx.detection.id, raw_file_id: ctx.sample.raw_file_id!, engine_version: a.engineVersion, kb_version: a.kbVersion, panel_id: a.panelId,
              qc_verdict: a.qc.verdict, sex: a.sex, y_haplogroup: a.y?.haplogroup ?? null, y_short: a.y?.short ?? null, mt_haplogroup: a.mt?.haplogroup ?? null,
              summary: JSON.stringify({ qc: a.qc, format: a.format, sex: a.sex, y: a.y, yReason: a.yReason, yMessage: a.yMessage, mt: a.mt, mtReason: a.mtReason, mtMessage: a.mtMessage, ancestry: a.ancestry, ancestryReason: a.ancestryReason, ancestryMessage: a.ancestryMessage }),
              health: JSON.stringify(a.health),
              timings: JSON.stringify(a.timings),
              created_at: now
            })
            .returning(['id', 'sex'])
            .executeTakeFirstOrThrow()
          previousKit = (await trx.selectFrom('relative_kits').select('kit_key').where('detection_id', '=', ctx.detection.id).executeTakeFirst())?.kit_key
          await trx.deleteFrom('relative_kits').where('detection_id', '=', ctx.detection.id).execute()
          await trx.insertInto('relative_kits').values({ detection_id: ctx.detection.id, panel_id: a.panelId, panel_checksum: a.panelChecksum, kit_key: kitKey, created_at: now }).execute()
          await this.finish(trx, ctx, row.sex, now)
          result = row
        })
      } catch (err) {
        await stagedKit.abort().catch(() => undefined)
        throw err
      }
      await stagedKit.commit()
      if (previousKit && previousKit !== kitKey) await this.storage.delete(previousKit)
    } else {
      // the result was stored but the process stopped before the sample moved on
      await this.db.transaction().execute(async trx => this.finish(trx, ctx, result!.sex, this.clock()))
    }
    const after = await this.db.selectFrom('samples').select('state').where('id', '=', sampleId).executeTakeFirstOrThrow()
    if (after.state === SAMPLE_STATES.PUBLISHED && ctx.person.relatives_opt_in === 1) await this.enqueueRelatives(ctx.detection.id)
    return after.state === SAMPLE_STATES.PUBLISHED ? 'published' : 'held'
  }

  private async context(sampleId: number) {
    const sample = await this.db.selectFrom('samples').selectAll().where('id', '=', sampleId).executeTakeFirst()
    if (!sample) return null
    const detection = await this.db.selectFrom('detections').selectAll().where('id', '=', sample.detection_id).executeTakeFirstOrThrow()
    const person = await this.db.selectFrom('tested_persons').selectAll().where('id', '=', detection.person_id).executeTakeFirstOrThrow()
    return { sample, detection, person }
  }

  /** publish, or hold when the genetic sex contradicts the declared one */
  private async finish(trx: Kysely<Database>, ctx: NonNullable<Awaited<ReturnType<AnalysisPipeline['context']>>>, geneticSex: string, now: number): Promise<void> {
    if (!(await sampleStillIn(trx, ctx.sample.id, SAMPLE_STATES.ANALYSING, now))) return
    const declared = ctx.person.sex
    const base = { detectionId: ctx.detection.id, barcode: ctx.detection.barcode, ownerUserId: ctx.detection.user_id, sampleId: ctx.sample.id }
    if ((geneticSex === 'male' || geneticSex === 'female') && declared && declared !== geneticSex) {
      const reason = `登记性别为${SEX_ZH[declared] ?? declared}，基因检测性别为${SEX_ZH[geneticSex]}`
      await setHoldReason(trx, ctx.sample.id, reason)
      await recordStateChange(trx, { ...base, state: SAMPLE_STATES.HELD, note: reason }, now)
      await this.notifyStaff(trx, `样本 ${ctx.detection.barcode} 报告待复核`, `${reason}，报告已暂缓发布。请核实样本与检测人后在实验室后台发布或联系用户。`, ctx.detection.barcode, now)
      return
    }
    await markReportOut(trx, ctx.detection.id)
    await recordStateChange(trx, { ...base, state: SAMPLE_STATES.PUBLISHED }, now)
  }

  private async notifyStaff(trx: Kysely<Database>, title: string, content: string, barcode: string, now: number) {
    const staff = await trx.selectFrom('user_roles').select('user_id').where('role', '=', LAB_ROLE).execute()
    for (const s of staff) await notify(trx, { userId: s.user_id, type: LAB_NOTIFICATION_TYPE, title, content, barcode, relatedId: barcode, module: 'lab' }, now)
  }

  private async markFailed(sampleId: number, reason: string): Promise<void> {
    const ctx = await this.context(sampleId)
    if (!ctx || ctx.sample.state !== SAMPLE_STATES.ANALYSING) return
    await this.db.transaction().execute(async trx => {
      const now = this.clock()
      await setHoldReason(trx, sampleId, reason)
      await recordStateChange(trx, { detectionId: ctx.detection.id, barcode: ctx.detection.barcode, ownerUserId: ctx.detection.user_id, sampleId, state: SAMPLE_STATES.ANALYSIS_FAILED, note: reason }, now)
      await this.notifyStaff(trx, `样本 ${ctx.detection.barcode} 分析失败`, reason, ctx.detection.barcode, now)
    })
  }

  /**
   * One against all: this detection's kit against the relatives index (relativesIndex.ts, level
   * with every stored kit), of which only the detections whose person has relatives finding on
   * are kept. The pairs of this detection and their segments are replaced in one transaction;
   * each new match is a notification for both owners.
   */
  async matchRelatives(detectionId: number): Promise<number> {
    const me = await this.db
      .selectFrom('relative_kits')
      .innerJoin('detections', 'detections.id', 'relative_kits.detection_id')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['relative_kits.kit_key', 'detections.person_id', 'detections.user_id', 'detections.barcode', 'tested_persons.relatives_opt_in', 'tested_persons.name'])
      .where('relative_kits.detection_id', '=', detectionId)
      .where('detections.has_report', '=', 1)
      .executeTakeFirst()
    if (!me || me.relatives_opt_in !== 1) return 0
    const found = (await this.relativesIndex.match(detectionId)) ?? []
    const candidates = found.map(m => m.detectionId)
    const others = candidates.length
      ? await this.db
          .selectFrom('detections')
          .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
          .select(['detections.id as detection_id', 'detections.user_id', 'detections.barcode', 'detections.person_id', 'tested_persons.name'])
          .where('detections.id', 'in', candidates)
          .where('tested_persons.relatives_opt_in', '=', 1)
          .where('tested_persons.deleted_at', 'is', null)
          .where('detections.has_report', '=', 1)
          .where('detections.person_id', '!=', me.person_id)
          .execute()
      : []
    const allowed = new Set(others.map(o => o.detection_id))
    const matches = found.filter(m => allowed.has(m.detectionId)).map(m => ({ ...m, id: m.detectionId }))
    const byId = new Map(others.map(o => [o.detection_id, o]))
    await this.db.transaction().execute(async trx => {
      const now = this.clock()
      const before = await trx
        .selectFrom('relative_matches')
        .select(['detection_a', 'detection_b'])
        .where(eb => eb.or([eb('detection_a', '=', detectionId), eb('detection_b', '=', detectionId)]))
        .execute()
      const known = new Set(before.map(r => (r.detection_a === detectionId ? r.detection_b : r.detection_a)))
      const messaged = new Set<number>()
      await trx.deleteFrom('relative_matches').where(eb => eb.or([eb('detection_a', '=', detectionId), eb('detection_b', '=', detectionId)])).execute()
      await trx.deleteFrom('relative_segments').where(eb => eb.or([eb('detection_a', '=', detectionId), eb('detection_b', '=', detectionId)])).execute()
      for (const m of matches) {
        const [a, b] = detectionId < m.id ? [detectionId, m.id] : [m.id, detectionId]
        await trx
          .insertInto('relative_matches')
          .values({ detection_a: a, detection_b: b, total_cm: m.totalCm, segments: m.segments, largest_cm: m.largestCm, relationship: m.relationship, relationship_label: m.label, grade: null, created_at: now })
          .execute()
        if (m.segmentList.length) {
          await trx
            .insertInto('relative_segments')
            .values(m.segmentList.map(g => ({ detection_a: a, detection_b: b, chrom: g.chrom, start_pos: g.startPos, end_pos: g.endPos, start_cm: g.startCm, end_cm: g.endCm, cm: g.cm, markers: g.markers, fully_identical: g.fullyIdentical ? 1 : 0 })))
            .execute()
        }
        if (!known.has(m.id)) {
          const other = byId.get(m.id)!
          // issue 24 item 7: one subscription message per person and run, however many relatives it found
          const first = (userId: number) => (messaged.has(userId) ? false : (messaged.add(userId), true))
          // both owners are told (the notifications domain)
          await publish(trx, 'relative.matched', {
            detectionA: a, detectionB: b, totalCm: m.totalCm, label: m.label, at: now,
            sides: [
              { userId: me.user_id, detectionId, barcode: me.barcode, otherPersonId: other.person_id, subscribe: first(me.user_id) },
              { userId: other.user_id, detectionId: m.id, barcode: other.barcode, otherPersonId: me.person_id, subscribe: first(other.user_id) }
            ]
          })
        }
      }
    })
    return matches.length
  }
}
