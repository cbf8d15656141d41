/**
 * The binding wizard's rules (spec 2.12, 3.4, 3.5): the barcode check, the appellation check,
 * the name and surname checks, the server-side draft a person can leave and resume, and the
 * submit that binds a kit to a new or an existing tested person. A submit is idempotent: the
 * draft is bound once, and a second submit answers the same binding.
 */
import type { Kysely } from 'kysely'
import {
  APPELLATIONS,
  BARCODE_MESSAGES,
  CODES,
  NATIONS,
  SAMPLE_STATES,
  SAMPLE_COLLECTOR_RELATIONS,
  appellationProblem,
  barcodeFormatProblem,
  impliedSex,
  isNation,
  bindableKitProductOf,
  nonChipDefinition,
  nameErrors,
  normalizeBarcode,
  normalizeName,
  normalizeRelativesName,
  relativesNameProblem,
  type KitProduct
} from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import { isUniqueViolation } from '../../db/errors'
import { createDetection } from './detections'
import { createSample } from './samples'
import { recordStateChange } from './timeline'
import { validBirthday } from './service'
import { PERSON_SEALED_COLUMNS, type PersonalFields } from '../../security/personalFields'

/** spec 3.4 DetectionPersonDraft, plus geneRelatives: the online-search agreement turns relatives finding on */
export interface BindDraft {
  barcode?: string
  appellation?: string
  personId?: number
  name?: string
  /** the 称呼 other accounts see (relatives finding); empty: the default */
  relativesName?: string
  surname?: string
  sex?: 'male' | 'female'
  birthday?: string
  birthplace?: string
  birthplaceCode?: string
  ancestralPlace?: string
  ancestralPlaceCode?: string
  nation?: string
  collected?: boolean
  collectDate?: string
  ancestryFeatures?: string[]
  productType?: string
  openAncestryFunction?: boolean
  researchAgree?: boolean
  /** /protocol/saliva read and agreed */
  salivaAgree?: boolean
  /** /protocol/online-search agreed: relatives finding on for the person */
  geneRelatives?: boolean
  coupleConfirmed?: boolean
  authorize?: 0 | 1
  configKey?: string
  bindClient?: string
  refBarcode?: string
  useOldSample?: boolean
}

export const DRAFT_FIELDS: ReadonlyArray<keyof BindDraft> = [
  'barcode', 'appellation', 'personId', 'name', 'relativesName', 'surname', 'sex', 'birthday', 'birthplace', 'birthplaceCode', 'ancestralPlace', 'ancestralPlaceCode',
  'nation', 'collected', 'collectDate', 'ancestryFeatures', 'productType', 'openAncestryFunction', 'researchAgree', 'salivaAgree', 'geneRelatives',
  'coupleConfirmed', 'authorize', 'configKey', 'bindClient', 'refBarcode', 'useOldSample'
]

export const BIND_MESSAGES = {
  surnameEmpty: '请输入姓氏',
  surnameForm: '姓氏应为 1 到 2 个汉字',
  surnameMismatch: '姓名应以所填姓氏开头',
  sexConflict: '所选性别与关系不一致',
  collectDate: '请填写正确的采样日期',
  notCollected: '请先完成唾液采集再绑定',
  salivaAgree: '请阅读并同意《唾液采集知情同意书》',
  personTaken: '该检测人已绑定过同类产品，请选择其他检测人',
  nothingToSubmit: '没有待提交的绑定信息，请重新绑定',
  sensitiveConsent: '请阅读并同意《敏感个人信息处理单独同意书》后再绑定',
  femaleOnly: (name: string) => `${name}仅适用于女性，请选择女性检测人`
} as const

const SURNAME = /^[\u4e00-\u9fff]{1,2}$/

export interface BarcodeCheckResult {
  barcode: string
  product: KitProduct
}

/** whether the account accepted the current separate consent for sensitive personal information (consent domain) */
export type SensitiveConsent = (userId: number) => Promise<boolean>

export class BindingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly sensitiveConsent: SensitiveConsent,
    /** the person's name and places are sealed under the account's key */
    private readonly personal: PersonalFields
  ) {}

  /** format + check digit (4006), exists (2030), not bound (2031), product supported (2032) */
  async checkBarcode(raw: string | undefined): Promise<BarcodeCheckResult> {
    const barcode = normalizeBarcode(raw)
    const problem = barcodeFormatProblem(barcode)
    if (problem) throw argError('barcode', BARCODE_MESSAGES[problem])
    const kit = await this.db.selectFrom('kits').selectAll().where('barcode', '=', barcode).executeTakeFirst()
    if (!kit) throw new AppError(CODES.SCT_NON_EXIST, '样本编码不存在，请核对采样盒上的编码')
    const bound = await this.db.selectFrom('detections').select('id').where('barcode', '=', barcode).executeTakeFirst()
    if (bound) throw new AppError(CODES.SCT_BOUND)
    const product = bindableKitProductOf(kit.sku)
    if (!product) throw new AppError(CODES.SCT_NONSUPPORT_BARCODE)
    return { barcode, product }
  }

  /** relations the user's other persons hold already */
  private async heldAppellations(userId: number, exceptPersonId: number | null): Promise<string[]> {
    const rows = await this.db.selectFrom('tested_persons').select(['id', 'appellation']).where('user_id', '=', userId).where('deleted_at', 'is', null).execute()
    return rows.filter(r => r.id !== exceptPersonId && r.appellation).map(r => r.appellation!)
  }

  async checkAppellation(userId: number, q: { appellation?: string; personId?: number; sex?: 'male' | 'female' }) {
    let sex = q.sex ?? null
    if (q.personId !== undefined) {
      const p = await this.ownedPerson(userId, q.personId)
      sex = (p.sex as 'male' | 'female' | null) ?? sex
    }
    const problem = appellationProblem(q.appellation, { sex, heldByOthers: await this.heldAppellations(userId, q.personId ?? null) })
    return { succeeded: problem === null, errors: problem ? [problem] : [], impliedSex: impliedSex(q.appellation) }
  }

  /** spec 5 name rules (contracts) plus the surname: 1-2 Han characters the name starts with */
  checkName(q: { name?: string; surname?: string }) {
    const name = normalizeName(q.name)
    const errors = [...nameErrors(name)]
    if (q.surname !== undefined) {
      const surname = (q.surname ?? '').trim()
      if (!surname) errors.push(BIND_MESSAGES.surnameEmpty)
      else if (!SURNAME.test(surname)) errors.push(BIND_MESSAGES.surnameForm)
      else if (name && !name.startsWith(surname)) errors.push(BIND_MESSAGES.surnameMismatch)
    }
    return { succeeded: errors.length === 0, errors }
  }

  options() {
    return {
      nations: NATIONS.map(n => ({ code: n.code, name: n.name })),
      appellations: SAMPLE_COLLECTOR_RELATIONS.map(key => ({ key, label: APPELLATIONS[key].label, sex: APPELLATIONS[key].sex }))
    }
  }

  private async ownedPerson(userId: number, personId: number) {
    const p = await this.db.selectFrom('tested_persons').selectAll().where('id', '=', personId).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst()
    if (!p) throw new AppError(CODES.SCT_NON_EXIST)
    return p
  }

  // --- the draft (spec 3.4) ------------------------------------------------------------------

  async draft(userId: number): Promise<{ draftId: number | null; draft: BindDraft | null; updatedAt: number | null }> {
    const row = await this.db.selectFrom('bind_drafts').selectAll().where('user_id', '=', userId).where('status', '=', 'open').orderBy('id', 'desc').executeTakeFirst()
    return row ? { draftId: row.id, draft: JSON.parse(row.data), updatedAt: row.updated_at } : { draftId: null, draft: null, updatedAt: null }
  }

  /** merges the given fields into the open draft (creating it); a new barcode starts a new draft */
  async saveDraft(userId: number, patch: BindDraft): Promise<{ draftId: number; draft: BindDraft; updatedAt: number }> {
    const now = this.clock()
    const clean: BindDraft = {}
    for (const k of DRAFT_FIELDS) if (patch[k] !== undefined) (clean as Record<string, unknown>)[k] = patch[k]
    if (clean.barcode !== undefined) clean.barcode = normalizeBarcode(clean.barcode)
    return this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('bind_drafts').selectAll().where('user_id', '=', userId).where('status', '=', 'open').orderBy('id', 'desc').executeTakeFirst()
      if (row) {
        const current = JSON.parse(row.data) as BindDraft
        const fresh = clean.barcode !== undefined && current.barcode !== undefined && clean.barcode !== current.barcode
        const merged = fresh ? clean : { ...current, ...clean }
        await trx.updateTable('bind_drafts').set({ data: await this.personal.seal(userId, JSON.stringify(merged), trx), updated_at: now }).where('id', '=', row.id).execute()
        return { draftId: row.id, draft: merged, updatedAt: now }
      }
      // the draft holds the person's name, birthday and places: sealed under the account's key
      const inserted = await trx.insertInto('bind_drafts').values({ user_id: userId, data: await this.personal.seal(userId, JSON.stringify(clean), trx), status: 'open', detection_id: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()
      return { draftId: inserted.id, draft: clean, updatedAt: now }
    })
  }

  async clearDraft(userId: number): Promise<{ cleared: number }> {
    const r = await this.db.updateTable('bind_drafts').set({ status: 'abandoned', updated_at: this.clock() }).where('user_id', '=', userId).where('status', '=', 'open').executeTakeFirst()
    return { cleared: Number(r.numUpdatedRows) }
  }

  /**
   * Binds the open draft (after merging `patch` into it). Every rule is checked again here: the
   * pages check as the person goes, but only the submit binds. A draft that was submitted
   * already answers its binding again (a double tap, a retried request).
   */
  async submit(userId: number, patch: BindDraft & { draftId?: number }): Promise<{ personId: number; barcode: string; detectionId: number; relativesFinding: boolean; repeated: boolean }> {
    if (patch.draftId !== undefined) {
      const done = await this.db.selectFrom('bind_drafts').selectAll().where('id', '=', patch.draftId).where('user_id', '=', userId).executeTakeFirst()
      if (done && done.status === 'submitted' && done.detection_id !== null) return this.answerOf(done.detection_id, true)
    }
    const hasPatch = DRAFT_FIELDS.some(k => patch[k] !== undefined)
    const { draftId, draft } = hasPatch ? await this.saveDraft(userId, patch) : await this.draft(userId)
    if (!draft || draftId === null) {
      // no open draft: the same barcode bound by this user already (the first submit won) answers again
      if (patch.barcode) {
        const d = await this.db.selectFrom('detections').select(['id', 'user_id']).where('barcode', '=', normalizeBarcode(patch.barcode)).executeTakeFirst()
        if (d && d.user_id === userId) return this.answerOf(d.id, true)
      }
      throw argError('barcode', BIND_MESSAGES.nothingToSubmit)
    }
    const now = this.clock()
    let checked: BarcodeCheckResult
    try {
      checked = await this.checkBarcode(draft.barcode)
    } catch (err) {
      // the kit was bound by this very draft's user a moment ago (a concurrent second submit)
      if (err instanceof AppError && err.code === CODES.SCT_BOUND) {
        const d = await this.db.selectFrom('detections').select(['id', 'user_id']).where('barcode', '=', normalizeBarcode(draft.barcode)).executeTakeFirst()
        if (d && d.user_id === userId) return this.answerOf(d.id, true)
      }
      throw err
    }
    const existing = draft.personId !== undefined ? await this.ownedPerson(userId, draft.personId) : null
    const sex = existing ? ((existing.sex as 'male' | 'female' | null) ?? draft.sex) : draft.sex
    const app = await this.checkAppellation(userId, { appellation: draft.appellation ?? existing?.appellation ?? undefined, personId: draft.personId, sex: sex ?? undefined })
    if (!app.succeeded) throw argError('appellation', app.errors[0])
    if (!existing) {
      const names = this.checkName({ name: draft.name, surname: draft.surname })
      if (!names.succeeded) throw argError('name', names.errors[0])
      if (sex !== 'male' && sex !== 'female') throw argError('sex', '请选择性别')
      const implied = impliedSex(draft.appellation)
      if (implied && implied !== sex) throw argError('sex', BIND_MESSAGES.sexConflict)
      if (!validBirthday(draft.birthday, now)) throw argError('birthday', '请填写正确的出生日期')
      if (draft.nation !== undefined && !isNation(draft.nation)) throw argError('nation', '请选择民族')
      const alias = relativesNameProblem(draft.relativesName, draft.name, draft.surname)
      if (alias) throw argError('relativesName', alias)
    } else {
      const taken = await this.db.selectFrom('detections').select('id').where('person_id', '=', existing.id).where('product_type', '=', checked.product.type).executeTakeFirst()
      if (taken) throw argError('personId', BIND_MESSAGES.personTaken)
    }
    // a test for women only (HPV, AMH: issue 15 item 3)
    const forSex = nonChipDefinition(checked.product.type)?.sex
    if (forSex && sex !== forSex) throw argError(existing ? 'personId' : 'sex', BIND_MESSAGES.femaleOnly(checked.product.name))
    if (draft.collected !== true) throw argError('collected', BIND_MESSAGES.notCollected)
    if (!validBirthday(draft.collectDate, now)) throw argError('collectDate', BIND_MESSAGES.collectDate)
    if (draft.salivaAgree !== true) throw argError('salivaAgree', BIND_MESSAGES.salivaAgree)
    // PIPL art. 29: genetic data is processed only with its own consent (POST /proxy/user/agreements, document 'sensitive')
    if (!(await this.sensitiveConsent(userId))) throw argError('sensitive', BIND_MESSAGES.sensitiveConsent)

    try {
      const detectionId = await this.db.transaction().execute(async trx => {
        // the draft is claimed first: of two concurrent submits only one moves it from open
        const claimed = await trx.updateTable('bind_drafts').set({ status: 'submitting', updated_at: now }).where('id', '=', draftId).where('status', '=', 'open').executeTakeFirst()
        if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(CODES.SCT_BOUND)
        let personId: number
        let personName: string
        if (existing) {
          personId = existing.id
          personName = existing.name
          if (draft.geneRelatives === true) await trx.updateTable('tested_persons').set({ relatives_opt_in: 1, updated_at: now }).where('id', '=', existing.id).execute()
        } else {
          personName = normalizeName(draft.name)
          const p = await trx
            .insertInto('tested_persons')
            .values({
              user_id: userId, sex: sex!, birthday: draft.birthday!, birthplace_code: draft.birthplaceCode ?? null, ancestral_place_code: draft.ancestralPlaceCode ?? null,
              nation: draft.nation ?? null, appellation: draft.appellation ?? null, relatives_name: normalizeRelativesName(draft.relativesName) || null, ancestry_features: draft.ancestryFeatures ? JSON.stringify(draft.ancestryFeatures) : null,
              relatives_opt_in: draft.geneRelatives === true ? 1 : 0, gene_origin_opt_in: 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null,
              ...(await this.personal.sealColumns(userId, { name: personName, birthplace: draft.birthplace ?? null, ancestral_place: draft.ancestralPlace ?? null }, PERSON_SEALED_COLUMNS, trx)),
              surname: draft.surname?.trim() ?? null
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          personId = p.id
        }
        const detectionId = await createDetection(trx, {
          barcode: checked.barcode, person_id: personId, user_id: userId, sku: checked.product.sku, product_type: checked.product.type,
          submodules: JSON.stringify(checked.product.supportSubmodules), collected: 1, collect_date: draft.collectDate!, research_agree: draft.researchAgree ? 1 : 0,
          open_ancestry: draft.openAncestryFunction ? 1 : 0, source: 'kit', has_report: 0, created_at: now
        })
        const sampleId = await createSample(trx, { detectionId, barcode: checked.barcode, seq: 1, state: SAMPLE_STATES.BOUND }, now)
        await recordStateChange(trx, { detectionId, barcode: checked.barcode, ownerUserId: userId, sampleId, state: SAMPLE_STATES.BOUND }, now)
        await trx.updateTable('bind_drafts').set({ status: 'submitted', detection_id: detectionId, updated_at: now }).where('id', '=', draftId).execute()
        return detectionId
      })
      return this.answerOf(detectionId, false)
    } catch (err) {
      if (isUniqueViolation(err) || (err instanceof AppError && err.code === CODES.SCT_BOUND)) {
        const d = await this.db.selectFrom('detections').select(['id', 'user_id']).where('barcode', '=', checked.barcode).executeTakeFirst()
        if (d && d.user_id === userId) return this.answerOf(d.id, true)
        throw new AppError(CODES.SCT_BOUND)
      }
      throw err
    }
  }

  private async answerOf(detectionId: number, repeated: boolean) {
    const d = await this.db
      .selectFrom('detections')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['detections.id', 'detections.barcode', 'detections.person_id', 'tested_persons.relatives_opt_in'])
      .where('detections.id', '=', detectionId)
      .executeTakeFirstOrThrow()
    return { personId: d.person_id, barcode: d.barcode, detectionId: d.id, relativesFinding: d.relatives_opt_in === 1, repeated }
  }
}
