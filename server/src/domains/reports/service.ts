/**
 * Report data (spec 7.3 Report group, 7.2 sideBarData, 4 report status, "Sample (demo) mode",
 * "Choosing a barcode"): the report home of a barcode, its items, the side bar, the caller's
 * detection product infos and the online products. Answers carry the spec 4 codes:
 *   4004  the barcode is not a report the caller can see (someone else's reads the same as none)
 *   2200  the detection's report is not published yet
 *   1110  the product gives no access to this part (ancestry of a product without `ancestor`)
 *   4003  the item does not exist in this product / a product type without chip items
 *   2700  the item needs an upgrade;  'unDetected' the item was not detected on this chip
 *   2701  relatives need the person's relatives finding (sharing their DNA for matching) on
 * Sample mode: no user, the auth-sample header, or a user without any report → the demo report
 * (the analysis domain's demo.ts), marked sample: true and 示例.
 */
import { sql, type Kysely } from 'kysely'
import { personsSchemas } from '@xungen/contracts/endpoints'
import { CODES, HEALTH_AREAS, IMPORTED_DATA_LOCK_TEXT, IMPORTED_DATA_PRODUCT_ID, KIT_PRODUCTS, NONCHIP_TYPES, effectiveSubmodules, engineText, isNonChipType, normalizeBarcode, type EngineMessage, type HealthArea } from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError } from '../../errors'
import { PersonsService, nameForViewer, productView, type PersonView } from '../persons'
import type { FileStorage } from '../../storage'
import {
  DEMO_SAMPLE, DEMO_SOURCE, demoAnalysis, gateHealth, MAX_SIDE_COMPARISONS, originFromParents, pairSegments, relationshipGrade, SIDE_UNKNOWN_NO_PARENTS, sideFromPair, sideFromParentsBasis, storageLayouts,
  type AncestryShare, type GeneticSex, type HealthItemResult, type KinPerson, type PairSegments, type ParentSide
} from '../analysis'
import { publishedDetection } from './published'
import { sharedDetection } from './shares'

export interface Viewer {
  userId: number | null
  /** spec 6: the auth-sample header */
  sampleHeader: boolean
  /** spec 6/7.1: the share token header of a share-link visitor (shares.ts): that one report and nothing else */
  shareToken?: string | null
}

/** a stored engine reason in Chinese (its code, or an older analysis's English sentence read back), null when there is none */
export function reasonText(message: EngineMessage | null | undefined, reason: string | null | undefined, fallback: string): string | null {
  return message || reason ? engineText(message ?? reason, fallback) : null
}

interface StoredSummary {
  qc: { verdict: string; callRate: number | null }
  sex: GeneticSex
  y: { haplogroup: string; short: string; majorClade: string | null } | null
  /** the engine's English reason (older analyses have only this); pages word it with engineText() */
  yReason: string | null
  yMessage?: EngineMessage | null
  mt: { haplogroup: string; majorClade: string | null } | null
  mtReason: string | null
  mtMessage?: EngineMessage | null
  ancestry: AncestryShare[]
  ancestryReason: string | null
  ancestryMessage?: EngineMessage | null
}

interface Subject {
  sample: boolean
  barcode: string
  personId: number | null
  personName: string
  declaredSex: string | null
  product: ReturnType<typeof productView>
  summary: StoredSummary
  health: HealthItemResult[]
  versions: { engine: string; kb: string }
  publishedAt: number | null
  /** the detection, its account and the analysis result shown (null for the demo): what the electronic report's cache is keyed on */
  source: { detectionId: number; ownerUserId: number; resultId: number } | null
  /** gated reports of this result by product (see gated()) */
  gatedCache?: Map<string, ReturnType<typeof gateHealth>>
}

interface StoredResult {
  summary: StoredSummary
  health: HealthItemResult[]
  versions: { engine: string; kb: string }
  publishedAt: number | null
  gated: Map<string, ReturnType<typeof gateHealth>>
}

/** parsed results kept in memory (a result is a few hundred kB of JSON; parsing it per request costs more than the rest) */
const RESULT_CACHE_SIZE = 200

const SAMPLE_PRODUCT = productView({ sku: 'standard', product_type: KIT_PRODUCTS.standard.type, submodules: '[]' })

export const UNDETECTED = 'unDetected'

/** relationshipGrade() of a relationship class, worked out once per class (a list repeats a handful of classes) */
const grades = new Map<string, ReturnType<typeof relationshipGrade>>()
function gradeOf(relationship: string): ReturnType<typeof relationshipGrade> {
  if (!grades.has(relationship)) grades.set(relationship, relationshipGrade(relationship))
  return grades.get(relationship)!
}

interface RelativeRow {
  other_id: number
  total_cm: number
  segments: number
  largest_cm: number
  relationship: string
  relationship_label: string
  person_id: number
  user_id: number
  relatives_name: string | null
  sex: string | null
  birthday: string | null
  /** the person's name, read only when the viewer owns the person */
  own_name: string | null
  /** the latest mt haplogroup, read only for a parent-child pair */
  mt: string | null
}

export class ReportService {
  private readonly results = new Map<number, StoredResult>()
  private demo: Subject | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly persons: PersonsService,
    /** the relatives index's kits: the parent side of a relative from the tested parents' segments (without it the side stays unknown) */
    private readonly storage?: FileStorage,
    /** the app's clock: share links end (issue 20 item 7) */
    private readonly clock: () => number = Date.now
  ) {}

  private async demoSubject(): Promise<Subject> {
    if (this.demo) return this.demo
    const a = await demoAnalysis()
    this.demo = {
      sample: true,
      barcode: DEMO_SAMPLE.barcode,
      personId: null,
      personName: DEMO_SAMPLE.personName,
      declaredSex: DEMO_SAMPLE.sex,
      product: SAMPLE_PRODUCT,
      summary: { qc: a.qc, sex: a.sex, y: a.y, yReason: a.yReason, yMessage: a.yMessage, mt: a.mt, mtReason: a.mtReason, mtMessage: a.mtMessage, ancestry: a.ancestry, ancestryReason: a.ancestryReason, ancestryMessage: a.ancestryMessage },
      health: a.health,
      versions: { engine: a.engineVersion, kb: a.kbVersion },
      publishedAt: null,
      source: null,
      gatedCache: new Map()
    }
    return this.demo
  }

  /** spec 4 "Choosing a barcode": the given one, else the caller's latest report, preferring own persons over shared ones */
  private async subject(viewer: Viewer, rawBarcode: string | null | undefined): Promise<Subject> {
    const barcode = rawBarcode ? normalizeBarcode(rawBarcode) : ''
    if (viewer.shareToken) {
      const shared = await sharedDetection(this.db, viewer.shareToken, this.clock())
      if (!shared || (barcode && barcode !== shared.barcode)) throw new AppError(CODES.REPORT_NOT_FOUND)
      return this.detectionSubject(shared.id)
    }
    if (!viewer.userId || viewer.sampleHeader || barcode === DEMO_SAMPLE.barcode) return this.demoSubject()
    let detectionId: number
    if (barcode) {
      const found = await publishedDetection(this.persons, viewer.userId, barcode)
      detectionId = found.detection.id
    } else {
      const mine = await this.db
        .selectFrom('detections')
        .select('id')
        .where('user_id', '=', viewer.userId)
        .where('has_report', '=', 1)
        // a non-chip test's report (domains/nonchip) is not a chip report
        .where('product_type', 'not in', [...NONCHIP_TYPES])
        .orderBy('id', 'desc')
        .executeTakeFirst()
      // spec 4: sample mode also when the user's samples have no report
      if (!mine) return this.demoSubject()
      detectionId = mine.id
    }
    return this.detectionSubject(detectionId)
  }

  private async detectionSubject(detectionId: number): Promise<Subject> {
    const d = await this.db
      .selectFrom('detections')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['detections.id', 'detections.user_id', 'detections.barcode', 'detections.sku', 'detections.product_type', 'detections.submodules', 'detections.person_id', 'tested_persons.name', 'tested_persons.sex'])
      .where('detections.id', '=', detectionId)
      .executeTakeFirstOrThrow()
    // a non-chip test has no chip items (its report: domains/nonchip)
    if (isNonChipType(d.product_type)) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
    const p = { id: d.person_id, name: d.name, sex: d.sex }
    const latest = await this.db.selectFrom('analysis_results').select('id').where('detection_id', '=', d.id).orderBy('id', 'desc').executeTakeFirst()
    if (!latest) throw new AppError(CODES.NOT_PUBLISHED)
    // a stored result never changes: its parsed and gated form is kept (the person's name and sex are read fresh)
    let stored = this.results.get(latest.id)
    if (!stored) {
      const r = await this.db.selectFrom('analysis_results').selectAll().where('id', '=', latest.id).executeTakeFirstOrThrow()
      const published = await this.db.selectFrom('sample_events').select('created_at').where('detection_id', '=', d.id).where('state', '=', 'published').orderBy('id', 'desc').executeTakeFirst()
      stored = { summary: JSON.parse(r.summary), health: JSON.parse(r.health), versions: { engine: r.engine_version, kb: r.kb_version }, publishedAt: published?.created_at ?? null, gated: new Map() }
      this.results.set(latest.id, stored)
      if (this.results.size > RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value!)
    }
    return {
      sample: false,
      barcode: d.barcode,
      personId: p.id,
      personName: p.name,
      declaredSex: p.sex,
      product: productView(d),
      summary: stored.summary,
      health: stored.health,
      versions: stored.versions,
      publishedAt: stored.publishedAt,
      source: { detectionId: d.id, ownerUserId: d.user_id, resultId: latest.id },
      gatedCache: stored.gated
    }
  }

  private gated(s: Subject): ReturnType<typeof gateHealth> {
    // the person's sex: declared, else the genetic call; an item about the other sex is not shown
    const sex = s.declaredSex === 'male' || s.declaredSex === 'female' ? s.declaredSex : s.summary.sex === 'male' || s.summary.sex === 'female' ? s.summary.sex : null
    const key = `${s.product.type}|${s.product.supportSubmodules.join(',')}|${s.product.isOnlineProduct}|${sex}`
    let g = s.gatedCache?.get(key)
    if (!g) {
      g = gateHealth(s.health, { type: s.product.type, supportSubmodules: s.product.supportSubmodules, isOnlineProduct: s.product.isOnlineProduct }, sex)
      // imported data has no upgrade: its locked items say what would show them
      if (s.product.id === IMPORTED_DATA_PRODUCT_ID) g = { ...g, items: g.items.map(i => (i.status === 0 ? i : { ...i, lockDescription: IMPORTED_DATA_LOCK_TEXT })) }
      s.gatedCache?.set(key, g)
    }
    return g
  }

  private head(s: Subject) {
    return {
      sample: s.sample,
      // spec 4: demo data is marked 示例 on every page
      sampleLabel: s.sample ? DEMO_SAMPLE.label : null,
      sampleSource: s.sample ? DEMO_SOURCE : null,
      barcode: s.barcode,
      person: { id: s.personId, name: s.personName, sex: s.declaredSex },
      product: s.product,
      versions: s.versions,
      publishedAt: s.publishedAt
    }
  }

  /** spec 7.3: report home by barcode, with optional type ANCESTRY */
  async home(viewer: Viewer, barcode: string | null, type?: string | null) {
    const s = await this.subject(viewer, barcode)
    const ancestryAccess = effectiveSubmodules(s.product).includes('ancestor')
    if (type === 'ANCESTRY' && !ancestryAccess) throw new AppError(CODES.NO_REPORT_PERMISSION)
    const gated = this.gated(s)
    const ancestry = ancestryAccess
      ? {
          sex: s.summary.sex,
          y: s.summary.y,
          yReason: reasonText(s.summary.yMessage, s.summary.yReason, '未能判定父系单倍群'),
          mt: s.summary.mt,
          mtReason: reasonText(s.summary.mtMessage, s.summary.mtReason, '未能判定母系单倍群'),
          composition: s.summary.ancestry,
          compositionReason: reasonText(s.summary.ancestryMessage, s.summary.ancestryReason, '暂时无法估计祖源成分')
        }
      : null
    if (type === 'ANCESTRY') return { ...this.head(s), reportStatus: 'out', homeData: { ancestry } }
    const byArea = (Object.keys(HEALTH_AREAS) as HealthArea[]).map(area => {
      const items = gated.items.filter(i => i.category === area)
      return {
        key: area,
        name: HEALTH_AREAS[area as HealthArea].name,
        total: items.length,
        normal: items.filter(i => i.status === 0).length,
        attention: items.filter(i => i.tags.includes('ATTENTION')).length,
        undetected: items.filter(i => i.result && i.result.status !== 'normal').length,
        locked: items.filter(i => i.status !== 0).length
      }
    })
    return {
      ...this.head(s),
      reportStatus: gated.reportStatus,
      homeData: { ancestry, health: { areas: byArea, healthItems: gated.items.length, qc: { verdict: s.summary.qc.verdict, callRate: s.summary.qc.callRate } } },
      // the areas with their counts; each area's items come from the items call
      allCheckItem: this.sidebarItems(s, gated).map(({ children: _children, ...area }) => area),
      gadgetsShowStatus: { calculator: gated.items.some(i => i.tags.includes('CALCULATOR')), geneRelatives: !s.sample }
    }
  }

  /**
   * What a rendering of this report depends on, without building it (the electronic report's cache
   * key): the detection, its account and analysis result, the person's name and sex, the product
   * and the versions. Same checks and codes as the report home.
   */
  async version(viewer: Viewer, barcode: string | null) {
    const s = await this.subject(viewer, barcode)
    return { sample: s.sample, barcode: s.barcode, source: s.source, person: { name: s.personName, sex: s.declaredSex }, product: s.product, versions: s.versions, publishedAt: s.publishedAt }
  }

  /** spec 7.3: items by barcode (data.list), optionally one health area */
  async items(viewer: Viewer, barcode: string | null, category?: string | null) {
    const s = await this.subject(viewer, barcode)
    const gated = this.gated(s)
    if (gated.reportStatus === 'itemNotSupported') throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
    if (category && !(category in HEALTH_AREAS)) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
    const list = gated.items
      .filter(i => !category || i.category === category)
      .map(i => ({
        id: i.itemId,
        category: i.category,
        title: i.title,
        summary: i.summary,
        status: i.status,
        access: i.access,
        tags: i.tags,
        lockDescription: i.lockDescription,
        reportStatus: i.result && i.result.status !== 'normal' ? UNDETECTED : i.status === 0 ? 'out' : 'shouldUpgrade',
        level: i.result?.level ?? null,
        levelLabel: i.result?.levelLabel ?? null,
        note: i.result?.note ?? null
      }))
    return { ...this.head(s), list }
  }

  /** one item: 4003 unknown, 2700 needs an upgrade, 1110 locked, code 'unDetected' when not detected */
  async item(viewer: Viewer, barcode: string | null, itemId: string) {
    const s = await this.subject(viewer, barcode)
    const gated = this.gated(s)
    const item = gated.items.find(i => i.itemId === itemId)
    if (!item) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
    if (item.access === 3) throw new AppError(CODES.MUST_UPGRADE)
    if (item.access !== 0 || !item.result) throw new AppError(CODES.NO_REPORT_PERMISSION)
    const detected = item.result.status === 'normal'
    // the result repeats the item's category, title and summary: the answer names them once, on the item
    const { category: _category, title: _title, summary: _summary, ...result } = item.result
    return { ...this.head(s), reportStatus: detected ? 'out' : UNDETECTED, item: { ...item, result } }
  }

  private sidebarItems(_s: Subject, gated: ReturnType<ReportService['gated']>) {
    return Object.keys(HEALTH_AREAS)
      .map(area => {
        const items = gated.items.filter(i => i.category === area)
        return {
          name: HEALTH_AREAS[area as HealthArea].name,
          key: area,
          total: items.length,
          productStatus: items.some(i => i.status === 0) ? 0 : items.length ? 3 : 1,
          tags: items.some(i => i.tags.includes('ATTENTION')) ? ['ATTENTION'] : [],
          lockDescription: items.every(i => i.status !== 0) ? items[0]?.lockDescription ?? '请升级并在App中解锁查看' : null,
          path: `/report/${area === 'traits' ? 'traits' : area === 'carrier' ? 'carrier-status' : area}`,
          children: items.map(i => ({ name: i.title, key: i.itemId, productStatus: i.status, tags: i.tags, path: `/report/${area}/detail/${i.itemId}` }))
        }
      })
      .filter(x => x.total > 0)
  }

  /** spec 7.2 sideBarData: the report area's side navigation (2.9), an array of groups with data.list */
  async sideBarData(viewer: Viewer, barcode: string | null) {
    const s = await this.subject(viewer, barcode)
    const gated = this.gated(s)
    const ancestry = effectiveSubmodules(s.product).includes('ancestor')
    return [
      { key: 'ancestry', name: '祖源分析', sample: s.sample, data: { list: ancestry ? [{ name: '祖源分析', path: '/report/ancestry', productStatus: 0 }, { name: '父系溯源', path: '/report/ancestry/paternal', productStatus: s.summary.y ? 0 : 1 }, { name: '母系溯源', path: '/report/ancestry/maternal', productStatus: s.summary.mt ? 0 : 1 }] : [] } },
      { key: 'health', name: '健康', sample: s.sample, data: { list: this.sidebarItems(s, gated) } }
    ]
  }

  /** spec 7.3: detection product infos (data.list with suit, barcode) of the caller; the demo in sample mode */
  async detectionProductInfos(viewer: Viewer) {
    if (!viewer.userId || viewer.sampleHeader) return { sample: true, list: [{ suit: SAMPLE_PRODUCT.type, barcode: DEMO_SAMPLE.barcode, product: SAMPLE_PRODUCT, hasReport: true, personName: DEMO_SAMPLE.personName, sampleLabel: DEMO_SAMPLE.label }] }
    const persons = await this.persons.listV2(viewer.userId, { page: 1, size: 1000 })
    const list = persons.list.flatMap((p: PersonView) => p.detections.map(d => ({ suit: d.product.type, barcode: d.barcode, product: d.product, hasReport: d.hasReport, personId: p.id, personName: p.name, isShare: p.share.isShare })))
    return { sample: !list.some(d => d.hasReport), list }
  }

  onlineProducts() {
    return { list: Object.values(KIT_PRODUCTS).filter(p => p.isOnlineProduct).map(p => ({ ...p, supportSubmodules: effectiveSubmodules(p) })) }
  }

  /**
   * spec 7.3 relatives info list: a page of the matches of a barcode, most shared DNA first (2701
   * until its person turns relatives finding on); `personId` reads that one relative.
   */
  async relatives(viewer: Viewer, barcode: string, query: { page: number; size: number; personId?: number } = { page: 1, size: personsSchemas.RELATIVES_PAGE_SIZE }) {
    if (!viewer.userId) throw new AppError(CODES.SESSION_INVALID)
    const found = await publishedDetection(this.persons, viewer.userId, barcode)
    if (!effectiveSubmodules({ type: found.detection.product_type, supportSubmodules: parseList(found.detection.submodules) }).includes('ancestor')) {
      throw new AppError(CODES.MUST_UPGRADE, '该检测不含祖源分析，升级后即可使用基因寻亲')
    }
    if (found.person.relatives_opt_in !== 1) throw new AppError(CODES.MUST_SHARE, '开启基因寻亲后即可查看与您共享 DNA 的亲人')
    const id = found.detection.id
    const page = query.personId ? 1 : query.page
    const { rows, parentPairs, total } = await this.relativesOf(id, viewer.userId, { offset: (page - 1) * query.size, limit: query.size, personId: query.personId })
    const kin = (r: RelativeRow) => ({ detectionId: r.other_id, relationship: r.relationship, person: { sex: r.sex, birthday: r.birthday, mt: r.mt } })
    const sides = await this.parentSides({ detectionId: id, person: { sex: found.person.sex, birthday: found.person.birthday, mt: null } }, rows.map(kin), parentPairs.map(kin))
    return {
      barcode: found.detection.barcode,
      page,
      size: query.size,
      total,
      isEnd: query.personId ? true : page * query.size >= total,
      // another account's barcode is never shown, nor its person's name: the relative is named by
      // person id and the 称呼 its owner chose (the viewer's own persons by their name)
      list: rows.map(r => {
        const side = sides.get(r.other_id) ?? { side: null, basis: SIDE_UNKNOWN_NO_PARENTS }
        return {
          personId: r.person_id, name: nameForViewer(viewer.userId!, { person_id: r.person_id, user_id: r.user_id, name: r.own_name ?? '', relatives_name: r.relatives_name }), sex: r.sex,
          totalCm: r.total_cm, segments: r.segments, largestCm: r.largest_cm, relationship: r.relationship, relationshipLabel: r.relationship_label,
          grade: gradeOf(r.relationship), parentSide: side.side, parentSideBasis: side.basis
        }
      })
    }
  }

  /**
   * A page of the relatives of a detection whose persons have relatives finding on, most shared
   * DNA first, in one statement (issue 30). The visible matches are read from relative_matches'
   * rank indexes alone (migration 2026_11_29_1900_relative_match_rank_indexes: per side the
   * detection, the other side's switch kept on the row by migration 2026_11_29_1600, the shared
   * DNA descending, the other detection, the relationship): the page merges the two sides in its
   * order and stops at its last row, the count and the parent-child pairs (the viewer's tested
   * parents settle the side of the others, whatever their page) read index entries only. Only
   * those rows are joined to their match, detection and person, which must still have the switch
   * on. The person's real name is read (and opened) only for the viewer's own persons, the mt
   * haplogroup only for a parent-child pair (the only relationship whose side it settles,
   * kinship.ts). `k` is inlined into each use (not materialized), so that each reads the index.
   */
  private async relativesOf(detectionId: number, viewerUserId: number, window: { offset: number; limit: number; personId?: number }): Promise<{ rows: RelativeRow[]; parentPairs: RelativeRow[]; total: number }> {
    const visibleCount = sql`(select count(*) from relative_matches where detection_a = ${detectionId} and b_opted_in = 1) + (select count(*) from relative_matches where detection_b = ${detectionId} and a_opted_in = 1)`
    const chosen =
      window.personId !== undefined
        ? sql`select 1 as on_page, k.* from k where k.other_id in (select id from detections where person_id = ${window.personId})`
        : sql`select * from (select 1 as on_page, k.* from k order by k.total_cm desc, k.other_id limit ${window.limit} offset ${window.offset}) page`
    const found = (
      await sql<RelativeRow & { on_page: number; total: number | string }>`
        with k as not materialized (
          select detection_a, detection_b, detection_b as other_id, total_cm, relationship from relative_matches where detection_a = ${detectionId} and b_opted_in = 1
          union all
          select detection_a, detection_b, detection_a as other_id, total_cm, relationship from relative_matches where detection_b = ${detectionId} and a_opted_in = 1
        ),
        c as (
          ${chosen}
          union all
          select 0 as on_page, k.* from k where k.relationship = 'parent-child'
        )
        select c.on_page, c.other_id, r.total_cm, r.segments, r.largest_cm, r.relationship, r.relationship_label,
          o.person_id, p.user_id, p.relatives_name, p.sex, p.birthday,
          case when p.user_id = ${viewerUserId} then p.name else null end as own_name,
          case when r.relationship = 'parent-child' then (select a.mt_haplogroup from analysis_results a where a.detection_id = o.id order by a.id desc limit 1) else null end as mt,
          ${visibleCount} as total
        from c
        join relative_matches r on r.detection_a = c.detection_a and r.detection_b = c.detection_b
        join detections o on o.id = c.other_id
        join tested_persons p on p.id = o.person_id
        where p.relatives_opt_in = 1
        order by c.on_page desc, r.total_cm desc, c.other_id`.execute(this.db)
    ).rows
    const rows = found.filter(r => Number(r.on_page) === 1)
    let total = window.personId !== undefined ? rows.length : Number(found[0]?.total ?? 0)
    // a page past the end with no parent-child pair: nothing came back to carry the count
    if (!found.length && window.offset > 0 && window.personId === undefined) {
      const counted = await sql<{ n: number | string }>`select ${visibleCount} as n`.execute(this.db)
      total = Number(counted.rows[0]?.n ?? 0)
    }
    return { rows, parentPairs: found.filter(r => Number(r.on_page) === 0), total }
  }

  /**
   * spec 3.10 origin of each relative's link (kinship.ts): what the relationship and the two
   * records settle (mt haplogroups from the latest analyses), then, for the others, the segments
   * the viewer's tested parents (found among the matches) share with that relative.
   */
  private async parentSides(
    me: { detectionId: number; person: KinPerson },
    relatives: Array<{ detectionId: number; relationship: string; person: KinPerson }>,
    /** every parent-child pair of the whole list (this page's too), most shared DNA first */
    parentPairs: Array<{ detectionId: number; relationship: string; person: KinPerson }>
  ) {
    const out = new Map<number, { side: ParentSide; basis: string }>()
    if (!relatives.length) return out
    // the relatives' mt haplogroups come with the list (only a parent-child pair needs one); the
    // viewer's own is read only then
    if (parentPairs.length) {
      const mine = await this.db.selectFrom('analysis_results').select('mt_haplogroup').where('detection_id', '=', me.detectionId).orderBy('id', 'desc').limit(1).executeTakeFirst()
      me.person.mt = mine?.mt_haplogroup ?? null
    }
    const parents: { mother?: number; father?: number } = {}
    const rest: typeof relatives = []
    for (const x of relatives) {
      const d = sideFromPair(x.relationship, me.person, x.person)
      if (!d) {
        rest.push(x)
        continue
      }
      out.set(x.detectionId, { side: d.side, basis: d.basis })
    }
    // the viewer's tested parents from every parent-child pair of the whole list, most shared DNA
    // first, so that each page finds the same parents
    for (const x of parentPairs) {
      const d = sideFromPair(x.relationship, me.person, x.person)
      if (d?.otherIsParent) parents[d.otherIsParent] ??= x.detectionId
    }
    if (!rest.length || (!parents.mother && !parents.father)) return out
    const storage = this.storage
    const involved = [me.detectionId, ...rest.slice(0, MAX_SIDE_COMPARISONS).map(x => x.detectionId), ...Object.values(parents)]
    const kits = await this.db.selectFrom('relative_kits').select(['detection_id', 'kit_key', 'panel_id']).where('detection_id', 'in', involved).execute()
    const kitRow = new Map(kits.map(k => [k.detection_id, k]))
    // the segments the match job stored (relative_segments, written with each match): one query
    // for every pair of the people involved, instead of comparing their kits again on each visit
    const [matched, storedSegments] = await Promise.all([
      this.db.selectFrom('relative_matches').select(['detection_a', 'detection_b']).where('detection_a', 'in', involved).where('detection_b', 'in', involved).execute(),
      this.db.selectFrom('relative_segments').selectAll().where('detection_a', 'in', involved).where('detection_b', 'in', involved).execute()
    ])
    const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`)
    const matchedPairs = new Set(matched.map(m => pairKey(m.detection_a, m.detection_b)))
    const segmentsOfPair = new Map<string, PairSegments['segments']>()
    for (const g of storedSegments) {
      const key = pairKey(g.detection_a, g.detection_b)
      const list = segmentsOfPair.get(key) ?? segmentsOfPair.set(key, []).get(key)!
      list.push({ chrom: g.chrom, startPos: g.start_pos, endPos: g.end_pos, startCm: g.start_cm, endCm: g.end_cm, cm: g.cm, fullyIdentical: g.fully_identical === 1 })
    }
    // a pair the index compared without a match shares no counted segment; the index compares
    // every pair of kits on one layout, so only a pair on two chips without a match is compared here
    // (it may have too few markers in common to say anything)
    const bytes = new Map<number, Uint8Array>()
    const kitOf = async (detectionId: number) => {
      if (!bytes.has(detectionId)) {
        const key = kitRow.get(detectionId)?.kit_key
        if (!key || !storage) return null
        bytes.set(detectionId, new Uint8Array(await storage.read(key)))
      }
      return bytes.get(detectionId)!
    }
    const layoutCache = new Map<string, Promise<Uint8Array | null>>()
    const segmentsWith = async (a: number, b: number): Promise<PairSegments['segments'] | null> => {
      const key = pairKey(a, b)
      if (matchedPairs.has(key)) return segmentsOfPair.get(key) ?? []
      const ra = kitRow.get(a)
      const rb = kitRow.get(b)
      if (!ra || !rb) return null
      if (ra.panel_id === rb.panel_id) return []
      if (!storage) return null
      const stored = storageLayouts(storage)
      const layouts = { get: (id: string) => (layoutCache.get(id) ?? layoutCache.set(id, stored.get(id)).get(id))! }
      const ka = await kitOf(a)
      const kb = await kitOf(b)
      if (!ka || !kb) return null
      const p = await pairSegments(ka, kb, layouts)
      return p.status === 'compared' ? p.segments : null
    }
    const tested = { mother: Boolean(parents.mother), father: Boolean(parents.father) }
    rest.forEach((x, i) => {
      if (i >= MAX_SIDE_COMPARISONS) out.set(x.detectionId, { side: null, basis: `亲人较多，每页只为共享 DNA 最多的 ${MAX_SIDE_COMPARISONS} 位判断来自哪一方` })
    })
    for (const x of rest.slice(0, MAX_SIDE_COMPARISONS)) {
      const mine = await segmentsWith(me.detectionId, x.detectionId)
      const mother = parents.mother ? await segmentsWith(parents.mother, x.detectionId) : undefined
      const father = parents.father ? await segmentsWith(parents.father, x.detectionId) : undefined
      if (!mine || mother === null || father === null) {
        out.set(x.detectionId, { side: null, basis: '其中一份数据无法与对方比对（共同检测的位点太少或需重新分析），无法判断来自哪一方' })
        continue
      }
      const r = originFromParents(mine, mother, father)
      out.set(x.detectionId, { side: r.origin, basis: sideFromParentsBasis(r, tested) })
    }
    return out
  }
}

function parseList(json: string): string[] {
  try {
    const v = JSON.parse(json) as unknown
    return Array.isArray(v) ? v.map(String) : []
  } catch {
    return []
  }
}
