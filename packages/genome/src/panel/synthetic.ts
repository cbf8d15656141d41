import { CHROM_X, CHROM_XY } from '../core/chromosome'
import { Rng } from '../core/random'
import type { ChromosomeMap } from '../reference/readers'
import { PAR1 } from './lookup'

/**
 * The synthetic fill: markers that stand in for the rest of a ~640,000-marker consumer chip
 * where the public reference has no real chip definition (see README.md "Marker panel").
 *
 * Honesty rules: ids are internal ('i' + number, the 23andMe style for non-dbSNP probes) and
 * never invented rs numbers; ids start at SYNTHETIC_ID_BASE, above the i1000000-i7999999 ranges
 * seen in 23andMe files, and uploads are matched to them by (chrom, pos) only.
 */

export const SYNTHETIC_ID_BASE = 90_000_001
export const SYNTHETIC_SOURCE = 'synthetic'

/** X share of a consumer chip: ~17,000 of 640,000 markers on 23andMe v5 / Illumina GSA (about 2.6%) */
export const X_SHARE = 0.026
/** PAR1 markers, filed as XY (chromosome 25) as AncestryDNA does */
export const PAR_SHARE = 0.0005
/** A gap between consecutive genetic-map rows longer than this is a centromere or unmapped
 * heterochromatin (GRCh37: chr1 121-144 Mb, chr9 38-68 Mb, chr16 35-46 Mb, ...), not placed */
export const MAP_GAP_BP = 2_000_000
/** GRCh37 chrX: non-PAR span and the centromere (X:58.1-61.7 Mb) left out, as on chips */
const X_SEGMENTS: [number, number][] = [
  [PAR1[1] + 1, 58_100_000],
  [61_700_000, 154_931_043]
]

export interface AllelePairWeight {
  a: string
  b: string
  weight: number
}

export interface SyntheticFillInput {
  targetSize: number
  geneticMap: Map<number, ChromosomeMap>
  /** positions already taken per chromosome, and how many real markers each chromosome has */
  occupied: Map<number, Set<number>>
  /** empirical distribution of unordered allele pairs (from the HapMap 3 SNPs) */
  allelePairs: AllelePairWeight[]
  seed: string
}

export interface SyntheticMarkers {
  chrom: number[]
  pos: number[]
  a1: string[]
  a2: string[]
}

/** mapped segments of an autosome: runs of map rows without a gap over MAP_GAP_BP */
export function mappedSegments(map: ChromosomeMap): [number, number][] {
  const segs: [number, number][] = []
  let start = map.pos[0]
  for (let i = 1; i < map.pos.length; i++) {
    if (map.pos[i] - map.pos[i - 1] > MAP_GAP_BP) {
      segs.push([start, map.pos[i - 1]])
      start = map.pos[i]
    }
  }
  segs.push([start, map.pos[map.pos.length - 1]])
  return segs
}

function segmentLength(segs: [number, number][]): number {
  return segs.reduce((s, [a, b]) => s + (b - a + 1), 0)
}

/** `count` distinct positions, uniform over the segments, avoiding `taken` */
function placePositions(rng: Rng, segs: [number, number][], count: number, taken: Set<number>): number[] {
  const total = segmentLength(segs)
  const cum: number[] = []
  let acc = 0
  for (const [a, b] of segs) cum.push((acc += b - a + 1))
  const chosen = new Set<number>()
  while (chosen.size < count) {
    const need = count - chosen.size
    for (let k = 0; k < need; k++) {
      const r = Math.floor(rng.next() * total)
      let lo = 0
      while (cum[lo] <= r) lo++
      const offset = r - (lo === 0 ? 0 : cum[lo - 1])
      const pos = segs[lo][0] + offset
      if (!taken.has(pos)) chosen.add(pos)
    }
  }
  return [...chosen].sort((x, y) => x - y)
}

/** Splits `total` over weights by largest remainder so the parts add up exactly. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const raw = weights.map(w => (total * w) / sum)
  const out = raw.map(Math.floor)
  let left = total - out.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0])
  for (let k = 0; left > 0; k++, left--) out[order[k % order.length][1]]++
  return out
}

export function syntheticFill(input: SyntheticFillInput): SyntheticMarkers {
  const rng = new Rng(input.seed)
  const out: SyntheticMarkers = { chrom: [], pos: [], a1: [], a2: [] }
  const realOn = (c: number) => input.occupied.get(c)?.size ?? 0
  const xTarget = Math.round(input.targetSize * X_SHARE)
  const parTarget = Math.round(input.targetSize * PAR_SHARE)
  const autosomes = [...input.geneticMap.keys()].sort((a, b) => a - b)
  const segments = new Map(autosomes.map(c => [c, mappedSegments(input.geneticMap.get(c)!)]))
  // markers still needed once the real ones are counted, so that the panel has targetSize exactly
  let realTotal = 0
  for (const set of input.occupied.values()) realTotal += set.size
  const xFill = Math.max(0, xTarget - realOn(CHROM_X))
  const parFill = Math.max(0, parTarget - realOn(CHROM_XY))
  const autoFill = Math.max(0, input.targetSize - realTotal - xFill - parFill)
  // each autosome's share of (real + fill) is proportional to its mapped length in bp, as on a
  // chip whose probes are spread along the sequence; a chromosome whose real markers already
  // exceed its share gets no fill and the rest is shared among the others (water-filling)
  const lengths = autosomes.map(c => segmentLength(segments.get(c)!))
  const open = new Set(autosomes.map((_, k) => k))
  let fillPer = autosomes.map(() => 0)
  for (;;) {
    const ks = [...open]
    const pool = autoFill + ks.reduce((s, k) => s + realOn(autosomes[k]), 0)
    const share = apportion(pool, ks.map(k => lengths[k]))
    const over = ks.filter((k, j) => share[j] < realOn(autosomes[k]))
    if (over.length === 0 || over.length === ks.length) {
      fillPer = autosomes.map(() => 0)
      ks.forEach((k, j) => (fillPer[k] = Math.max(0, share[j] - realOn(autosomes[k]))))
      break
    }
    for (const k of over) open.delete(k)
  }
  // rounding of the clamped shares can leave a few markers: give them to the longest chromosome
  const diff = autoFill - fillPer.reduce((a, b) => a + b, 0)
  if (diff !== 0) {
    const longest = [...open].sort((a, b) => lengths[b] - lengths[a])[0]
    fillPer[longest] = Math.max(0, fillPer[longest] + diff)
  }
  const fills: [number, [number, number][], number][] = autosomes.map((c, k) => [c, segments.get(c)!, fillPer[k]])
  fills.push([CHROM_X, X_SEGMENTS, xFill])
  fills.push([CHROM_XY, [[PAR1[0], PAR1[1]]], parFill])

  const cumWeights: number[] = []
  let acc = 0
  for (const p of input.allelePairs) cumWeights.push((acc += p.weight))
  for (const [chrom, segs, count] of fills) {
    if (count === 0) continue
    const positions = placePositions(rng, segs, count, input.occupied.get(chrom) ?? new Set())
    for (const pos of positions) {
      const r = rng.next() * acc
      let k = 0
      while (cumWeights[k] <= r) k++
      const { a, b } = input.allelePairs[k]
      const flip = rng.next() < 0.5
      out.chrom.push(chrom)
      out.pos.push(pos)
      out.a1.push(flip ? b : a)
      out.a2.push(flip ? a : b)
    }
  }
  return out
}
