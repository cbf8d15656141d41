import { MatchPanel, X_CHROMOSOME_STATUS } from './match-panel'
import { GenotypePlanes, popcount32 } from './planes'

/**
 * Shared-segment detection between two unphased chip genotypes.
 *
 * Half-identical regions (HIR). Two people who share one haplotype identical by descent (IBD)
 * can never be opposite homozygotes (a1/a1 against a2/a2) inside the shared region, whatever
 * their other haplotypes are; outside it opposite homozygotes turn up every few dozen
 * informative markers. A HIR is therefore a long stretch without opposite homozygotes. This is
 * the rule of GEDmatch's one-to-one comparison and of IBIS (Seidman et al. 2020, AJHG
 * 106:453, "Rapid, phase-free detection of long identity-by-descent segments"), which also
 * showed the bit-parallel form used here.
 *
 * Fully identical regions (FIR). Where two people share both haplotypes (full siblings,
 * about a quarter of the genome) their genotypes are identical at every marker; a FIR is a
 * long stretch, inside a HIR, without differing genotypes.
 *
 * Tolerance for genotyping errors and no-calls.
 *  - A no-call compares as nothing: it neither breaks a region nor counts as a marker.
 *    Thresholds and distances count only markers called in both kits, so that a region one
 *    chip does not type can never pass for a shared segment.
 *  - A chip error inside a shared region can create one opposite homozygote (a het read as the
 *    other homozygote). Breaking events (opposite homozygotes for HIR, differing genotypes for
 *    FIR) are grouped into clusters: consecutive events closer than `errorGapMarkers` called
 *    markers belong to the same cluster. A cluster of at most `maxErrorsPerCluster` events,
 *    with at least `errorGapMarkers` clean markers on both sides, is read as genotyping error
 *    and bridged; larger clusters end the region. In unrelated DNA opposite homozygotes come
 *    every ~10-40 markers, so they always form large clusters; at chip error rates (~0.1 %
 *    of calls) a bridged error turns up every ~1,500 markers of a shared region.
 *    The number of bridged events of a segment is reported as `mismatches`.
 *
 * Evidence. Length and marker count are not enough where a chip carries little information:
 * in high-recombination, low-diversity stretches two unrelated people can go 300-600 markers
 * and 7-9 cM with only a handful of opposite homozygotes, which the error tolerance would
 * bridge. A segment is therefore also required to carry evidence for sharing, a
 * likelihood-ratio score in nats of IBD against no IBD:
 *     evidence = bothHet / 2 - mismatchCost * mismatches
 * For unrelated people the expected number of opposite homozygotes in a region is
 * lambda = sum 2p²q², and each marker without one adds ~2p²q² nats for IBD; the markers
 * where both kits are heterozygous estimate 2 lambda without needing allele frequencies
 * (E = sum 4p²q² for unrelated people, sum pq >= that inside IBD). A bridged opposite
 * homozygote costs ln(P_opposite / P_error) ~ ln(0.1 / 0.0005) ~ 5 nats. On the
 * 640,000-marker panel a true 7 cM segment scores ~25-60; chance stretches between unrelated
 * people in sparse regions score below 12 (measured with scripts/eval-relatives.ts).
 */

export interface SegmentParams {
  /** a half-identical segment counts from this length (cM) ... */
  minCm: number
  /** ... and this many markers called in both kits */
  minMarkers: number
  /** one-to-one only: also list shorter segments down to these limits (not counted in totals) */
  reportMinCm?: number
  reportMinMarkers?: number
  /** events closer than this many called markers belong to one cluster */
  errorGapMarkers: number
  /** a cluster of at most this many events is bridged as genotyping error */
  maxErrorsPerCluster: number
  /** a half segment counts only with this much evidence (nats; see above) */
  minEvidence: number
  /** evidence lost per bridged opposite homozygote */
  mismatchCost: number
  /** fully identical regions inside counted segments: minimum length, markers and tolerance */
  fullMinCm: number
  fullMinMarkers: number
  fullErrorGapMarkers: number
  fullMaxErrorsPerCluster: number
}

/**
 * Defaults. 7 cM and 500 markers are the (and GEDmatch's) thresholds: below ~7 cM a
 * large share of unphased segments are false or population-level IBD on real data, where
 * linkage disequilibrium makes chance runs without opposite homozygotes longer than in our
 * simulations (see docs/relatives-scaling.md, "What the simulations cannot show").
 * Error tolerance: with ~0.1 % errors a shared region gets a bridged error every ~1,500
 * markers, so two errors within 100 called markers are rare (~7 % of errors) and three almost
 * never; for FIR every error of either kit breaks identity, hence the smaller gap.
 * FIR: 2 cM and 200 markers inside counted segments (IBD2 runs of full siblings average
 * ~25 cM: four meioses can end them).
 */
export const DEFAULT_SEGMENT_PARAMS: SegmentParams = {
  minCm: 7,
  minMarkers: 500,
  errorGapMarkers: 100,
  maxErrorsPerCluster: 2,
  minEvidence: 20,
  mismatchCost: 5,
  fullMinCm: 2,
  fullMinMarkers: 200,
  fullErrorGapMarkers: 60,
  fullMaxErrorsPerCluster: 2
}

/** One-to-one mode also lists segments from 3 cM / 300 markers, flagged as not counted. */
export const ONE_TO_ONE_REPORT = { reportMinCm: 3, reportMinMarkers: 300 } as const

export interface SharedSegment {
  /** 'half': half-identical region (includes any fully identical part); 'full': fully identical */
  kind: 'half' | 'full'
  chrom: number
  /** first and last marker of the segment (panel indices, inclusive), both called in both kits */
  startIndex: number
  endIndex: number
  startPos: number
  endPos: number
  startCm: number
  endCm: number
  cm: number
  /** markers called in both kits inside the segment */
  markers: number
  /** bridged events (opposite homozygotes for 'half', differing genotypes for 'full') */
  mismatches: number
  /** markers where both kits are heterozygous */
  bothHeterozygous: number
  /** bothHeterozygous / 2 - mismatchCost * mismatches (nats; for 'full' segments, not used) */
  evidence: number
  /** meets minCm, minMarkers and minEvidence (for 'full': fullMinCm and fullMinMarkers) */
  counted: boolean
}

export interface PairComparison {
  /** total length of counted half-identical segments (FIR parts counted once), cM */
  totalCm: number
  segmentCount: number
  largestCm: number
  /** total length of fully identical segments inside counted segments, cM */
  fullCm: number
  /** fullCm over the autosomal length the panel covers */
  fullFraction: number
  /** autosomal markers called in both kits */
  comparedMarkers: number
  /** counted half segments and the full segments inside them, by chromosome and position */
  segments: SharedSegment[]
  /** one-to-one only: half segments down to reportMinCm / reportMinMarkers that are not counted (too short, too few markers or too little evidence) */
  smallSegments: SharedSegment[]
  xChromosome: typeof X_CHROMOSOME_STATUS
}

/** event positions and called-marker ranks, reused between comparisons */
class EventBuffer {
  pos: Int32Array
  rank: Int32Array
  n = 0
  constructor(capacity: number) {
    this.pos = new Int32Array(capacity)
    this.rank = new Int32Array(capacity)
  }
}

interface Region {
  /** first and last marker of the region, inclusive (may start/end on uncalled markers) */
  from: number
  to: number
  called: number
  tolerated: number
}

/**
 * Collects breaking events over markers [s, e): opposite homozygotes (full = false) or
 * differing genotypes (full = true), each with its rank among markers called in both kits.
 * Returns the number of markers called in both kits in [s, e).
 */
function collectEvents(a: GenotypePlanes, b: GenotypePlanes, s: number, e: number, full: boolean, out: EventBuffer): number {
  out.n = 0
  if (e <= s) return 0
  const la = a.lo
  const ha = a.hi
  const lb = b.lo
  const hb = b.hi
  const w0 = s >>> 5
  const w1 = (e - 1) >>> 5
  let calledBefore = 0
  let n = 0
  const pos = out.pos
  const rank = out.rank
  for (let w = w0; w <= w1; w++) {
    let mask = -1
    if (w === w0) mask &= -1 << (s & 31)
    if (w === w1 && (e & 31) !== 0) mask &= (1 << (e & 31)) - 1
    const al = la[w]
    const ah = ha[w]
    const bl = lb[w]
    const bh = hb[w]
    const called = (al | ah) & (bl | bh) & mask
    let x = full ? called & ((al ^ bl) | (ah ^ bh)) : al & bl & (ah ^ bh) & mask
    while (x !== 0) {
      const low = x & -x
      pos[n] = (w << 5) + (31 - Math.clz32(low))
      rank[n] = calledBefore + popcount32(called & (low - 1))
      n++
      x ^= low
    }
    calledBefore += popcount32(called)
  }
  out.n = n
  return calledBefore
}

/**
 * Splits [s, e) at breaking clusters (more than maxErrors events, consecutive events closer
 * than gap called markers); smaller clusters are bridged. Only regions with at least
 * minCalled called markers are returned.
 */
function regionsBetweenBreaks(ev: EventBuffer, totalCalled: number, s: number, e: number, gap: number, maxErrors: number, minCalled: number): Region[] {
  const out: Region[] = []
  const { pos, rank, n } = ev
  let from = s
  let fromRank = 0
  let tolerated = 0
  let i = 0
  while (i < n) {
    let j = i
    while (j + 1 < n && rank[j + 1] - rank[j] < gap) j++
    const size = j - i + 1
    if (size <= maxErrors) {
      tolerated += size
    } else {
      const called = rank[i] - fromRank
      if (called >= minCalled) out.push({ from, to: pos[i] - 1, called, tolerated })
      from = pos[j] + 1
      fromRank = rank[j] + 1
      tolerated = 0
    }
    i = j + 1
  }
  const called = totalCalled - fromRank
  if (called >= minCalled) out.push({ from, to: e - 1, called, tolerated })
  return out
}

/** markers in [s, e] (inclusive) where both kits are heterozygous (lo 0, hi 1) */
function bothHeterozygous(a: GenotypePlanes, b: GenotypePlanes, s: number, e: number): number {
  let n = 0
  const w0 = s >>> 5
  const w1 = e >>> 5
  for (let w = w0; w <= w1; w++) {
    let mask = -1
    if (w === w0) mask &= -1 << (s & 31)
    if (w === w1 && ((e + 1) & 31) !== 0) mask &= (1 << ((e + 1) & 31)) - 1
    n += popcount32(a.hi[w] & ~a.lo[w] & b.hi[w] & ~b.lo[w] & mask)
  }
  return n
}

function calledInBoth(a: GenotypePlanes, b: GenotypePlanes, i: number): boolean {
  const w = i >>> 5
  const bit = 1 << (i & 31)
  return ((a.lo[w] | a.hi[w]) & (b.lo[w] | b.hi[w]) & bit) !== 0
}

/**
 * Compares two kits. `chromosomes`, a bit mask (bit c for autosome c; 0 = all), limits the
 * scan, as one-to-many matching does to check the chromosomes the screen flagged.
 */
export type PairComparator = (a: GenotypePlanes, b: GenotypePlanes, chromosomes?: number) => PairComparison

/**
 * A comparator for one panel and one set of parameters. It keeps its scratch buffers, so
 * one comparator must not be used by two threads at once (each worker makes its own).
 */
export function createComparator(panel: MatchPanel, overrides: Partial<SegmentParams> = {}): PairComparator {
  const p: SegmentParams = { ...DEFAULT_SEGMENT_PARAMS, ...overrides }
  validateParams(p)
  // a marker's cM and position only at the ends of the segments made (an overlap's panel reads
  // them through its map: MatchPanel.cmAt, posAt)
  let cm: Float64Array | undefined
  let ppos: Int32Array | undefined
  const cmAt = panel.cmAt ?? ((k: number) => (cm ??= panel.cm)[k])
  const posAt = panel.posAt ?? ((k: number) => (ppos ??= panel.pos)[k])
  let maxChrom = 0
  for (const c of panel.autosomes) maxChrom = Math.max(maxChrom, c.end - c.start)
  const ev = new EventBuffer(maxChrom)
  const fev = new EventBuffer(maxChrom)
  const reportMinCm = p.reportMinCm ?? p.minCm
  const reportMinMarkers = p.reportMinMarkers ?? p.minMarkers

  const makeSegment = (a: GenotypePlanes, b: GenotypePlanes, kind: 'half' | 'full', chrom: number, r: Region, minCm: number, minMarkers: number): SharedSegment | undefined => {
    let first = r.from
    while (first <= r.to && !calledInBoth(a, b, first)) first++
    let last = r.to
    while (last >= first && !calledInBoth(a, b, last)) last--
    if (last < first) return undefined
    const startCm = cmAt(first)
    const endCm = cmAt(last)
    const length = endCm - startCm
    const hets = bothHeterozygous(a, b, first, last)
    const evidence = hets / 2 - p.mismatchCost * r.tolerated
    return {
      kind,
      chrom,
      startIndex: first,
      endIndex: last,
      startPos: posAt(first),
      endPos: posAt(last),
      startCm,
      endCm,
      cm: length,
      markers: r.called,
      mismatches: r.tolerated,
      bothHeterozygous: hets,
      evidence,
      counted: length >= minCm && r.called >= minMarkers && (kind === 'full' || evidence >= p.minEvidence)
    }
  }

  return (a, b, chromosomes = 0) => {
    if (a.markerCount !== panel.markerCount || b.markerCount !== panel.markerCount) {
      throw new Error(`genotypes have ${a.markerCount} and ${b.markerCount} markers, the panel ${panel.markerCount}`)
    }
    const segments: SharedSegment[] = []
    const smallSegments: SharedSegment[] = []
    let comparedMarkers = 0
    let totalCm = 0
    let largestCm = 0
    let fullCm = 0
    let segmentCount = 0
    for (const chr of panel.autosomes) {
      if (chromosomes !== 0 && (chromosomes & (1 << chr.chrom)) === 0) continue
      const called = collectEvents(a, b, chr.start, chr.end, false, ev)
      comparedMarkers += called
      const regions = regionsBetweenBreaks(ev, called, chr.start, chr.end, p.errorGapMarkers, p.maxErrorsPerCluster, Math.min(reportMinMarkers, p.minMarkers))
      for (const r of regions) {
        const seg = makeSegment(a, b, 'half', chr.chrom, r, p.minCm, p.minMarkers)
        if (!seg) continue
        if (!seg.counted) {
          if (seg.cm >= reportMinCm && seg.markers >= reportMinMarkers && p.reportMinCm !== undefined) smallSegments.push(seg)
          continue
        }
        segments.push(seg)
        segmentCount++
        totalCm += seg.cm
        if (seg.cm > largestCm) largestCm = seg.cm
        // fully identical parts of the counted segment
        const fcalled = collectEvents(a, b, seg.startIndex, seg.endIndex + 1, true, fev)
        for (const fr of regionsBetweenBreaks(fev, fcalled, seg.startIndex, seg.endIndex + 1, p.fullErrorGapMarkers, p.fullMaxErrorsPerCluster, p.fullMinMarkers)) {
          const f = makeSegment(a, b, 'full', chr.chrom, fr, p.fullMinCm, p.fullMinMarkers)
          if (f && f.counted) {
            segments.push(f)
            fullCm += f.cm
          }
        }
      }
    }
    segments.sort((x, y) => x.startIndex - y.startIndex || (x.kind === 'half' ? -1 : 1))
    return {
      totalCm,
      segmentCount,
      largestCm,
      fullCm,
      fullFraction: panel.genomeCm > 0 ? fullCm / panel.genomeCm : 0,
      comparedMarkers,
      segments,
      smallSegments,
      xChromosome: X_CHROMOSOME_STATUS
    }
  }
}

function validateParams(p: SegmentParams): void {
  const positive: (keyof SegmentParams)[] = ['minCm', 'minMarkers', 'errorGapMarkers', 'fullMinCm', 'fullMinMarkers', 'fullErrorGapMarkers', 'mismatchCost']
  for (const k of positive) {
    const v = p[k]
    if (typeof v !== 'number' || !(v > 0)) throw new Error(`segment parameter ${k} must be a positive number, got ${v}`)
  }
  for (const k of ['maxErrorsPerCluster', 'fullMaxErrorsPerCluster'] as const) {
    if (!Number.isInteger(p[k]) || p[k] < 0) throw new Error(`segment parameter ${k} must be a non-negative integer, got ${p[k]}`)
  }
  if (!(p.minEvidence >= 0)) throw new Error(`segment parameter minEvidence must be >= 0, got ${p.minEvidence}`)
  if (p.reportMinCm !== undefined && (p.reportMinCm > p.minCm || !(p.reportMinCm > 0))) throw new Error('reportMinCm must be positive and at most minCm')
  if (p.reportMinMarkers !== undefined && (p.reportMinMarkers > p.minMarkers || !(p.reportMinMarkers > 0))) throw new Error('reportMinMarkers must be positive and at most minMarkers')
}
