/**
 * Expected IBD structure of a relationship, computed exactly from its pedigree.
 *
 * Along a chromosome, who inherited which founder haplotype is given by the inheritance vector
 * (one bit per meiosis, Lander & Green 1987); without crossover interference each bit flips
 * at rate 1 per Morgan, independently, and the vector is uniform at any point. Two people are
 * IBD >= 1 where they carry a common founder haplotype and IBD2 where they carry two. From the
 * chain we get, per relationship:
 *   p1     P(IBD >= 1) at a point: the expected half-identical share of the genome
 *   p2     P(IBD2) at a point: the expected fully identical share
 *   rate   expected switches from IBD >= 1 to IBD0 per Morgan (= the reverse, at stationarity)
 * so that a genome of C chromosomes and R Morgans has on average p1 C + rate R shared runs
 * with mean length p1 R / (p1 C + rate R) Morgans (runs are cut at the chromosome ends).
 * Interference changes how crossovers are spaced, not how many there are, so these
 * expectations hold with it too; it lowers the variance only.
 *
 * This generalises the segment count of ERSA (Huff et al. 2011, Genome Res 21:768) to
 * lineal, sibling and half relationships, where ERSA's cousin formula does not apply.
 */

export interface Topology {
  /** generations from A up to the common ancestor(s); 0 = A is the ancestor */
  up1: number
  /** generations from B up to the common ancestor(s) */
  up2: number
  /** one common ancestor instead of a couple */
  half: boolean
}

export interface IbdExpectation {
  p1: number
  p2: number
  rate: number
  meioses: number
}

/**
 * Enumerates the inheritance vectors of the relationship's pedigree. Only meioses that can
 * carry a shared founder haplotype are bits; spouses who marry into a line are founders whose
 * haplotypes appear on one side only, so their meioses cannot create IBD and are left out.
 */
export function ibdExpectation(t: Topology): IbdExpectation {
  // a pure function of the topology, and up to 2^20 vectors for eighth cousins: remember it
  const key = topologyKey(t)
  let e = MEMO.get(key)
  if (!e) {
    const known = ENUMERATED[key]
    e = known ? { p1: known[0], p2: known[1], rate: known[2], meioses: known[3] } : enumerateIbd(t)
    MEMO.set(key, e)
  }
  return e
}

export const topologyKey = (t: Topology): string => `${t.up1}/${t.up2}/${t.half ? 1 : 0}`

const MEMO = new Map<string, IbdExpectation>()

/**
 * enumerateIbd's answers (p1, p2, rate, meioses; exact: counts over 2^meioses) for the
 * topologies of the relationship classes (relationship.ts), written out because enumerating
 * them took ~60-100 ms of every process that predicts a relationship (eighth cousins, 2^20
 * vectors, about half of it). relationship.test.ts enumerates every entry again.
 */
export const ENUMERATED: Readonly<Record<string, readonly [number, number, number, number]>> = {
  '0/1/0': [1, 0, 0, 1],
  '1/1/0': [0.75, 0.25, 1, 4],
  '1/1/1': [0.5, 0, 1, 2],
  '0/2/0': [0.5, 0, 0.5, 2],
  '1/2/0': [0.5, 0, 1.25, 5],
  '2/2/0': [0.25, 0, 1, 6],
  '0/3/0': [0.25, 0, 0.5, 3],
  '1/3/0': [0.25, 0, 0.875, 6],
  '1/2/1': [0.25, 0, 0.75, 3],
  '2/3/0': [0.125, 0, 0.625, 7],
  '2/2/1': [0.125, 0, 0.5, 4],
  '1/4/0': [0.125, 0, 0.5625, 7],
  '1/3/1': [0.125, 0, 0.5, 4],
  '3/3/0': [0.0625, 0, 0.375, 8],
  '2/4/0': [0.0625, 0, 0.375, 8],
  '2/3/1': [0.0625, 0, 0.3125, 5],
  '1/4/1': [0.0625, 0, 0.3125, 5],
  '3/4/0': [0.03125, 0, 0.21875, 9],
  '3/3/1': [0.03125, 0, 0.1875, 6],
  '2/5/0': [0.03125, 0, 0.21875, 9],
  '2/4/1': [0.03125, 0, 0.1875, 6],
  '4/4/0': [0.015625, 0, 0.125, 10],
  '3/5/0': [0.015625, 0, 0.125, 10],
  '3/4/1': [0.015625, 0, 0.109375, 7],
  '2/5/1': [0.015625, 0, 0.109375, 7],
  '4/5/0': [0.0078125, 0, 0.0703125, 11],
  '4/4/1': [0.0078125, 0, 0.0625, 8],
  '3/6/0': [0.0078125, 0, 0.0703125, 11],
  '3/5/1': [0.0078125, 0, 0.0625, 8],
  '5/5/0': [0.00390625, 0, 0.0390625, 12],
  '4/6/0': [0.00390625, 0, 0.0390625, 12],
  '4/5/1': [0.00390625, 0, 0.03515625, 9],
  '5/6/0': [0.001953125, 0, 0.021484375, 13],
  '4/7/0': [0.001953125, 0, 0.021484375, 13],
  '4/6/1': [0.001953125, 0, 0.01953125, 10],
  '5/7/0': [0.0009765625, 0, 0.01171875, 14],
  '6/6/0': [0.0009765625, 0, 0.01171875, 14],
  '6/7/0': [0.00048828125, 0, 0.00634765625, 15],
  '6/8/0': [0.000244140625, 0, 0.00341796875, 16],
  '7/7/0': [0.000244140625, 0, 0.00341796875, 16],
  '7/8/0': [0.0001220703125, 0, 0.0018310546875, 17],
  '8/8/0': [0.00006103515625, 0, 0.0009765625, 18],
  '9/9/0': [0.0000152587890625, 0, 0.000274658203125, 20]
}

export function enumerateIbd(t: Topology): IbdExpectation {
  if (t.up1 < 0 || t.up2 < 1 || t.up1 > t.up2) throw new Error(`bad topology ${JSON.stringify(t)}`)
  // founder haplotype labels: common ancestors 0/1 (and 2/3 for the second of a couple);
  // labels >= 100 are spouses' haplotypes (unique per line, never shared). A person is a pair of
  // labels kept in two numbers (no array per vector: up to 2^20 vectors, run once per topology)
  const lineal = t.up1 === 0
  const full = !t.half && !lineal
  // a line of `gens` generations below the common ancestor(s): the first child takes one
  // haplotype of ancestor 1 (labels 0/1) and, for a full relationship, one of ancestor 2
  // (labels 2/3), for a half relationship the spouse's; each later generation passes on one of
  // its two labels (the vector's bit picks which) next to its own spouse's
  const firstBits = full ? 2 : 1
  const lineBits = (gens: number) => firstBits + (gens - 1)
  let meioses: number
  let aBits = 0
  if (lineal) meioses = t.up2
  else {
    aBits = lineBits(t.up1)
    meioses = aBits + lineBits(t.up2)
  }
  if (meioses > 20) throw new Error('relationship too distant to enumerate')
  // the two labels the person at the bottom of a line carries (x0, x1), given the vector
  let x0 = 0
  let x1 = 0
  const carry = (v: number, b0: number, gens: number, spouseBase: number): void => {
    let h0 = (v >> b0) & 1
    let h1 = full ? 2 + ((v >> (b0 + 1)) & 1) : spouseBase
    for (let g = 1; g < gens; g++) {
      const pick = (v >> (b0 + firstBits + g - 1)) & 1
      h0 = pick ? h1 : h0
      h1 = spouseBase + g
    }
    x0 = h0
    x1 = h1
  }

  const n = 1 << meioses
  const state = new Uint8Array(n) // 0: IBD0, 1: IBD1, 2: IBD2
  for (let v = 0; v < n; v++) {
    let a0: number
    let a1: number
    let b0: number
    let b1: number
    if (lineal) {
      // A is the ancestor with labels 0/1; B is up2 generations below through spouses
      a0 = 0
      a1 = 1
      b0 = 0
      b1 = 1
      for (let g = 0; g < t.up2; g++) {
        b0 = (v >> g) & 1 ? b1 : b0
        b1 = 100 + g
      }
    } else {
      carry(v, 0, t.up1, 100)
      a0 = x0
      a1 = x1
      carry(v, aBits, t.up2, 200)
      b0 = x0
      b1 = x1
    }
    const shared = (a0 === b0 || a0 === b1 ? 1 : 0) + (a1 === b0 || a1 === b1 ? 1 : 0)
    // two shared labels need both of b's haplotypes matched as well (a multiset match)
    const ibd2 = (a0 === b0 && a1 === b1) || (a0 === b1 && a1 === b0)
    state[v] = ibd2 ? 2 : shared > 0 ? 1 : 0
  }
  let p1 = 0
  let p2 = 0
  let down = 0
  for (let v = 0; v < n; v++) {
    if (state[v] === 0) continue
    p1++
    if (state[v] === 2) p2++
    for (let m = 0; m < meioses; m++) if (state[v ^ (1 << m)] === 0) down++
  }
  return { p1: p1 / n, p2: p2 / n, rate: down / n, meioses }
}

export interface SegmentExpectation {
  /** expected shared segments of at least `minCm` */
  count: number
  /** expected total length of those segments, cM */
  totalCm: number
  /** mean length of a counted segment, cM */
  meanCm: number
  /** expected fully identical share of the genome */
  fullFraction: number
}

/**
 * Expected counted segments for a genome of `chromosomes` autosomes and `genomeCm`, with runs
 * treated as exponential in length beyond the chromosome-end cut (as ERSA does): a run is
 * counted when it reaches minCm, which keeps exp(-minCm/mean) of them, and a counted run has
 * mean length mean + minCm.
 */
export function expectedSegments(t: Topology, genomeCm: number, chromosomes: number, minCm: number): SegmentExpectation {
  const e = ibdExpectation(t)
  if (e.rate === 0) {
    // parent and child: one run per chromosome, each a whole chromosome (all longer than minCm)
    const count = e.p1 * chromosomes
    return { count, totalCm: e.p1 * genomeCm, meanCm: count > 0 ? genomeCm / chromosomes : 0, fullFraction: e.p2 }
  }
  const morgans = genomeCm / 100
  const runs = e.p1 * chromosomes + e.rate * morgans
  const meanRunCm = runs > 0 ? (e.p1 * genomeCm) / runs : 0
  const kept = meanRunCm > 0 ? Math.exp(-minCm / meanRunCm) : 0
  const count = runs * kept
  return { count, totalCm: count * (meanRunCm + minCm), meanCm: meanRunCm + minCm, fullFraction: e.p2 }
}
