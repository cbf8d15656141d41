/**
 * Rules of tested persons (spec 3.2, 3.3, 3.14, 4 "Choosing a barcode", 6, 7.3 Detected
 * persons): the person list, a person by id or barcode, updates under base_info_modifiable
 * rules, privacy switches, shared persons, detection info and status, haplogroup names,
 * bindable persons and upgradable samples. No HTTP here.
 *
 * Visibility: a person is visible to its owner and to the accounts it is shared with; to anyone
 * else it does not exist (2030 SCT_NON_EXIST), so an id or barcode never tells whether it
 * belongs to someone else.
 */
import type { Kysely } from 'kysely'
import {
  CODES,
  IMPORTED_DATA_PRODUCT_ID,
  KIT_PRODUCTS,
  sampleStateLabel,
  effectiveSubmodules,
  isNation,
  bindableKitProductOf,
  nameErrors,
  normalizeBarcode,
  normalizeName,
  normalizeRelativesName,
  relativesNameOf,
  relativesNameProblem,
  RELATIVES_NAME_MESSAGES,
  type PrivacyFeature,
  type SampleState
} from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import { PersonsRepository, parseJsonArray, type DetectionRow, type PersonRow, type SampleRow } from './repository'
import { RawDataService, archivedError, notArchivedError, type RawDataStatus } from './rawData'
import { PERSON_SEALED_COLUMNS, type PersonalFields } from '../../security/personalFields'
import { publish } from '../../events'

export const PERSON_MESSAGES = {
  sharedReadOnly: '共享给您的检测人不能修改资料',
  sexLocked: '报告已出，检测人性别不能再修改',
  changesUsedUp: '检测人资料修改次数已用完，如需修改请联系客服',
  birthday: '请填写正确的出生日期',
  sex: '请选择性别',
  nation: '请选择民族',
  notShared: '只能删除别人共享给您的检测人'
} as const

/** DECISION: after a report is out, base info may change this many times (sex never: it was checked against the genome) */
export const BASE_INFO_CHANGES_AFTER_REPORT = 3

const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/

export function validBirthday(value: string | null | undefined, now: number): boolean {
  if (!value || !BIRTHDAY.test(value)) return false
  const t = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value && t <= now && value >= '1900-01-01'
}

export interface DetectionView {
  barcode: string
  hasReport: boolean
  product: { id: string | number; type: string; name: string; supportSubmodules: string[]; needUpdate: boolean; isOnlineProduct: boolean; primerIdentification: string }
  /** the latest sample's state (detection-status) */
  state: SampleState | null
  stateTitle: string | null
  source: string
  collectDate: string | null
}

export interface PersonView {
  id: number
  userId: number
  basic: {
    name: string
    surname: string | null
    sex: string | null
    birthday: string | null
    birthplace: string | null
    birthplaceCode: string | null
    ancestralPlace: string | null
    ancestralPlaceCode: string | null
    nation: string | null
    appellation: string | null
    relativesName: string | null
    shownToRelatives: string
  }
  name: string
  defaultBarcode: string | null
  defaultHaplogroup: string | null
  haplogroup: string | null
  mtHaplogroup: string | null
  detections: DetectionView[]
  share: { isShare: boolean }
  upgradeRoute: never[]
  type: 'CHIP'
  productName: string | null
  productId: string | number | null
  isBind: boolean
  hasReport: boolean
  privacy: Record<PrivacyFeature, boolean>
}

/** the product of an imported file (a detection without a kit) */
// not an online product: imported data cannot be upgraded (its locked items say why: IMPORTED_DATA_LOCK_TEXT)
const IMPORTED_PRODUCT = { id: IMPORTED_DATA_PRODUCT_ID, name: '第三方数据导入', isOnlineProduct: false, primerIdentification: 'CHIP' }

export function productView(d: Pick<DetectionRow, 'sku' | 'product_type' | 'submodules'>): DetectionView['product'] {
  const p = bindableKitProductOf(d.sku) ?? (d.sku === 'import' ? IMPORTED_PRODUCT : null)
  const own = parseJsonArray(d.submodules)
  return {
    id: p?.id ?? d.sku,
    type: d.product_type,
    name: p?.name ?? d.sku,
    supportSubmodules: effectiveSubmodules({ type: d.product_type, supportSubmodules: own }),
    needUpdate: false,
    isOnlineProduct: p?.isOnlineProduct ?? false,
    primerIdentification: p?.primerIdentification ?? 'CHIP'
  }
}

/**
 * The name of a tested person in an answer to `viewerUserId`: the full name for the account that
 * owns the person, the 称呼 (relativesNameOf) for anyone else. Every answer that names another
 * account's person (relatives list, chromosome browser) goes through here.
 */
export function nameForViewer(viewerUserId: number | null, p: { person_id: number; user_id: number; name: string; relatives_name: string | null }): string {
  return viewerUserId !== null && p.user_id === viewerUserId ? p.name : relativesNameOf({ id: p.person_id, relativesName: p.relatives_name })
}

export class PersonsService {
  readonly repo: PersonsRepository
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly rawData: RawDataService,
    /** the person's name and places are sealed under the owner's key (security/personalFields.ts) */
    private readonly personal: PersonalFields
  ) {
    this.repo = new PersonsRepository(db)
  }

  async views(rows: Array<PersonRow & { shared?: number }>): Promise<PersonView[]> {
    const detections = await this.repo.detectionsOf(rows.map(r => r.id))
    const samples = await this.repo.latestSamples(detections.map(d => d.id))
    const results = await this.repo.latestResults(detections.map(d => d.id))
    return rows.map(p => {
      const mine = detections.filter(d => d.person_id === p.id)
      const views: DetectionView[] = mine.map(d => {
        const s = samples.get(d.id)
        const state = (s?.state ?? null) as SampleState | null
        return { barcode: d.barcode, hasReport: d.has_report === 1, product: productView(d), state, stateTitle: state ? sampleStateLabel(state, d.product_type, d.source).title : null, source: d.source, collectDate: d.collect_date }
      })
      const withReport = mine.filter(d => d.has_report === 1)
      const main = withReport[withReport.length - 1] ?? mine[mine.length - 1] ?? null
      const result = main ? results.get(main.id) : undefined
      return {
        id: p.id,
        userId: p.user_id,
        basic: {
          name: p.name, surname: p.surname, sex: p.sex, birthday: p.birthday, birthplace: p.birthplace, birthplaceCode: p.birthplace_code,
          ancestralPlace: p.ancestral_place, ancestralPlaceCode: p.ancestral_place_code, nation: p.nation, appellation: p.appellation,
          relativesName: p.relatives_name, shownToRelatives: relativesNameOf({ id: p.id, relativesName: p.relatives_name })
        },
        name: p.name,
        defaultBarcode: main?.barcode ?? null,
        defaultHaplogroup: result?.y_short ?? result?.mt_haplogroup ?? null,
        haplogroup: result?.y_haplogroup ?? null,
        mtHaplogroup: result?.mt_haplogroup ?? null,
        detections: views,
        share: { isShare: p.shared === 1 },
        upgradeRoute: [],
        type: 'CHIP',
        productName: main ? productView(main).name : null,
        productId: main ? productView(main).id : null,
        isBind: p.shared !== 1,
        // spec 3.2: any ancestry-type detection has a report
        hasReport: withReport.some(d => effectiveSubmodules({ type: d.product_type, supportSubmodules: parseJsonArray(d.submodules) }).includes('ancestor')),
        privacy: { geneRelatives: p.relatives_opt_in === 1, geneOrigin: p.gene_origin_opt_in === 1 }
      }
    })
  }

  /** spec 7.3 persons v2: page (1-based), size, keywords → data.count, data.list, bindCount, shareCount */
  async listV2(userId: number, q: { page: number; size: number; keywords?: string | null }) {
    const all = await this.repo.listVisible(userId, q.keywords?.trim() || null)
    const everything = q.keywords ? await this.repo.listVisible(userId, null) : all
    const start = (q.page - 1) * q.size
    const pageRows = all.slice(start, start + q.size)
    return {
      page: q.page,
      size: q.size,
      count: all.length,
      bindCount: everything.filter(p => p.shared === 0).length,
      shareCount: everything.filter(p => p.shared === 1).length,
      list: await this.views(pageRows),
      isEnd: start + pageRows.length >= all.length
    }
  }

  async visibleOrThrow(userId: number, personId: number) {
    const found = await this.repo.visiblePerson(userId, personId)
    if (!found) throw new AppError(CODES.SCT_NON_EXIST)
    return found
  }

  async byId(userId: number, personId: number): Promise<PersonView> {
    const found = await this.visibleOrThrow(userId, personId)
    return (await this.views([{ ...found.person, shared: found.shared ? 1 : 0 }]))[0]
  }

  /** the detection of a barcode visible to the user (owned or shared person), or 2030 */
  async visibleDetection(userId: number, rawBarcode: string): Promise<{ detection: DetectionRow; person: PersonRow; shared: boolean }> {
    const found = await this.repo.visibleDetection(userId, normalizeBarcode(rawBarcode))
    if (!found) throw new AppError(CODES.SCT_NON_EXIST)
    return found
  }

  async byBarcode(userId: number, barcode: string): Promise<PersonView> {
    const { person, shared } = await this.visibleDetection(userId, barcode)
    return (await this.views([{ ...person, shared: shared ? 1 : 0 }]))[0]
  }

  /** which base fields the owner may change now (base_info_modifiable) */
  async baseInfoModifiable(userId: number, personId: number) {
    const { person, shared } = await this.visibleOrThrow(userId, personId)
    if (shared) return { name: false, sex: false, birthday: false, birthplace: false, ancestralPlace: false, nation: false, changesLeft: 0, reason: PERSON_MESSAGES.sharedReadOnly }
    const hasReport = (await this.repo.detectionsOf([person.id])).some(d => d.has_report === 1)
    const changesLeft = hasReport ? Math.max(0, BASE_INFO_CHANGES_AFTER_REPORT - person.base_info_changes) : null
    const open = changesLeft === null || changesLeft > 0
    return {
      name: open, sex: !hasReport, birthday: open, birthplace: open, ancestralPlace: open, nation: open,
      changesLeft,
      reason: hasReport ? (open ? null : PERSON_MESSAGES.changesUsedUp) : null
    }
  }

  /** spec 3.14 detected person update */
  async update(
    userId: number,
    personId: number,
    body: { name?: string; gender?: 'male' | 'female'; birthday?: string; birthplace?: string; birthplaceCode?: string; ancestralPlace?: string; ancestralPlaceCode?: string; nation?: string; barcode?: string; collectDate?: string; relativesName?: string; privacy?: { feature: PrivacyFeature; open: boolean } }
  ): Promise<PersonView> {
    const { person, shared } = await this.visibleOrThrow(userId, personId)
    if (shared) throw argError('person_id', PERSON_MESSAGES.sharedReadOnly)
    const allowed = await this.baseInfoModifiable(userId, personId)
    const now = this.clock()
    const set: Partial<PersonRow> = {}
    let baseChanged = false
    if (body.name !== undefined && normalizeName(body.name) !== person.name) {
      if (!allowed.name) throw argError('name', allowed.reason ?? PERSON_MESSAGES.changesUsedUp)
      const errors = nameErrors(normalizeName(body.name))
      if (errors.length) throw argError('name', errors[0])
      set.name = normalizeName(body.name)
      baseChanged = true
    }
    if (body.gender !== undefined && body.gender !== person.sex) {
      if (!allowed.sex) throw argError('gender', PERSON_MESSAGES.sexLocked)
      set.sex = body.gender
      baseChanged = true
    }
    if (body.birthday !== undefined && body.birthday !== person.birthday) {
      if (!allowed.birthday) throw argError('birthday', allowed.reason ?? PERSON_MESSAGES.changesUsedUp)
      if (!validBirthday(body.birthday, now)) throw argError('birthday', PERSON_MESSAGES.birthday)
      set.birthday = body.birthday
      baseChanged = true
    }
    if (body.birthplace !== undefined && body.birthplace !== person.birthplace) {
      if (!allowed.birthplace) throw argError('birthplace', allowed.reason ?? PERSON_MESSAGES.changesUsedUp)
      set.birthplace = body.birthplace
      set.birthplace_code = body.birthplaceCode ?? null
      baseChanged = true
    }
    if (body.ancestralPlace !== undefined && body.ancestralPlace !== person.ancestral_place) {
      if (!allowed.ancestralPlace) throw argError('ancestralPlace', allowed.reason ?? PERSON_MESSAGES.changesUsedUp)
      set.ancestral_place = body.ancestralPlace
      set.ancestral_place_code = body.ancestralPlaceCode ?? null
      baseChanged = true
    }
    if (body.nation !== undefined && body.nation !== person.nation) {
      if (!isNation(body.nation)) throw argError('nation', PERSON_MESSAGES.nation)
      if (!allowed.nation) throw argError('nation', allowed.reason ?? PERSON_MESSAGES.changesUsedUp)
      set.nation = body.nation
      baseChanged = true
    }
    if (body.relativesName !== undefined) {
      // the 称呼 is not base info: it can be changed at any time, and is not counted
      const problem = relativesNameProblem(body.relativesName, set.name ?? person.name, person.surname)
      if (problem) throw argError('relativesName', problem)
      set.relatives_name = normalizeRelativesName(body.relativesName) || null
    } else if (set.name && relativesNameProblem(person.relatives_name, set.name, person.surname) === RELATIVES_NAME_MESSAGES.realName) {
      // a new name that the kept 称呼 contains would reach other accounts: the default takes over
      set.relatives_name = null
    }
    if (body.privacy) Object.assign(set, privacyColumns(body.privacy.feature, body.privacy.open))
    await this.db.transaction().execute(async trx => {
      if (Object.keys(set).length || baseChanged) {
        const counted = baseChanged && allowed.changesLeft !== null ? { base_info_changes: person.base_info_changes + 1 } : {}
        const sealed = await this.personal.sealColumns(person.user_id, set, PERSON_SEALED_COLUMNS, trx)
        await trx.updateTable('tested_persons').set({ ...sealed, ...counted, updated_at: now }).where('id', '=', person.id).execute()
      }
      if (body.barcode !== undefined && body.collectDate !== undefined) {
        const d = await trx.selectFrom('detections').select(['id', 'person_id']).where('barcode', '=', normalizeBarcode(body.barcode)).executeTakeFirst()
        if (!d || d.person_id !== person.id) throw new AppError(CODES.SCT_NON_EXIST)
        if (!validBirthday(body.collectDate, now)) throw argError('collectDate', '请填写正确的采样日期')
        await trx.updateTable('detections').set({ collect_date: body.collectDate, collected: 1 }).where('id', '=', d.id).execute()
      }
    })
    return this.byId(userId, personId)
  }

  /** the privacy switch of a person (owner only); turning relatives finding on publishes relatives.opened (its detections with a report are matched) */
  async setPrivacy(userId: number, personId: number, feature: PrivacyFeature, open: boolean): Promise<PersonView> {
    const { person, shared } = await this.visibleOrThrow(userId, personId)
    if (shared) throw argError('person_id', PERSON_MESSAGES.sharedReadOnly)
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      await trx.updateTable('tested_persons').set({ ...privacyColumns(feature, open), updated_at: now }).where('id', '=', person.id).execute()
      if (feature === 'geneRelatives' && !open) {
        // turning relatives finding off removes the person from every match list at once
        const ids = (await trx.selectFrom('detections').select('id').where('person_id', '=', person.id).execute()).map(r => r.id)
        if (ids.length) {
          await trx.deleteFrom('relative_matches').where(eb => eb.or([eb('detection_a', 'in', ids), eb('detection_b', 'in', ids)])).execute()
          await trx.deleteFrom('relative_segments').where(eb => eb.or([eb('detection_a', 'in', ids), eb('detection_b', 'in', ids)])).execute()
        }
      }
      if (feature === 'geneRelatives' && open) {
        const detectionIds = (await trx.selectFrom('detections').select('id').where('person_id', '=', person.id).where('has_report', '=', 1).execute()).map(r => r.id)
        if (detectionIds.length) await publish(trx, 'relatives.opened', { detectionIds })
      }
    })
    return this.byId(userId, personId)
  }

  /** spec 6: "Only the owner can delete a shared person share": the account the person was shared with removes it from its list */
  async deleteSharePerson(userId: number, personId: number): Promise<{ deleted: true }> {
    const found = await this.repo.visiblePerson(userId, personId)
    if (!found) throw new AppError(CODES.SCT_NON_EXIST)
    if (!found.shared) throw argError('id', PERSON_MESSAGES.notShared)
    await this.db.deleteFrom('person_shares').where('id', '=', found.shareId!).execute()
    return { deleted: true }
  }

  /** spec 7.3: haplogroup name by barcode (data.yhaplogroup) */
  async haplogroupName(userId: number, barcode: string) {
    const { detection } = await this.visibleDetection(userId, barcode)
    const r = (await this.repo.latestResults([detection.id])).get(detection.id)
    if (!r || detection.has_report !== 1) return { barcode: detection.barcode, yhaplogroup: null, yhaplogroupShort: null, mthaplogroup: null }
    return { barcode: detection.barcode, yhaplogroup: r.y_haplogroup, yhaplogroupShort: r.y_short, mthaplogroup: r.mt_haplogroup }
  }

  /** spec 7.3: detection info by barcode */
  async detectionInfo(userId: number, barcode: string) {
    const { detection, person, shared } = await this.visibleDetection(userId, barcode)
    const sample = (await this.repo.latestSamples([detection.id])).get(detection.id)
    return {
      barcode: detection.barcode,
      personId: person.id,
      personName: person.name,
      isShare: shared,
      product: productView(detection),
      submodules: productView(detection).supportSubmodules,
      hasReport: detection.has_report === 1,
      state: sample?.state ?? null,
      collected: detection.collected === 1,
      collectDate: detection.collect_date,
      source: detection.source,
      boundAt: detection.created_at
    }
  }

  /** /user/persons/detection-status/:barcode: the sample states as a timeline */
  async detectionStatus(userId: number, barcode: string) {
    const { detection, person } = await this.visibleDetection(userId, barcode)
    const samples = await this.db.selectFrom('samples').selectAll().where('detection_id', '=', detection.id).orderBy('seq').execute()
    const events = await this.db.selectFrom('sample_events').selectAll().where('detection_id', '=', detection.id).orderBy('id').execute()
    const seqOf = new Map(samples.map(s => [s.id, s.seq]))
    const latest = samples[samples.length - 1] as SampleRow | undefined
    return {
      barcode: detection.barcode,
      personId: person.id,
      personName: person.name,
      product: productView(detection),
      state: latest?.state ?? null,
      hasReport: detection.has_report === 1,
      samples: samples.map(s => ({ seq: s.seq, state: s.state, createdAt: s.created_at, updatedAt: s.updated_at })),
      timeline: events.map(e => {
        const label = sampleStateLabel(e.state as SampleState, detection.product_type, detection.source)
        return { state: e.state, title: label?.title ?? e.state, content: label?.content ?? '', sampleSeq: e.sample_id !== null ? seqOf.get(e.sample_id) ?? null : null, date: e.created_at, labNote: e.owner_note }
      })
    }
  }

  /** /user/persons/detection-status: every detection of the caller's own persons with its current state */
  async detectionStatusList(userId: number) {
    const persons = await this.repo.ownedPersons(userId)
    const detections = await this.repo.detectionsOf(persons.map(p => p.id))
    const samples = await this.repo.latestSamples(detections.map(d => d.id))
    const names = new Map(persons.map(p => [p.id, p.name]))
    return {
      list: detections.map(d => {
        const s = samples.get(d.id)
        const state = (s?.state ?? null) as SampleState | null
        return { barcode: d.barcode, personId: d.person_id, personName: names.get(d.person_id) ?? '', product: productView(d), state, title: state ? sampleStateLabel(state, d.product_type, d.source).title : null, hasReport: d.has_report === 1, updatedAt: s?.updated_at ?? d.created_at }
      })
    }
  }

  /** persons of the caller a barcode may be bound to: owned persons without a detection of the same product type */
  async bindablePersons(userId: number, barcode: string | null) {
    const owned = await this.repo.ownedPersons(userId)
    const kit = barcode ? await this.db.selectFrom('kits').select(['product_type']).where('barcode', '=', normalizeBarcode(barcode)).executeTakeFirst() : undefined
    const detections = await this.repo.detectionsOf(owned.map(p => p.id))
    const bindable = owned.filter(p => !kit || !detections.some(d => d.person_id === p.id && d.product_type === kit.product_type))
    return { bindablePersons: await this.views(bindable) }
  }

  /** samples of a person whose product can be upgraded (more submodules on the same chip data) */
  async upgradableSamples(userId: number, personId: number) {
    const { person } = await this.visibleOrThrow(userId, personId)
    const detections = await this.repo.detectionsOf([person.id])
    const list = detections
      .map(d => {
        const have = productView(d).supportSubmodules
        const upgradeTo = Object.values(KIT_PRODUCTS).filter(p => p.sku !== d.sku && effectiveSubmodules(p).length > have.length && have.every(s => (effectiveSubmodules(p) as string[]).includes(s)))
        return { barcode: d.barcode, product: productView(d), upgradeTo }
      })
      .filter(x => x.upgradeTo.length > 0)
    return { list }
  }

  /** the owner's raw file of a barcode (the latest sample's); shared viewers and everyone else get 2030 */
  async rawDataFile(userId: number, barcode: string): Promise<{ id: number; barcode: string; fileName: string; bytes: number }> {
    const { detection, file } = await this.ownRawFile(userId, barcode)
    if (file.archived_at !== null) throw archivedError()
    return { id: file.id, barcode: detection.barcode, fileName: file.file_name, bytes: file.bytes }
  }

  /** the raw file a download link names, with its barcode, if it still belongs to that account and is not archived */
  async rawFileForLink(rawFileId: number, userId: number) {
    const f = await this.db
      .selectFrom('raw_files')
      .innerJoin('detections', 'detections.id', 'raw_files.detection_id')
      .selectAll('raw_files')
      .select('detections.barcode')
      .where('raw_files.id', '=', rawFileId)
      .where('raw_files.user_id', '=', userId)
      .where('detections.user_id', '=', userId)
      .executeTakeFirst()
    return f && f.archived_at === null ? f : null
  }

  /** the latest raw file of one of the caller's own detections (2030 for shared or someone else's) */
  private async ownRawFile(userId: number, barcode: string) {
    const { detection, shared } = await this.visibleDetection(userId, barcode)
    if (shared) throw new AppError(CODES.SCT_NON_EXIST)
    const file = await this.db
      .selectFrom('samples')
      .innerJoin('raw_files', 'raw_files.id', 'samples.raw_file_id')
      .selectAll('raw_files')
      .where('samples.detection_id', '=', detection.id)
      .orderBy('samples.seq', 'desc')
      .executeTakeFirst()
    if (!file) throw new AppError(CODES.NOT_FOUND, '该检测还没有原始数据')
    return { detection, file }
  }

  /** available, archived or thawing (with progress) */
  async rawDataStatus(userId: number, barcode: string): Promise<RawDataStatus> {
    const { detection, file } = await this.ownRawFile(userId, barcode)
    return this.rawData.status(detection.barcode, file)
  }

  /** asks for an archived file back; returns the status and whether a copy job must be queued */
  async requestThaw(userId: number, barcode: string): Promise<{ status: RawDataStatus; rawFileId: number; queue: boolean }> {
    const { file } = await this.ownRawFile(userId, barcode)
    if (file.archived_at === null) throw notArchivedError()
    const queue = await this.rawData.requestThaw(file.id)
    return { status: await this.rawDataStatus(userId, barcode), rawFileId: file.id, queue }
  }

  /** the caller's notification records, newest first (spec 3.7) */
  async notifications(userId: number, limit = 50) {
    const rows = await this.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute()
    return {
      list: rows.map(r => ({ id: r.id, type: r.type, title: r.title, content: r.content, date: r.created_at, readDate: r.read_at, fromUser: r.barcode ? { name: '', barcode: r.barcode } : null, userId: r.user_id, relatedId: r.related_id, module: r.module }))
    }
  }
}

function privacyColumns(feature: PrivacyFeature, open: boolean): Partial<PersonRow> {
  return feature === 'geneRelatives' ? { relatives_opt_in: open ? 1 : 0 } : { gene_origin_opt_in: open ? 1 : 0 }
}
