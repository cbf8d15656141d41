/**
 * Ancestry report data and the chromosome browser (issue 16). Both read the detection's packed
 * kit that the pipeline stored for the relatives index and ask the engine again: the pipeline's
 * summary keeps only the haplogroup names and rounded shares, the pages need the evidence.
 */
import type { Kysely } from 'kysely'
import { ANCESTRY_REGION_ZH, CODES, datasetName, effectiveSubmodules, engineText, groupingName, lineageTreeName, normalizeBarcode, peopleCount, populationName } from '@xungen/contracts'
import { AppError } from '../../errors'
import type { Database } from '../../db/schema'
import type { FileStorage } from '../../storage'
import { nameForViewer, type PersonsService } from '../persons'
import { autosomeLengths, DEMO_SAMPLE, demoLineageEvidence, lineageEvidence, lineageStoriesOnPath, pairSegments, storageLayouts, type LineageEvidence } from '../analysis'
import { publishedDetection, type Viewer } from '../reports'
import type { RegionIndex } from '../accounts'
import { groupCount, MIN_GROUP, placeGroups, type PlaceChain } from './groups'
import { cladeByPopulationZh, yIndexPopulationsZh } from './populations'
import { pinyin } from 'pinyin-pro'

const NO_STORIES = { items: [], sources: [] }

/** the cited stories of the clades on a called path (issue 29) */
function storiesOf(line: 'paternal' | 'maternal', path: readonly string[]) {
  const { stories, sources } = lineageStoriesOnPath(line, path)
  return { items: stories, sources }
}

export const ANCESTRY_UPGRADE_MESSAGE = '该检测不含祖源分析，升级后即可查看祖源、父系母系和基因亲人'

/** spec 4: ancestry access needs the detection's product to include the ancestor submodule (2700 otherwise: the pages show the upgrade offer) */
export function hasAncestry(detection: { product_type: string; submodules: string }): boolean {
  let own: string[] = []
  try {
    own = JSON.parse(detection.submodules) as string[]
  } catch {
    own = []
  }
  return effectiveSubmodules({ type: detection.product_type, supportSubmodules: own }).includes('ancestor')
}

/** at most this many relatives side by side in the chromosome browser (issue 16) */
export const MAX_BROWSER_RELATIVES = 3
const MARKERS_SHOWN = 40

const r3 = (x: number) => Math.round(x * 1000) / 1000
const ROLE_ZH: Record<string, string> = { reference: '参考人群', admixed: '混合人群（用于估计美洲原住民成分）', excluded: '未使用' }

export class AncestryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly persons: PersonsService,
    /** China's divisions (accounts domain), for the relatives' places */
    private readonly regions?: RegionIndex
  ) {
    this.layouts = storageLayouts(storage)
  }

  private readonly layouts: ReturnType<typeof storageLayouts>

  private async detection(userId: number | null, rawBarcode: string) {
    if (!userId) throw new AppError(CODES.SESSION_INVALID)
    const found = await publishedDetection(this.persons, userId, rawBarcode)
    if (!hasAncestry(found.detection)) throw new AppError(CODES.MUST_UPGRADE, ANCESTRY_UPGRADE_MESSAGE)
    return found
  }

  private async kitOf(detectionId: number): Promise<Uint8Array | null> {
    const row = await this.db.selectFrom('relative_kits').select('kit_key').where('detection_id', '=', detectionId).executeTakeFirst()
    return row ? new Uint8Array(await this.storage.read(row.kit_key)) : null
  }

  /**
   * spec 4 sample mode, as in the reports domain: anonymous visitors, the auth-sample header and
   * the SAMPLE barcode get the demo person's report, marked 示例.
   */
  async report(viewer: Viewer, barcode: string) {
    if (!viewer.userId || viewer.sampleHeader || normalizeBarcode(barcode) === DEMO_SAMPLE.barcode) {
      return this.reportOf({ barcode: DEMO_SAMPLE.barcode, personName: DEMO_SAMPLE.personName, sample: true, sampleLabel: DEMO_SAMPLE.label }, await demoLineageEvidence())
    }
    const { detection, person } = await this.detection(viewer.userId, barcode)
    const bytes = await this.kitOf(detection.id)
    const evidence = bytes ? await lineageEvidence(bytes, this.layouts, person.sex === 'male' || person.sex === 'female' ? person.sex : null) : null
    return this.reportOf({ barcode: detection.barcode, personName: person.name, sample: false, sampleLabel: null }, evidence)
  }

  private reportOf(base: { barcode: string; personName: string; sample: boolean; sampleLabel: string | null }, evidence: LineageEvidence | null) {
    const missing = '该检测的分型数据由旧版本分析生成，需重新分析后才能显示祖源详情'
    const noLineage = (reason: string) => ({ status: 'not-available', reason })
    if (!evidence) {
      return {
        ...base,
        composition: { status: 'not-available', reason: missing, regions: [], resolution: [], populations: [], markersUsed: 0, sources: [] },
        paternal: { ...noLineage(missing), haplogroup: null, shortName: null, posterior: null, path: [], supporting: [], conflicting: [], typed: 0, tree: null, populations: [], indexPopulations: [], stories: NO_STORIES },
        maternal: { ...noLineage(missing), haplogroup: null, path: [], supporting: [], missing: [], extra: [], tree: null, stories: NO_STORIES }
      }
    }
    const { y, mt, ancestry: an } = evidence
    const composition =
      an.status === 'estimated' && 'regions' in an
        ? {
            status: 'estimated',
            reason: null,
            // every word in Chinese (item 4): regions, groupings, populations, data sets, the engine's reasons by code
            regions: an.regions.filter(r => r.proportion > 0 || r.ci95[1] > 0).map(r => ({ id: r.id, label: r.labelZh, labelZh: r.labelZh, proportion: r3(r.proportion), low: r3(r.ci95[0]), high: r3(r.ci95[1]) })).sort((a, b) => b.proportion - a.proportion),
            resolution: an.resolution.map(x => ({ region: ANCESTRY_REGION_ZH[x.region] ?? populationName(x.region), reportedAs: groupingName(x.reportedAs), reason: engineText(x.message ?? x.reason, '') })),
            populations: an.reference.populations.map(p => ({ name: populationName(p.name), region: populationName(p.region), role: ROLE_ZH[p.role] ?? '参考', samples: p.samples })),
            markersUsed: an.markers.used,
            sources: an.reference.sources.map(datasetName)
          }
        : { status: an.status, reason: engineText('message' in an ? an.message : null, '暂时无法估计祖源成分'), regions: [], resolution: [], populations: [], markersUsed: 0, sources: [] }
    const paternal =
      y.status === 'called' && 'path' in y
        ? {
            status: 'called',
            reason: null,
            haplogroup: y.haplogroup,
            shortName: y.shortName,
            posterior: r3(y.posterior),
            path: y.path,
            supporting: y.supporting.slice(0, MARKERS_SHOWN),
            conflicting: y.conflicting.slice(0, MARKERS_SHOWN),
            typed: y.counts.typed,
            tree: lineageTreeName(y.reference.tree),
            populations: cladeByPopulationZh(y.haplogroup),
            indexPopulations: yIndexPopulationsZh(new Set(y.path.map(p => p.haplogroup))),
            stories: storiesOf('paternal', y.path.map(p => p.haplogroup))
          }
        : { status: y.status, reason: engineText('message' in y ? y.message : null, '未能判定父系单倍群'), haplogroup: null, shortName: null, posterior: null, path: [], supporting: [], conflicting: [], typed: 0, tree: null, populations: [], indexPopulations: [], stories: NO_STORIES }
    const maternal =
      mt.status === 'called' && 'path' in mt
        ? {
            status: 'called',
            reason: null,
            haplogroup: mt.haplogroup,
            path: mt.path,
            supporting: mt.found.map(v => v.variant),
            missing: mt.expectedMissing.map(v => v.variant),
            extra: mt.unexpected.map(v => v.variant),
            tree: lineageTreeName(mt.reference.tree),
            stories: storiesOf('maternal', mt.path)
          }
        : { status: mt.status, reason: engineText('message' in mt ? mt.message : null, '未能判定母系单倍群'), haplogroup: null, path: [], supporting: [], missing: [], extra: [], tree: null, stories: NO_STORIES }
    return { ...base, composition, paternal, maternal }
  }

  /** segments shared with up to three relatives the relatives list shows (same visibility rules) */
  async relativeSegments(userId: number | null, barcode: string, personIdsText: string) {
    const { detection, person } = await this.detection(userId, barcode)
    if (person.relatives_opt_in !== 1) throw new AppError(CODES.MUST_SHARE, '开启基因寻亲后即可查看与您共享 DNA 的亲人')
    const ids = [...new Set(personIdsText.split(',').map(Number).filter(n => Number.isInteger(n) && n > 0))].slice(0, MAX_BROWSER_RELATIVES)
    const mine = await this.kitOf(detection.id)
    const chromosomes = autosomeLengths()
    if (!mine || !ids.length) return { chromosomes, relatives: [] }
    const id = detection.id
    const matches = await this.db
      .selectFrom('relative_matches')
      .select(['detection_a', 'detection_b'])
      .where(eb => eb.or([eb('detection_a', '=', id), eb('detection_b', '=', id)]))
      .execute()
    const otherIds = matches.map(m => (m.detection_a === id ? m.detection_b : m.detection_a))
    if (!otherIds.length) return { chromosomes, relatives: [] }
    const others = await this.db
      .selectFrom('detections')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .innerJoin('relative_kits', 'relative_kits.detection_id', 'detections.id')
      .select(['detections.person_id', 'tested_persons.user_id', 'tested_persons.name', 'tested_persons.relatives_name', 'relative_kits.kit_key'])
      .where('detections.id', 'in', otherIds)
      .where('tested_persons.relatives_opt_in', '=', 1)
      .where('tested_persons.deleted_at', 'is', null)
      .where('detections.person_id', 'in', ids)
      .execute()
    const relatives = []
    for (const pid of ids) {
      const o = others.find(x => x.person_id === pid)
      if (!o) continue
      const pair = await pairSegments(mine, new Uint8Array(await this.storage.read(o.kit_key)), this.layouts)
      relatives.push({ personId: o.person_id, name: nameForViewer(userId, o), status: pair.status, message: pair.message, comparedMarkers: pair.comparedMarkers, segments: pair.segments })
    }
    return { chromosomes, relatives }
  }

  /** the latest analysis of each detection: its Y and mt calls */
  private latestCalls(detectionIds: number[]) {
    if (!detectionIds.length) return Promise.resolve([])
    return this.db
      .selectFrom('analysis_results')
      .select(['detection_id', 'y_haplogroup', 'y_short', 'mt_haplogroup'])
      .where('detection_id', 'in', detectionIds)
      .where('id', 'in', eb => eb.selectFrom('analysis_results').select(e => e.fn.max('id').as('id')).where('detection_id', 'in', detectionIds).groupBy('detection_id'))
      .execute()
  }

  /**
   * spec 2.9 /report/ancestry/surname: the person's surname and its pinyin, the Y and mt calls of
   * the latest analysis, and how many persons of other accounts who opted in to relatives finding
   * (and have a report) share the surname, and the surname with the same Y or mt haplogroup.
   * The counts need the person's own opt-in; groups below MIN_GROUP are not counted out.
   */
  async surname(userId: number | null, barcode: string) {
    const { detection, person } = await this.detection(userId, barcode)
    const [mine] = await this.latestCalls([detection.id])
    const surname = person.surname?.trim() || null
    const paternal = mine?.y_haplogroup ? { haplogroup: mine.y_haplogroup, shortName: mine.y_short } : null
    const maternal = mine?.mt_haplogroup ? { haplogroup: mine.mt_haplogroup } : null
    const optedIn = person.relatives_opt_in === 1
    const base = {
      barcode: detection.barcode,
      personName: person.name,
      surname,
      pinyin: surname ? pinyin(surname, { surname: 'all' }) : null,
      paternal,
      maternal,
      optedIn,
      minGroup: MIN_GROUP
    }
    if (!surname || !optedIn) return { ...base, sameSurname: { count: null, below: false, label: '开启基因寻亲后可见' }, sameSurnameAndPaternal: null, sameSurnameAndMaternal: null }
    const others = await this.db
      .selectFrom('tested_persons')
      .innerJoin('detections', 'detections.person_id', 'tested_persons.id')
      .select(['tested_persons.id as personId', 'detections.id as detectionId'])
      .where('tested_persons.surname', '=', surname)
      .where('tested_persons.relatives_opt_in', '=', 1)
      .where('tested_persons.deleted_at', 'is', null)
      .where('tested_persons.user_id', '!=', person.user_id)
      .where('detections.has_report', '=', 1)
      .execute()
    const calls = new Map((await this.latestCalls(others.map(o => o.detectionId))).map(c => [c.detection_id, c]))
    const personsWith = (test: (c: { y_haplogroup: string | null; mt_haplogroup: string | null } | undefined) => boolean) => new Set(others.filter(o => test(calls.get(o.detectionId))).map(o => o.personId)).size
    return {
      ...base,
      sameSurname: groupCount(new Set(others.map(o => o.personId)).size),
      sameSurnameAndPaternal: paternal ? groupCount(personsWith(c => c?.y_haplogroup === paternal.haplogroup)) : null,
      sameSurnameAndMaternal: maternal ? groupCount(personsWith(c => c?.mt_haplogroup === maternal.haplogroup)) : null
    }
  }

  /** a place code's division chain [province, city, district], or null when it is not a known division */
  private chainOf(code: string | null): PlaceChain | null {
    if (!code || !this.regions) return null
    let n = this.regions.get(code)
    const chain: string[] = []
    while (n) {
      if (n.level !== 'street') chain.unshift(n.code)
      n = n.parent ? this.regions.get(n.parent) : undefined
    }
    return chain.length ? chain : null
  }

  /**
   * spec 2.9 gene-relatives-distribution (+ city-list/:countyCode?): where the person's relatives
   * (the same list as /report/gene-relatives: both opted in, a match exists) come from, by each
   * relative's own ancestral place, else birthplace. Counts per province, or per city / district
   * of the area given; groups below MIN_GROUP hidden and not named, every count by the statistics
   * rule (rounded down to a multiple of 5). Opting out hides a relative at once (read on every call).
   */
  async relativesDistribution(userId: number | null, barcode: string, countyCode?: string) {
    const { detection, person } = await this.detection(userId, barcode)
    if (person.relatives_opt_in !== 1) throw new AppError(CODES.MUST_SHARE, '开启基因寻亲后即可查看基因亲人的分布')
    let parent: { code: string; name: string; depth: 0 | 1 } | null = null
    if (countyCode) {
      const n = this.regions?.get(countyCode)
      if (!n || (n.level !== 'province' && n.level !== 'city')) throw new AppError(CODES.ARG_ERROR, '地区编码不正确，只能查看省或市下一级的分布')
      parent = { code: n.code, name: n.name, depth: n.level === 'province' ? 0 : 1 }
    }
    const id = detection.id
    const matches = await this.db
      .selectFrom('relative_matches')
      .select(['detection_a', 'detection_b'])
      .where(eb => eb.or([eb('detection_a', '=', id), eb('detection_b', '=', id)]))
      .execute()
    const otherIds = matches.map(m => (m.detection_a === id ? m.detection_b : m.detection_a))
    const others = otherIds.length
      ? await this.db
          .selectFrom('detections')
          .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
          .select(['tested_persons.id', 'tested_persons.birthplace_code', 'tested_persons.ancestral_place_code'])
          .where('detections.id', 'in', otherIds)
          .where('tested_persons.relatives_opt_in', '=', 1)
          .where('tested_persons.deleted_at', 'is', null)
          .execute()
      : []
    // one place per relative person (a person with two kits counts once)
    const byPerson = new Map(others.map(o => [o.id, this.chainOf(o.ancestral_place_code) ?? this.chainOf(o.birthplace_code)]))
    const chains = [...byPerson.values()]
    const g = placeGroups(chains, parent)
    const regions = this.regions
    return {
      barcode: detection.barcode,
      level: g.level,
      parent: parent ? { code: parent.code, name: parent.name } : null,
      minGroup: MIN_GROUP,
      total: peopleCount(chains.length),
      located: g.located,
      groups: g.groups.map(x => {
        const n = regions?.get(x.code)
        const up = n?.parent ? regions?.get(n.parent) : undefined
        // municipalities' city level is named 市辖区 / 县 in the divisions: name it after the municipality
        const name = n && (n.name === '市辖区' || n.name === '县') && up ? `${up.name}${n.name}` : n?.name ?? x.code
        return { code: x.code, name, count: x.count, label: x.label, drillable: g.level !== 'district' && Boolean(n && n.children.some(c => regions?.get(c)?.level !== 'street')) }
      }),
      other: g.other,
      unlocated: peopleCount(chains.filter(c => c === null).length),
      divisions: '中华人民共和国县级以上行政区划（国家统计局 2023-06-30）'
    }
  }
}
