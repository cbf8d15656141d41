/**
 * Pure rules of the ancestry and relatives pages (issue 16): shares and their intervals as bar
 * geometry, the spec 3.10 grade of a relationship, the relatives list order, and the layout of
 * the chromosome browser.
 */
import { peopleCountLabel } from '@xungen/contracts'

/** 0.4567 → '45.7%' */
export function percent(p: number): string {
  return `${(Math.round(p * 1000) / 10).toFixed(1)}%`
}

/** a share and its 95 % interval as percentages of a bar's width (clamped to 0..100) */
export function intervalBar(r: { proportion: number; low: number; high: number }) {
  const c = (x: number) => Math.max(0, Math.min(100, Math.round(x * 1000) / 10))
  return { fill: c(r.proportion), from: c(r.low), to: c(r.high) }
}

/** the continental regions of the reference panel, in Chinese, for the map's legend */
export const REGION_PLACES: Record<string, string> = {
  EAS: '东亚',
  SAS: '南亚',
  EUR: '欧洲',
  AFR: '非洲',
  AMR: '美洲'
}

/**
 * The degree line of a relative: the server's label (@xungen/contracts kinDegreeLabel: a parent
 * or child is a first-degree relative one generation apart, full siblings first-degree through the
 * parents, the distant ones by the spec 3.10 grade). The number is never written as "N 代" next
 * to the relationship, which reads as "N generations apart in age".
 */
export function gradeLine(g: { label: string } | null): string | null {
  return g ? g.label : null
}

/** what "血缘相隔 N 代" means, for the list's explanation */
export const GENERATIONS_NOTE = '父母子女、亲兄弟姐妹是一级亲属，祖孙、叔伯姑舅姨是二级亲属，堂表兄弟姐妹是三级亲属；更远的亲人按亲缘等级划分。血缘代数是从您出发，经共同祖先到对方所经过的代数。例如父母子女 1 代，亲兄弟姐妹经父母 2 代，祖孙 2 代，堂表兄弟姐妹经祖父母 4 代。'

/** spec 3.10 origin of the link: 0 mother, 1 father, 2 both */
export function parentSideText(side: 0 | 1 | 2 | null): string {
  return side === 0 ? '母亲一方' : side === 1 ? '父亲一方' : side === 2 ? '父母双方' : '未知'
}

/** under the message button (spec 3.8): what the other side sees of you */
export const CHAT_HINT = '私信中双方只看到彼此的称呼和亲缘关系，不会显示真实姓名'

export interface RelativeRow {
  personId: number
  name: string
  sex: string | null
  totalCm: number
  segments: number
  largestCm: number
  relationship: string
  relationshipLabel: string
}

/**
 * a count as the surname page shows it (the statistics rule of @xungen/contracts): groups under
 * the threshold are "少于 N 人", others the number rounded down to a multiple of 5 ("10人以上")
 */
export function countText(c: { count: number | null; below: boolean; label?: string } | null, minGroup: number): string {
  if (!c) return '—'
  if (c.count === null) return c.below ? `少于 ${minGroup} 人` : '开启基因寻亲后可见'
  return c.label ?? peopleCountLabel(c.count)
}

/**
 * The ancestry report's star rating (/report/ancestry/upgrade-star). The spec names the page but
 * not the rule, so the rule is ours and the explain page states it: one star per part of the
 * ancestry report this person's data resolves, out of the parts that apply to them (a woman has
 * no Y chromosome, so her paternal line needs a father's or brother's kit and is not counted
 * against her).
 */
export interface StarInput {
  compositionEstimated: boolean
  maternalCalled: boolean
  /** 'called', 'not-applicable' (a woman) or anything else (not called) */
  paternalStatus: string
  relativesOn: boolean
  /** a published Y full-sequence detection (product type Y) */
  yFullSequence: boolean
}

export interface StarItem {
  key: 'composition' | 'maternal' | 'paternal' | 'relatives' | 'yfull'
  title: string
  met: boolean
  /** how to meet it, when not met */
  howTo: string
  /** where to go to meet it */
  to: string | null
}

export function starItems(x: StarInput): StarItem[] {
  const male = x.paternalStatus !== 'not-applicable'
  const items: StarItem[] = [
    { key: 'composition', title: '祖源成分已估计（含 95% 区间）', met: x.compositionEstimated, howTo: '芯片读到的祖源标记不足 50 个或数据需重新分析时无法估计；请联系客服重新分析或重新采样', to: null },
    { key: 'maternal', title: '母系（线粒体）单倍群已判定', met: x.maternalCalled, howTo: '线粒体位点读到不足 20 个时无法判定；重新采样检测可以补足', to: null },
    { key: 'relatives', title: '已开启基因寻亲', met: x.relativesOn, howTo: '在隐私设置中开启基因寻亲，与其他开启的用户比对共享 DNA', to: 'privacy' }
  ]
  if (male) {
    items.splice(2, 0, { key: 'paternal', title: '父系（Y 染色体）单倍群已判定', met: x.paternalStatus === 'called', howTo: '芯片 Y 位点不足以判定时，可升级 Y 染色体全序列检测', to: '/shop/yfull' })
    items.push({ key: 'yfull', title: '已完成 Y 染色体全序列检测（父系细分到更深的分支）', met: x.yFullSequence, howTo: 'Y 染色体全序列检测读取整条 Y 染色体的 SNP，能把父系定位到芯片到不了的下游分支', to: '/shop/yfull' })
  }
  return items
}

export function starRating(x: StarInput): { stars: number; of: number; items: StarItem[] } {
  const items = starItems(x)
  return { stars: items.filter(i => i.met).length, of: items.length, items }
}

/** ★★★☆☆ */
export function starString(stars: number, of: number): string {
  return '★'.repeat(stars) + '☆'.repeat(Math.max(0, of - stars))
}

/** spec 9 "sort similarity": most shared DNA first, then the longest segment, then the name */
export function sortBySimilarity<T extends RelativeRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.totalCm - a.totalCm || b.largestCm - a.largestCm || a.name.localeCompare(b.name))
}

/** the relatives the chromosome browser compares at once (issue 16) */
export const MAX_COMPARED = 3

/** toggles a relative in the browser's selection; a fourth pick replaces the oldest */
export function toggleCompared(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter(x => x !== id)
  const next = [...selected, id]
  return next.length > MAX_COMPARED ? next.slice(next.length - MAX_COMPARED) : next
}

export interface BrowserSegment {
  chrom: number
  startCm: number
  endCm: number
  cm: number
  fullyIdentical: boolean
}

/** one row per autosome: its length relative to chromosome 1 and each relative's segments as percentages of that row */
export function browserRows(chromosomes: readonly { chrom: number; cm: number }[], relatives: readonly { personId: number; segments: readonly BrowserSegment[] }[]) {
  const longest = Math.max(1, ...chromosomes.map(c => c.cm))
  return chromosomes.map(c => ({
    chrom: c.chrom,
    width: Math.round((c.cm / longest) * 1000) / 10,
    tracks: relatives.map(r => ({
      personId: r.personId,
      segments: r.segments
        .filter(s => s.chrom === c.chrom)
        .map(s => ({ left: Math.round((s.startCm / c.cm) * 1000) / 10, width: Math.max(0.5, Math.round(((s.endCm - s.startCm) / c.cm) * 1000) / 10), cm: s.cm, full: s.fullyIdentical }))
    }))
  }))
}

/** the browser's colours, one per compared relative */
export const TRACK_COLORS = ['#c0392b', '#2471a3', '#1e8449'] as const

/** the distribution's rows with bar widths relative to the largest group */
export function distributionRows<T extends { count: number }>(groups: readonly T[]): Array<T & { width: number }> {
  const max = Math.max(1, ...groups.map(g => g.count))
  return groups.map(g => ({ ...g, width: Math.round((g.count / max) * 1000) / 10 }))
}
