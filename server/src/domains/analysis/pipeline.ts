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
import { storageLayoutWriter } from './layouts'
import { kitAtOf, type KitMatcher } from './relativesIndex'

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
      // the uploader commits the row (which queued this job) before it makes the file visible: on a
      // slow store this job can come between, and finishes the staged file as the sweep would
      if (!(await this.storage.exists(file.storage_key))) await this.storage.finishStaged(file.storage_key)
      const bytes = await this.storage.read(file.storage_key)
      const decryptMs = performance.now() - t0
      analysis = await analyzeRawFileOffThread(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), file.file_name, stage => this.hooks.onStage?.(stage, sampleId), storageLayoutWriter(this.storage, this.db), { wholeGenome: file.whole_genome_confirmed === 1 })
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
   * are kept. Each pair is written on its own (issue 27 item 4), in one transaction, with the two
   * kits it was computed from (relative_matches.kit_a_at / kit_b_at):
   *
   *   - a pair found is inserted or updated with its segments, unless the other kit was replaced
   *     since the query (that kit's own job stores the pair from the new kit);
   *   - a stored pair not found is deleted only when this job can speak for it: it was computed
   *     from another kit of this detection (re-analysed), or the other person no longer takes
   *     part. A pair another job stored from this very kit and a kit this job's query did not yet
   *     see (two kits analysed at once, their jobs committing out of order) is kept;
   *   - a job whose own kit was replaced while it ran stores nothing (the new kit's job follows).
   *
   * Each new pair is a notification for both owners, sent by the job whose insert created it.
   */
  async matchRelatives(detectionId: number): Promise<number> {
    const me = await this.db
      .selectFrom('relative_kits')
      .innerJoin('detections', 'detections.id', 'relative_kits.detection_id')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['relative_kits.kit_key', 'relative_kits.created_at as kit_at', 'detections.person_id', 'detections.user_id', 'detections.barcode', 'tested_persons.relatives_opt_in', 'tested_persons.name'])
      .where('relative_kits.detection_id', '=', detectionId)
      .where('detections.has_report', '=', 1)
      .executeTakeFirst()
    if (!me || me.relatives_opt_in !== 1) return 0
    const myKitAt = Number(me.kit_at)
    const found = (await this.relativesIndex.match(detectionId)) ?? []
    return this.db.transaction().execute(async trx => {
      const now = this.clock()
      // the kit queried is still this detection's (else a re-analysis replaced it: its own job follows)
      const kitNow = await trx.selectFrom('relative_kits').select('created_at').where('detection_id', '=', detectionId).executeTakeFirst()
      if (!kitNow || Number(kitNow.created_at) !== myKitAt) {
        this.log.info({ detectionId }, 'relatives job: its kit was replaced while it ran; the new kit\'s job stores the pairs')
        return 0
      }
      const stored = await trx
        .selectFrom('relative_matches')
        .select(['detection_a', 'detection_b', 'kit_a_at', 'kit_b_at'])
        .where(eb => eb.or([eb('detection_a', '=', detectionId), eb('detection_b', '=', detectionId)]))
        .execute()
      const otherOf = (r: { detection_a: number; detection_b: number }) => (r.detection_a === detectionId ? r.detection_b : r.detection_a)
      const involved = [...new Set([...found.map(m => m.detectionId), ...stored.map(otherOf)])]
      // who takes part now, and the kit each has now
      const others = involved.length
        ? await trx
            .selectFrom('detections')
            .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
            .leftJoin('relative_kits', 'relative_kits.detection_id', 'detections.id')
            .select(['detections.id as detection_id', 'detections.user_id', 'detections.barcode', 'detections.person_id', 'tested_persons.name', 'relative_kits.created_at as kit_at'])
            .where('detections.id', 'in', involved)
            .where('tested_persons.relatives_opt_in', '=', 1)
            .where('tested_persons.deleted_at', 'is', null)
            .where('detections.has_report', '=', 1)
            .where('detections.person_id', '!=', me.person_id)
            .execute()
        : []
      const byId = new Map(others.map(o => [o.detection_id, o]))
      const matches = found
        .filter(m => byId.has(m.detectionId))
        // the other's kit as the query saw it (kit id `<detection>.<created_at>`) is still its kit
        .filter(m => byId.get(m.detectionId)!.kit_at !== null && Number(byId.get(m.detectionId)!.kit_at) === kitAtOf(m.id))
        // one order of row locks for every job (PostgreSQL): two jobs writing the same pairs never wait on each other in a cycle
        .sort((x, y) => x.detectionId - y.detectionId)
      const keep = new Set(matches.map(m => m.detectionId))
      // stored pairs this job speaks for and did not find: computed from another kit of this detection, or the other no longer takes part
      const gone = stored.filter(r => {
        const other = otherOf(r)
        if (keep.has(other)) return false
        const mine = r.detection_a === detectionId ? r.kit_a_at : r.kit_b_at
        return !byId.has(other) || mine === null || Number(mine) !== myKitAt
      })
      for (const r of gone) {
        await trx.deleteFrom('relative_segments').where('detection_a', '=', r.detection_a).where('detection_b', '=', r.detection_b).execute()
        await trx.deleteFrom('relative_matches').where('detection_a', '=', r.detection_a).where('detection_b', '=', r.detection_b).execute()
      }
      const messaged = new Set<number>()
      for (const m of matches) {
        const other = byId.get(m.detectionId)!
        const [a, b] = detectionId < m.detectionId ? [detectionId, m.detectionId] : [m.detectionId, detectionId]
        const [kitA, kitB] = a === detectionId ? [myKitAt, kitAtOf(m.id)] : [kitAtOf(m.id), myKitAt]
        const values = { total_cm: m.totalCm, segments: m.segments, largest_cm: m.largestCm, relationship: m.relationship, relationship_label: m.label, grade: null, kit_a_at: kitA, kit_b_at: kitB }
        // the insert that creates the pair tells its owners; a pair already stored (by an earlier run, or by the other kit's job) is updated
        const created = await trx
          .insertInto('relative_matches')
          .values({ detection_a: a, detection_b: b, ...values, created_at: now })
          .onConflict(oc => oc.columns(['detection_a', 'detection_b']).doNothing())
          .returning('detection_a')
          .executeTakeFirst()
        if (!created) {
          await trx.updateTable('relative_matches').set(values).where('detection_a', '=', a).where('detection_b', '=', b).execute()
          await trx.deleteFrom('relative_segments').where('detection_a', '=', a).where('detection_b', '=', b).execute()
        }
        if (m.segmentList.length) {
          await trx
            .insertInto('relative_segments')
            .values(m.segmentList.map(g => ({ detection_a: a, detection_b: b, chrom: g.chrom, start_pos: g.startPos, end_pos: g.endPos, start_cm: g.startCm, end_cm: g.endCm, cm: g.cm, markers: g.markers, fully_identical: g.fullyIdentical ? 1 : 0 })))
            .execute()
        }
        if (created) {
          // issue 24 item 7: one subscription message per person and run, however many relatives it found
          const first = (userId: number) => (messaged.has(userId) ? false : (messaged.add(userId), true))
          // both owners are told (the notifications domain)
          await publish(trx, 'relative.matched', {
            detectionA: a, detectionB: b, totalCm: m.totalCm, label: m.label, at: now,
            sides: [
              { userId: me.user_id, detectionId, barcode: me.barcode, otherPersonId: other.person_id, subscribe: first(me.user_id) },
              { userId: other.user_id, detectionId: m.detectionId, barcode: other.barcode, otherPersonId: me.person_id, subscribe: first(other.user_id) }
            ]
          })
        }
      }
      return matches.length
    })
  }
}
