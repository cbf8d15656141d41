import type { Rng } from '../core/random'
import type { MatchPanel } from '../relatives/match-panel'
// Math's functions as module constants: fast in hot loops under a test runner's sandbox too (core/random.ts)
const { log } = Math

/**
 * Meiosis along the genetic map.
 *
 * Crossovers are placed in genetic distance (cM of the HapMap II sex-averaged GRCh37 map, the
 * same map that measures the segments), so a chromosome of L Morgans gets L crossovers per
 * gamete on average. Two models:
 *
 *  - 'gamma' (default): crossover interference by the gamma (chi-square when the shape is an
 *    integer) model. Chiasmata on the four-strand bundle form a stationary renewal process with
 *    Gamma(shape nu, rate 2 nu) gaps in Morgans; each chiasma involves the gamete's chromatid
 *    with probability 1/2 (no chromatid interference). nu = 4 is close to the estimate for
 *    humans (nu ~ 4.3, Broman & Weber 2000, AJHG 66:1911). Interference spaces crossovers out,
 *    which lowers the variance of IBD sharing between close relatives; Caballero et al. 2019
 *    (PLoS Genet 15:e1007979, Ped-sim) showed that this, and sex-specific maps, are needed to
 *    match the spread of real sharing.
 *  - 'haldane': no interference, a Poisson process of rate 1 per Morgan.
 *
 * Not modelled: sex-specific maps (the female map is ~1.6x longer than the male one; only a
 * sex-averaged map is in the reference data), chrX (no map), gene conversion, mutation.
 */
export type CrossoverModel = { kind: 'gamma'; shape: number } | { kind: 'haldane' }

export const DEFAULT_CROSSOVER_MODEL: CrossoverModel = { kind: 'gamma', shape: 4 }

/** the chiasma process is started this many Morgans before the chromosome to reach stationarity */
const BURN_IN_MORGANS = 5

function exponential(rng: Rng, rate: number): number {
  return -log(1 - rng.next()) / rate
}

function gap(rng: Rng, model: CrossoverModel): number {
  if (model.kind === 'haldane') return exponential(rng, 1)
  // Gamma(shape, rate 2*shape): an Erlang sum for integer shapes, Marsaglia-Tsang otherwise
  const rate = 2 * model.shape
  if (Number.isInteger(model.shape) && model.shape <= 16) {
    let s = 0
    for (let k = 0; k < model.shape; k++) s += exponential(rng, rate)
    return s
  }
  return rng.gamma(model.shape) / rate
}

/** crossover positions (Morgans from the start) on a chromosome of `morgans` */
export function crossoverPositions(rng: Rng, morgans: number, model: CrossoverModel = DEFAULT_CROSSOVER_MODEL): number[] {
  const out: number[] = []
  if (model.kind === 'haldane') {
    for (let x = exponential(rng, 1); x < morgans; x += exponential(rng, 1)) out.push(x)
    return out
  }
  for (let x = -BURN_IN_MORGANS + gap(rng, model); x < morgans; x += gap(rng, model)) {
    if (x >= 0 && rng.next() < 0.5) out.push(x)
  }
  return out
}

/** copies bits [from, to) of src into dst */
export function copyBits(src: Int32Array, dst: Int32Array, from: number, to: number): void {
  if (to <= from) return
  const w0 = from >>> 5
  const w1 = (to - 1) >>> 5
  for (let w = w0; w <= w1; w++) {
    let mask = -1
    if (w === w0) mask &= -1 << (from & 31)
    if (w === w1 && (to & 31) !== 0) mask &= (1 << (to & 31)) - 1
    dst[w] = (dst[w] & ~mask) | (src[w] & mask)
  }
}

/** first marker index in [lo, hi) whose cM is >= x (hi when none) */
function firstAtOrAfter(cm: Float64Array, lo: number, hi: number, x: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (cm[mid] < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * One gamete of a parent with haplotypes [h0, h1] (bit set = allele a2), autosomes only:
 * each chromosome starts on a random haplotype and switches at every crossover. Bits off the
 * autosomes are left 0. Returns the number of crossovers.
 */
export function meiosis(panel: MatchPanel, parent: readonly [Int32Array, Int32Array], rng: Rng, out: Int32Array, model: CrossoverModel = DEFAULT_CROSSOVER_MODEL): number {
  out.fill(0)
  const cm = panel.cm
  let crossovers = 0
  for (const chr of panel.autosomes) {
    const morgans = (chr.endCm - chr.startCm) / 100
    const xs = crossoverPositions(rng, morgans, model)
    crossovers += xs.length
    let h = rng.next() < 0.5 ? 0 : 1
    let from = chr.start
    for (const x of xs) {
      const at = firstAtOrAfter(cm, from, chr.end, chr.startCm + x * 100)
      copyBits(parent[h], out, from, at)
      from = at
      h ^= 1
    }
    copyBits(parent[h], out, from, chr.end)
  }
  return crossovers
}
