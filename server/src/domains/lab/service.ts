/**
 * The laboratory (issue "From kit to report" item 4): kits produced in batches, and a sample's
 * way through the lab: received, DNA QC passed or failed (a failed QC asks the person for a new
 * sample), genotyped (the chip's raw file, stored encrypted), analysed, published; a report held
 * for review is released by staff. Every change writes a timeline entry and a notification.
 * Callers are staff with the lab role (the endpoints' `staff: ['lab']`); the CLI uses the same service.
 */
import { randomBytes, randomInt } from 'crypto'
import type { Kysely } from 'kysely'
import {
  CODES,
  LAB_ROLE,
  LAB_TRANSITIONS,
  PRODUCIBLE_SKUS,
  SAMPLE_STATES,
  SEX_REVIEW_MESSAGES,
  barcodeOf,
  sexReviewOwnerNote,
  type SexReviewConclusion,
  isNonChipType,
  normalizeBarcode,
  productTypeOfSku,
  type SampleState
} from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import type { FileStorage } from '../../storage'
import { StorageLimitError } from '../../storage'
import { isUniqueViolation } from '../../db/errors'
import { attachRawFile, createSample, markReportOut, recordStateChange, sampleStillIn, setHoldReason } from '../persons'

export const LAB_MESSAGES = {
  sku: '不支持的产品 SKU',
  count: '每批生产 1 到 10000 个采样盒',
  notBound: '该采样盒尚未绑定检测人，无法签收',
  wrongState: (state: string, action: string) => `样本当前状态为 ${state}，不能执行“${action}”`,
  fileEmpty: '请上传芯片原始数据文件',
  fileTooLarge: '原始数据文件超过 50 MB',
  notChip: '该样本是非芯片检测，请在工作台录入检测结果，不能上传芯片数据'
} as const

/** spec 3.14: raw data files up to 50 MB */
export const RAW_FILE_MAX_BYTES = 50 * 1024 * 1024

const ACTION_NAMES: Record<keyof typeof LAB_TRANSITIONS, string> = {
  receive: '签收', qcPass: '质检通过', qcFail: '质检不通过', uploadGenotype: '上传芯片数据', release: '发布报告', retry: '重新分析',
  enterResult: '录入检测结果', publishResult: '发布检测结果'
}

export interface SampleSummary {
  barcode: string
  seq: number
  state: SampleState
  personName: string
  holdReason: string | null
  updatedAt: number
  /** spec 3.6 type code of the detection's product (the console picks the non-chip result form by it) */
  productType: string
  /** the owner bought the speed package (commerce, migration 0008): the lab takes it first */
  expedited?: boolean
}

export class LabService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly clock: () => number
  ) {}

  async isStaff(userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).where('role', '=', LAB_ROLE).executeTakeFirst()
    return Boolean(row)
  }

  async grantRole(userId: number, role: string = LAB_ROLE): Promise<void> {
    try {
      await this.db.insertInto('user_roles').values({ user_id: userId, role, created_at: this.clock() }).execute()
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
    }
  }

  /** a batch of kits: random serials (a barcode cannot be guessed from its neighbours), each with its check digit */
  async produceBatch(actorUserId: number | null, sku: string, count: number): Promise<{ batchId: number; sku: string; productType: string; barcodes: string[] }> {
    if (!PRODUCIBLE_SKUS.includes(sku)) throw argError('sku', LAB_MESSAGES.sku)
    if (!Number.isInteger(count) || count < 1 || count > 10000) throw argError('count', LAB_MESSAGES.count)
    const productType = productTypeOfSku(sku)!
    const now = this.clock()
    return this.db.transaction().execute(async trx => {
      const batch = await trx.insertInto('kit_batches').values({ sku, product_type: productType, count, created_by: actorUserId, created_at: now }).returning('id').executeTakeFirstOrThrow()
      const serials = new Set<number>()
      while (serials.size < count) serials.add(randomInt(1, 1e9))
      // drop serials already used (rare) and draw again until the batch is full
      let wanted = [...serials]
      const barcodes: string[] = []
      while (wanted.length) {
        const taken = new Set<number>()
        for (let i = 0; i < wanted.length; i += 500) {
          const rows = await trx.selectFrom('kits').select('serial').where('serial', 'in', wanted.slice(i, i + 500)).execute()
          for (const r of rows) taken.add(r.serial)
        }
        const fresh = wanted.filter(s => !taken.has(s))
        for (let i = 0; i < fresh.length; i += 500) {
          const chunk = fresh.slice(i, i + 500)
          await trx.insertInto('kits').values(chunk.map(serial => ({ barcode: barcodeOf(serial), serial, batch_id: batch.id, sku, product_type: productType, created_at: now }))).execute()
          barcodes.push(...chunk.map(barcodeOf))
        }
        wanted = []
        const missing = count - barcodes.length
        const more = new Set<number>()
        while (more.size < missing) {
          const s = randomInt(1, 1e9)
          if (!serials.has(s)) more.add(s)
        }
        wanted = [...more]
      }
      return { batchId: batch.id, sku, productType, barcodes }
    })
  }

  async batches() {
    const rows = await this.db.selectFrom('kit_batches').selectAll().orderBy('id', 'desc').limit(200).execute()
    return { list: rows.map(r => ({ id: r.id, sku: r.sku, productType: r.product_type, count: r.count, createdAt: r.created_at })) }
  }

  async batchBarcodes(batchId: number): Promise<string[]> {
    return (await this.db.selectFrom('kits').select('barcode').where('batch_id', '=', batchId).orderBy('barcode').execute()).map(r => r.barcode)
  }

  /** the latest sample of every bound kit, optionally in one state */
  async samples(state?: string): Promise<{ list: SampleSummary[] }> {
    let q = this.db
      .selectFrom('samples')
      .innerJoin('detections', 'detections.id', 'samples.detection_id')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['samples.id', 'samples.barcode', 'samples.seq', 'samples.state', 'samples.hold_reason', 'samples.updated_at', 'tested_persons.name', 'detections.product_type'])
      .orderBy('samples.updated_at', 'desc')
      .limit(500)
    if (state) q = q.where('samples.state', '=', state)
    const rows = await q.execute()
    const latest = new Map<string, (typeof rows)[number]>()
    for (const r of rows) if (!latest.has(r.barcode) || latest.get(r.barcode)!.seq < r.seq) latest.set(r.barcode, r)
    // expedited samples (the speed package) first, in the order they were waiting
    const ids = [...latest.values()].map(r => r.id)
    const expedited = new Set(ids.length ? (await this.db.selectFrom('sample_expedites').select('sample_id').where('sample_id', 'in', ids).execute()).map(e => e.sample_id) : [])
    const list = [...latest.values()].map(r => ({ barcode: r.barcode, seq: r.seq, state: r.state as SampleState, personName: r.name, holdReason: r.hold_reason, updatedAt: r.updated_at, productType: r.product_type, expedited: expedited.has(r.id) }))
    return { list: [...list.filter(s => s.expedited), ...list.filter(s => !s.expedited)] }
  }

  /** the detection of a barcode and its latest sample (2030 unknown; 4006 a kit nobody bound) */
  async current(barcodeRaw: string) {
    const barcode = normalizeBarcode(barcodeRaw)
    const d = await this.db
      .selectFrom('detections')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['detections.id', 'detections.barcode', 'detections.user_id', 'detections.product_type', 'detections.person_id', 'tested_persons.name', 'tested_persons.sex'])
      .where('detections.barcode', '=', barcode)
      .executeTakeFirst()
    if (!d) {
      const kit = await this.db.selectFrom('kits').select('barcode').where('barcode', '=', barcode).executeTakeFirst()
      throw kit ? argError('barcode', LAB_MESSAGES.notBound) : new AppError(CODES.SCT_NON_EXIST, '样本编码不存在')
    }
    const sample = await this.db.selectFrom('samples').selectAll().where('detection_id', '=', d.id).orderBy('seq', 'desc').executeTakeFirst()
    return { detection: d, sample: sample ?? null }
  }

  expect(action: keyof typeof LAB_TRANSITIONS, state: string | undefined) {
    if (!state || !(LAB_TRANSITIONS[action] as readonly string[]).includes(state)) throw argError('state', LAB_MESSAGES.wrongState(state ?? '无', ACTION_NAMES[action]))
  }

  async summary(barcode: string): Promise<SampleSummary> {
    const { detection, sample } = await this.current(barcode)
    return { barcode: detection.barcode, seq: sample?.seq ?? 0, state: (sample?.state ?? SAMPLE_STATES.BOUND) as SampleState, personName: detection.name, holdReason: sample?.hold_reason ?? null, updatedAt: sample?.updated_at ?? 0, productType: detection.product_type }
  }

  /** the sample arrives; after a failed QC the re-sent sample is a new one under the same barcode */
  async receive(actor: number | null, barcode: string): Promise<SampleSummary> {
    const { detection, sample } = await this.current(barcode)
    this.expect('receive', sample?.state)
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      let sampleId = sample!.id
      if (sample!.state === SAMPLE_STATES.QC_FAILED) {
        sampleId = await createSample(trx, { detectionId: detection.id, barcode: detection.barcode, seq: sample!.seq + 1, state: SAMPLE_STATES.RECEIVED }, now)
      }
      await this.guardedChange(trx, sample!, sampleId === sample!.id)
      await recordStateChange(trx, { detectionId: detection.id, barcode: detection.barcode, ownerUserId: detection.user_id, sampleId, state: SAMPLE_STATES.RECEIVED, actorUserId: actor }, now)
    })
    return this.summary(barcode)
  }

  /** optimistic guard: the sample is still in the state it was read in (two staff clicking at once) */
  private async guardedChange(trx: Kysely<Database>, sample: { id: number; state: string; updated_at: number }, sameRow: boolean) {
    if (!sameRow) return
    if (!(await sampleStillIn(trx, sample.id, sample.state, sample.updated_at))) throw argError('state', LAB_MESSAGES.wrongState('已变化', '当前操作'))
  }

  async qc(actor: number | null, barcode: string, passed: boolean, note?: string): Promise<SampleSummary> {
    const { detection, sample } = await this.current(barcode)
    this.expect(passed ? 'qcPass' : 'qcFail', sample?.state)
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      await this.guardedChange(trx, sample!, true)
      await recordStateChange(
        trx,
        { detectionId: detection.id, barcode: detection.barcode, ownerUserId: detection.user_id, sampleId: sample!.id, state: passed ? SAMPLE_STATES.QC_PASSED : SAMPLE_STATES.QC_FAILED, note: note ?? null, actorUserId: actor },
        now
      )
    })
    return this.summary(barcode)
  }

  /**
   * The chip's raw file: staged in storage first, encrypted under the key of the account the kit
   * is bound to (a kit nobody bound is refused by current(): the lab never holds a genome without
   * an owner), then its row and the state change in one transaction, then the file is committed
   * (made visible). If the transaction fails the staged file is dropped; a crash in between leaves
   * a staged file the storage sweep finishes (row committed) or removes (no row). Then the
   * analysis is queued.
   */
  async uploadGenotype(actor: number | null, barcode: string, content: Buffer, fileName: string): Promise<SampleSummary> {
    const { detection, sample } = await this.current(barcode)
    if (isNonChipType(detection.product_type)) throw argError('barcode', LAB_MESSAGES.notChip)
    this.expect('uploadGenotype', sample?.state)
    if (content.length === 0) throw argError('file', LAB_MESSAGES.fileEmpty)
    if (content.length > RAW_FILE_MAX_BYTES) throw argError('file', LAB_MESSAGES.fileTooLarge)
    const key = `raw/users/${detection.user_id}/d${detection.id}-s${sample!.seq}-${randomBytes(8).toString('hex')}.raw`
    let staged
    try {
      staged = await this.storage.stage(key, content, { owner: detection.user_id, maxBytes: RAW_FILE_MAX_BYTES })
    } catch (err) {
      if (err instanceof StorageLimitError) throw argError('file', LAB_MESSAGES.fileTooLarge)
      throw err
    }
    const stored = staged.object
    const now = this.clock()
    try {
      await this.db.transaction().execute(async trx => {
        await this.guardedChange(trx, sample!, true)
        await attachRawFile(trx, sample!.id, { detectionId: detection.id, userId: detection.user_id, storageKey: key, fileName: safeFileName(fileName), bytes: stored.size, sha256: stored.sha256, source: 'lab', uploadedBy: actor }, now)
        await recordStateChange(trx, { detectionId: detection.id, barcode: detection.barcode, ownerUserId: detection.user_id, sampleId: sample!.id, state: SAMPLE_STATES.GENOTYPED, actorUserId: actor }, now)
        await recordStateChange(trx, { detectionId: detection.id, barcode: detection.barcode, ownerUserId: detection.user_id, sampleId: sample!.id, state: SAMPLE_STATES.ANALYSING }, now)
      })
    } catch (err) {
      await staged.abort().catch(() => undefined)
      throw err
    }
    await staged.commit()
    return this.summary(barcode)
  }

  /**
   * Staff reviewed a held report and publish it. A report held for a sex mismatch is released
   * with a conclusion and a reason the owner reads (SEX_REVIEW_CONCLUSIONS): `genetic` corrects
   * the person's sex to the one the analysis read, `declared` keeps it. The owner's timeline and
   * notification say which, and why: a released report never silently contradicts the person page.
   */
  async release(actor: number | null, barcode: string, review: { note?: string; sexConclusion?: SexReviewConclusion; reason?: string } = {}): Promise<SampleSummary> {
    const { detection, sample } = await this.current(barcode)
    this.expect('release', sample?.state)
    const latest = await this.db.selectFrom('analysis_results').select('sex').where('detection_id', '=', detection.id).orderBy('id', 'desc').executeTakeFirst()
    const genetic = latest?.sex
    const mismatch = (genetic === 'male' || genetic === 'female') && detection.sex !== null && detection.sex !== genetic
    let ownerNote: string | null = null
    if (mismatch) {
      if (!review.sexConclusion) throw argError('sexConclusion', SEX_REVIEW_MESSAGES.conclusionRequired)
      const reason = review.reason?.trim()
      if (!reason) throw argError('reason', SEX_REVIEW_MESSAGES.reasonRequired)
      ownerNote = sexReviewOwnerNote(review.sexConclusion, { declared: detection.sex!, genetic: genetic! }, reason)
    }
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      await this.guardedChange(trx, sample!, true)
      await setHoldReason(trx, sample!.id, null)
      if (mismatch && review.sexConclusion === 'genetic') await trx.updateTable('tested_persons').set({ sex: genetic!, updated_at: now }).where('id', '=', detection.person_id).execute()
      await markReportOut(trx, detection.id)
      await recordStateChange(trx, { detectionId: detection.id, barcode: detection.barcode, ownerUserId: detection.user_id, sampleId: sample!.id, state: SAMPLE_STATES.PUBLISHED, note: review.note ?? null, ownerNote, actorUserId: actor }, now)
    })
    return this.summary(barcode)
  }

  /**
   * A non-chip sample's result, entered by hand (domains/nonchip), is published: qcPassed →
   * published with the report flag, the timeline entry and the notification, and `write` (the
   * result row's own change) in the same transaction.
   */
  async publishEntered(actor: number | null, barcode: string, write: (trx: Kysely<Database>, ids: { detectionId: number; sampleId: number }, now: number) => Promise<void>): Promise<SampleSummary> {
    const { detection, sample } = await this.current(barcode)
    this.expect('publishResult', sample?.state)
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      await this.guardedChange(trx, sample!, true)
      await write(trx, { detectionId: detection.id, sampleId: sample!.id }, now)
      await markReportOut(trx, detection.id)
      await recordStateChange(trx, { detectionId: detection.id, barcode: detection.barcode, ownerUserId: detection.user_id, sampleId: sample!.id, state: SAMPLE_STATES.PUBLISHED, actorUserId: actor }, now)
    })
    return this.summary(barcode)
  }

  /** a failed analysis is queued again */
  async retry(actor: number | null, barcode: string): Promise<SampleSummary> {
    const { detection, sample } = await this.current(barcode)
    this.expect('retry', sample?.state)
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      await this.guardedChange(trx, sample!, true)
      await recordStateChange(trx, { detectionId: detection.id, barcode: detection.barcode, ownerUserId: detection.user_id, sampleId: sample!.id, state: SAMPLE_STATES.ANALYSING, actorUserId: actor }, now)
    })
    return this.summary(barcode)
  }
}

function safeFileName(name: string): string {
  return (name || 'genotype.txt').replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200)
}
