import { hash32, Rng, seedFromString } from '../core/random'
import type { ChromosomeMap } from '../reference/readers'

/**
 * The generators' fill: the rest of a simulated chip at REAL GRCh37 positions, those of the
 * genetic map (`genetic-map-grch37`, 351,759 autosomal SNP positions of HapMap II), with
 * alleles the reference does not give and that are therefore drawn here. Only the generators
 * and the relatives simulator use such a panel (the "universe" the vendor layouts are cut
 * from); analysis never does: a real file becomes its own layout (src/layout/) and no marker of
 * this fill enters it unless the file itself carries the position.
 *
 * Honesty rules: the source is SYNTHETIC_SOURCE (its alleles are invented); ids are internal
 * ('i' + number from SYNTHETIC_ID_BASE) and never invented rs numbers.
 */

export const SYNTHETIC_ID_BASE = 90_000_001
export const SYNTHETIC_SOURCE = 'genetic-map-position-synthetic-alleles'

/** A gap between consecutive genetic-map rows longer than this is a centromere or unmapped
 * heterochromatin (GRCh37: chr1 121-144 Mb, chr9 38-68 Mb, chr16 35-46 Mb, ...) */
export const MAP_GAP_BP = 2_000_000

export interface AllelePairWeight {
  a: string
  b: string
  weight: number
}

export interface SyntheticFillInput {
  /** markers wanted; all free map positions when there are fewer */
  count: number
  geneticMap: Map<number, ChromosomeMap>
  /** positions already taken per chromosome */
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

/** free genetic-map positions (an evenly thinned, seeded subset when fewer are wanted), with drawn alleles */
export function syntheticFill(input: SyntheticFillInput): SyntheticMarkers {
  const rng = new Rng(input.seed)
  const free: [number, number][] = []
  for (const c of [...input.geneticMap.keys()].sort((a, b) => a - b)) {
    const taken = input.occupied.get(c) ?? new Set<number>()
    const pos = input.geneticMap.get(c)!.pos
    for (let i = 0; i < pos.length; i++) if (!taken.has(pos[i]) && (i === 0 || pos[i] !== pos[i - 1])) free.push([c, pos[i]])
  }
  const keep = Math.min(input.count, free.length)
  const out: SyntheticMarkers = { chrom: [], pos: [], a1: [], a2: [] }
  const cumWeights: number[] = []
  let acc = 0
  for (const p of input.allelePairs) cumWeights.push((acc += p.weight))
  // exactly `keep` positions: those of the smallest seeded hash, a subset spread like the map
  let chosen = free
  if (keep < free.length) {
    const salt = seedFromString(input.seed)
    const h = free.map(([c, p]) => hash32(c, p, salt))
    const order = free.map((_, k) => k).sort((x, y) => h[x] - h[y] || x - y).slice(0, keep).sort((x, y) => x - y)
    chosen = order.map(k => free[k])
  }
  for (const [chrom, pos] of chosen) {
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
  return out
}
