/**
 * Non-chip tests (issue 15 item 3). A non-chip kit is bound like any kit and moves through the
 * laboratory's states (bound → received → QC); after QC the laboratory enters the structured
 * result of its product type, validated against the type's definition (contracts
 * report/nonchip; 4006 names the field in Chinese), saves it as a draft and publishes it (the
 * lab's publishEntered: state, report flag, timeline and notification in one transaction). The
 * owner, a person it is shared with, or a share-link visitor of that report reads the published
 * result with its interpretation; sample mode reads the demo of a type, marked 示例.
 *
 * Codes: 2030 unknown barcode (lab), 4006 bad values or wrong state, 4004 a barcode the caller
 * cannot see, 2200 not published yet, 4003 a chip product or another type than asked.
 */
import type { Kysely } from 'kysely'
import {
  CODES,
  NONCHIP_DEFINITIONS,
  interpretNonChip,
  isNonChipType,
  normalizeBarcode,
  riskIntakeAdvice,
  riskIntakeFlags,
  type NonChipType,
  type NonChipValues,
  type RiskIntakeAnswers
} from '@xungen/contracts'
import { riskIntakeProblems, validateNonChipValues } from '@xungen/contracts/endpoints'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import type { LabService } from '../lab'
import type { PersonsService } from '../persons'
import { DEMO_SAMPLE } from '../analysis'
import { publishedDetection, sharedDetection, type Viewer } from '../reports'
import { NONCHIP_DEMO_VALUES } from './demo'
import './tables'

export const NONCHIP_MESSAGES = {
  notNonChip: '该样本是芯片检测，结果由数据分析生成，不能手工录入',
  nothingSaved: '请先保存检测结果再发布',
  published: '该样本的结果已发布，不能再修改'
} as const

/** a non-chip test's report of the type asked for (any when none is); 4003 otherwise */
function nonChipOf(productType: string, type: NonChipType | undefined): NonChipType {
  if (!isNonChipType(productType) || (type && type !== productType)) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
  return productType as NonChipType
}

function problemError(problems: Array<{ field: string; message: string }>): AppError {
  const [first, ...more] = problems
  return argError(first.field, first.message, more)
}

export class NonChipService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly lab: LabService,
    private readonly persons: PersonsService
  ) {}

  private async labSample(barcode: string) {
    const { detection, sample } = await this.lab.current(barcode)
    if (!isNonChipType(detection.product_type)) throw argError('barcode', NONCHIP_MESSAGES.notNonChip)
    return { detection, sample, type: detection.product_type as NonChipType }
  }

  private async row(sampleId: number | undefined) {
    if (sampleId === undefined) return undefined
    return this.db.selectFrom('nonchip_results').selectAll().where('sample_id', '=', sampleId).executeTakeFirst()
  }

  private labView(barcode: string, type: NonChipType, row: Awaited<ReturnType<NonChipService['row']>>) {
    return {
      barcode,
      productType: type,
      status: (row?.status ?? 'none') as 'none' | 'draft' | 'published',
      values: row ? (JSON.parse(row.values_json) as NonChipValues) : null,
      updatedAt: row ? Number(row.updated_at) : null,
      publishedAt: row?.published_at == null ? null : Number(row.published_at)
    }
  }

  async labResult(barcode: string) {
    const { detection, sample, type } = await this.labSample(barcode)
    return this.labView(detection.barcode, type, await this.row(sample?.id))
  }

  /** the laboratory saves (or corrects) the result of a sample after QC; nothing is written when a value is wrong */
  async save(actor: number, barcode: string, raw: unknown) {
    const { detection, sample, type } = await this.labSample(barcode)
    const existing = await this.row(sample?.id)
    if (existing?.status === 'published') throw argError('values', NONCHIP_MESSAGES.published)
    this.lab.expect('enterResult', sample?.state)
    const checked = validateNonChipValues(type, raw)
    if (!checked.ok) throw problemError(checked.problems)
    const now = this.clock()
    const json = JSON.stringify(checked.values)
    if (existing) {
      await this.db.updateTable('nonchip_results').set({ values_json: json, entered_by: actor, updated_at: now }).where('id', '=', existing.id).where('status', '=', 'draft').execute()
    } else {
      await this.db
        .insertInto('nonchip_results')
        .values({ detection_id: detection.id, sample_id: sample!.id, product_type: type, values_json: json, status: 'draft', entered_by: actor, published_by: null, created_at: now, updated_at: now, published_at: null })
        .execute()
    }
    return this.labView(detection.barcode, type, await this.row(sample!.id))
  }

  /** the saved draft becomes the report (validated again: a definition may have changed since it was saved) */
  async publish(actor: number, barcode: string) {
    const { sample, type } = await this.labSample(barcode)
    const row = await this.row(sample?.id)
    if (!row || row.status !== 'draft') throw argError('values', row ? NONCHIP_MESSAGES.published : NONCHIP_MESSAGES.nothingSaved)
    const checked = validateNonChipValues(type, JSON.parse(row.values_json))
    if (!checked.ok) throw problemError(checked.problems)
    return this.lab.publishEntered(actor, barcode, async (trx, ids, now) => {
      const r = await trx.updateTable('nonchip_results').set({ status: 'published', published_by: actor, published_at: now, updated_at: now }).where('id', '=', row.id).where('sample_id', '=', ids.sampleId).where('status', '=', 'draft').executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) throw argError('values', NONCHIP_MESSAGES.published)
    })
  }

  private demo(type: NonChipType | undefined) {
    if (!type) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED, '请指定要查看的示例检测')
    const values = NONCHIP_DEMO_VALUES[type]
    return {
      sample: true,
      sampleLabel: DEMO_SAMPLE.label,
      barcode: DEMO_SAMPLE.barcode,
      person: { id: null, name: DEMO_SAMPLE.personName, sex: DEMO_SAMPLE.sex },
      productType: type,
      productName: NONCHIP_DEFINITIONS[type].name,
      values,
      interpretation: interpretNonChip(type, values),
      publishedAt: null
    }
  }

  /** the published result of a barcode, as its owner (or whom it is shared with) reads it */
  async result(viewer: Viewer, rawBarcode: string, type?: NonChipType) {
    const barcode = normalizeBarcode(rawBarcode)
    let detectionId: number
    if (viewer.shareToken) {
      const shared = await sharedDetection(this.db, viewer.shareToken, this.clock())
      if (!shared || barcode !== shared.barcode) throw new AppError(CODES.REPORT_NOT_FOUND)
      detectionId = shared.id
    } else {
      if (!viewer.userId || viewer.sampleHeader || barcode === DEMO_SAMPLE.barcode) return this.demo(type)
      // 4004 someone else's, 4003 a chip test or another type, 2200 not out yet (the reports domain's one guard)
      const found = await publishedDetection(this.persons, viewer.userId, barcode, { accept: d => nonChipOf(d.product_type, type) })
      detectionId = found.detection.id
    }
    const d = await this.db
      .selectFrom('detections')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['detections.id', 'detections.barcode', 'detections.product_type', 'detections.person_id', 'tested_persons.name', 'tested_persons.sex'])
      .where('detections.id', '=', detectionId)
      .executeTakeFirstOrThrow()
    // a share link opens only a published report (sharedDetection); it may still be a chip report
    const t = nonChipOf(d.product_type, type)
    const row = await this.db
      .selectFrom('nonchip_results')
      .selectAll()
      .where('detection_id', '=', d.id)
      .where('status', '=', 'published')
      .orderBy('id', 'desc')
      .executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_PUBLISHED)
    const values = JSON.parse(row.values_json) as NonChipValues
    return {
      sample: false,
      sampleLabel: null,
      barcode: d.barcode,
      person: { id: d.person_id, name: d.name, sex: d.sex },
      productType: t,
      productName: NONCHIP_DEFINITIONS[t].name,
      values,
      interpretation: interpretNonChip(t, values),
      publishedAt: row.published_at == null ? null : Number(row.published_at)
    }
  }

  // --- the NGS risk test's intake -------------------------------------------------------------

  private intakeView(r: { id: number; answers_json: string; flags_json: string; created_at: number }) {
    const flags = JSON.parse(r.flags_json)
    return { id: r.id, answers: JSON.parse(r.answers_json) as RiskIntakeAnswers, flags, advice: riskIntakeAdvice(flags), createdAt: Number(r.created_at) }
  }

  async saveIntake(userId: number, answers: RiskIntakeAnswers) {
    const problems = riskIntakeProblems(answers)
    if (problems.length) throw problemError(problems)
    const flags = riskIntakeFlags(answers)
    const now = this.clock()
    const r = await this.db
      .insertInto('ngs_risk_intakes')
      .values({ user_id: userId, answers_json: JSON.stringify(answers), flags_json: JSON.stringify(flags), created_at: now })
      .returning(['id', 'answers_json', 'flags_json', 'created_at'])
      .executeTakeFirstOrThrow()
    return this.intakeView(r)
  }

  async latestIntake(userId: number) {
    const r = await this.db.selectFrom('ngs_risk_intakes').select(['id', 'answers_json', 'flags_json', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst()
    return { intake: r ? this.intakeView(r) : null }
  }
}

/** account cancellation (personal-data registry): the account's intakes, its detections' results, and results left without a detection */
export async function deleteAccountNonChip({ userId, db }: { userId: number; db: Kysely<Database> }): Promise<void> {
  await db.deleteFrom('ngs_risk_intakes').where('user_id', '=', userId).execute()
  await db
    .deleteFrom('nonchip_results')
    .where(eb => eb.or([
      eb('detection_id', 'in', eb.selectFrom('detections').select('id').where('user_id', '=', userId)),
      eb('detection_id', 'not in', eb.selectFrom('detections').select('id'))
    ]))
    .execute()
}
