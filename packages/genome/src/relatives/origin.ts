import type { SharedSegment } from './segments'

/**
 * Which side of the family a match is on, when a kit's parents are in the database
 * (spec 3.10, origin of the link: 0 mother, 1 father, 2 both).
 *
 * A person's shared segment with a relative X was inherited from one parent, who carries the
 * same haplotype there and so shares at least that stretch with X (usually more: the parent
 * passed on only part of it). A segment of child-X is maternal when it lies within segments of
 * mother-X, paternal when within father-X. With one parent tested, a segment the tested parent
 * does not share with X came from the other parent (by exclusion). X shares DNA with both
 * sides when X is a sibling of the child, or related to both parents.
 */

export type MatchOrigin = 0 | 1 | 2

export const ORIGIN = { MOTHER: 0, FATHER: 1, BOTH: 2 } as const

export interface OriginResult {
  /** spec 3.10: 0 mother, 1 father, 2 both; null when nothing could be assigned */
  origin: MatchOrigin | null
  /** cM of the child's segments with X assigned to each side (a segment on both counts twice) */
  maternalCm: number
  paternalCm: number
  /** cM of segments neither parent shares with X (both parents tested): chip error or a false segment */
  unassignedCm: number
  method: 'both-parents' | 'mother-only' | 'father-only'
}

/** a segment is on a side when at least this share of it lies in that parent's segments with X */
export const ORIGIN_MIN_OVERLAP = 0.5

/** cM of `seg` covered by half-identical segments of `other` (same chromosome) */
function coveredCm(seg: SharedSegment, other: readonly SharedSegment[]): number {
  let cm = 0
  for (const o of other) {
    if (o.kind !== 'half' || o.chrom !== seg.chrom) continue
    const from = Math.max(seg.startCm, o.startCm)
    const to = Math.min(seg.endCm, o.endCm)
    if (to > from) cm += to - from
  }
  return cm
}

/**
 * Origin of one match X of a child, from the child's segments with X and the tested parents'
 * segments with X (pass [] for a tested parent who shares nothing with X, undefined for a parent
 * not tested). Compare the parents with X at one-to-one thresholds (smallSegments included) so
 * that a parent's shorter pieces count as well.
 */
export function matchOrigin(childWithX: readonly SharedSegment[], motherWithX: readonly SharedSegment[] | undefined, fatherWithX: readonly SharedSegment[] | undefined, minCm = 7): OriginResult {
  if (motherWithX === undefined && fatherWithX === undefined) throw new Error('matchOrigin needs at least one tested parent')
  const method = motherWithX && fatherWithX ? 'both-parents' : motherWithX ? 'mother-only' : 'father-only'
  let maternalCm = 0
  let paternalCm = 0
  let unassignedCm = 0
  for (const seg of childWithX) {
    if (seg.kind !== 'half' || seg.cm <= 0) continue
    const m = motherWithX ? coveredCm(seg, motherWithX) / seg.cm >= ORIGIN_MIN_OVERLAP : false
    const f = fatherWithX ? coveredCm(seg, fatherWithX) / seg.cm >= ORIGIN_MIN_OVERLAP : false
    if (method === 'mother-only') {
      if (m) maternalCm += seg.cm
      else paternalCm += seg.cm
    } else if (method === 'father-only') {
      if (f) paternalCm += seg.cm
      else maternalCm += seg.cm
    } else {
      if (m) maternalCm += seg.cm
      if (f) paternalCm += seg.cm
      if (!m && !f) unassignedCm += seg.cm
    }
  }
  // a side counts when it holds at least one segment's worth of DNA
  const onMother = maternalCm >= minCm
  const onFather = paternalCm >= minCm
  const origin: MatchOrigin | null = onMother && onFather ? ORIGIN.BOTH : onMother ? ORIGIN.MOTHER : onFather ? ORIGIN.FATHER : null
  return { origin, maternalCm, paternalCm, unassignedCm, method }
}

export interface ParentMatches {
  kitId: string
  /** the parent's matches (from a query with segments), by kit id */
  matches: readonly { kitId: string; segments: readonly SharedSegment[] }[]
}

/**
 * Origins of all of a child's matches at once. `mother` and `father` are the tested parents'
 * own match lists; a match that is one of the parents gets that parent's side.
 */
export function assignOrigins(
  childMatches: readonly { kitId: string; segments: readonly SharedSegment[] }[],
  parents: { mother?: ParentMatches; father?: ParentMatches },
  minCm = 7
): Map<string, OriginResult> {
  const { mother, father } = parents
  const out = new Map<string, OriginResult>()
  const index = (p?: ParentMatches) => (p ? new Map(p.matches.map(m => [m.kitId, m.segments])) : undefined)
  const byMother = index(mother)
  const byFather = index(father)
  const method = mother && father ? 'both-parents' : mother ? 'mother-only' : 'father-only'
  for (const m of childMatches) {
    const total = m.segments.filter(s => s.kind === 'half').reduce((a, s) => a + s.cm, 0)
    if (mother && m.kitId === mother.kitId) {
      out.set(m.kitId, { origin: ORIGIN.MOTHER, maternalCm: total, paternalCm: 0, unassignedCm: 0, method })
      continue
    }
    if (father && m.kitId === father.kitId) {
      out.set(m.kitId, { origin: ORIGIN.FATHER, maternalCm: 0, paternalCm: total, unassignedCm: 0, method })
      continue
    }
    if (!byMother && !byFather) continue
    out.set(m.kitId, matchOrigin(m.segments, byMother ? (byMother.get(m.kitId) ?? []) : undefined, byFather ? (byFather.get(m.kitId) ?? []) : undefined, minCm))
  }
  return out
}
