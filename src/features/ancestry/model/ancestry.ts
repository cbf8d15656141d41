/**
 * Pure rules of the ancestry and relatives pages (issue 16): shares and their intervals as bar
 * geometry, the spec 3.10 grade of a relationship, the relatives list order, and the layout of
 * the chromosome browser.
 */

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

/** spec 3.10: grades by generations and what they say */
export const GRADE_TEXT: Record<string, string> = {
  '2-3': '近亲或直系亲属',
  '3-4': '近亲',
  '4-6': '一代堂表亲（共同祖先约 60-120 年前）',
  '5-6': '二代堂表亲（约 90-150 年前）',
  '6-9': '三代及以上（约 120-200 年前）',
  '9+': '五代及以上（约 150-300 年前）',
  '10+': '200 年以上'
}

/** the engine's relationship classes → their spec 3.10 grade */
const GRADE_OF: Record<string, string> = {
  identical: '2-3',
  'parent-child': '2-3',
  'full-sibling': '2-3',
  'second-degree': '2-3',
  'third-degree': '3-4',
  'fourth-degree': '4-6',
  'fifth-degree': '5-6',
  'sixth-degree': '6-9',
  'seventh-degree': '6-9',
  'eighth-degree': '6-9',
  'ninth-degree': '9+',
  'tenth-degree': '10+',
  distant: '10+'
}

export function gradeOf(relationship: string): { grade: string; text: string } | null {
  const grade = GRADE_OF[relationship]
  return grade ? { grade, text: GRADE_TEXT[grade] } : null
}

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
