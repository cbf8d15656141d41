import { Rng } from '../core/random'
import type { MatchPanel } from '../relatives/match-panel'
import { createPlanes, GenotypePlanes } from '../relatives/planes'
import { CrossoverModel, DEFAULT_CROSSOVER_MODEL, meiosis } from './meiosis'
// Math's functions as module constants: fast in hot loops under a test runner's sandbox too (core/random.ts)
const { floor, log, max, min, round } = Math

/**
 * Simulated people for tests and for the relatives evaluation: phased haplotypes over the
 * autosomal markers of a panel (bit set = allele a2), founders drawn from population allele
 * frequencies, children made by meiosis, and chip-like genotypes with errors and no-calls.
 *
 * Founders are drawn marker by marker, independently: the simulated genomes have NO linkage
 * disequilibrium. Two unrelated simulated people therefore share no haplotype stretches by
 * descent or by LD, which makes false-positive rates measured on them a lower bound for real
 * data (see docs/relatives-scaling.md).
 */

/** allele frequencies of one population: frequency of the panel's a2 allele, per marker */
export interface PopulationFrequencies {
  population: string
  a2: Float32Array | Float64Array
}

export interface Person {
  readonly id: string
  /** [paternal, maternal] haplotypes; only autosomal markers are set */
  readonly haplotypes: readonly [Int32Array, Int32Array]
  /** population of each founder this person descends from, for reporting */
  readonly populations: readonly string[]
}

/** Chip noise. Defaults are those of a good consumer array: call rate 99 %, ~0.1 % errors. */
export interface ChipNoise {
  /** probability that a call is missing */
  noCallRate: number
  /** probability that a call is wrong */
  errorRate: number
}

/**
 * Illumina consumer arrays pass QC at call rates >= 98-99 % and replicate concordance ~99.9 %
 * (e.g. 23andMe v5 / GSA), hence 1 % no-calls and 0.1 % errors.
 */
export const DEFAULT_CHIP_NOISE: ChipNoise = { noCallRate: 0.01, errorRate: 0.001 }

/**
 * Per-marker thresholds for drawing a2 with two draws per 32-bit random number (16 bits of
 * resolution: frequencies are known to far less than 1/65,536). Off-autosome markers get 0.
 */
export function alleleThresholds(panel: MatchPanel, freqs: PopulationFrequencies): Uint16Array {
  const out = new Uint16Array(panel.markerCount + 1)
  for (const chr of panel.autosomes) {
    for (let i = chr.start; i < chr.end; i++) {
      const p = freqs.a2[i]
      out[i] = Number.isFinite(p) ? max(0, min(65535, round(p * 65536))) : 0
    }
  }
  return out
}

/** a haplotype drawn marker by marker from the thresholds (no linkage disequilibrium) */
export function randomHaplotype(panel: MatchPanel, thresholds: Uint16Array, rng: Rng, out: Int32Array): Int32Array {
  out.fill(0)
  for (const chr of panel.autosomes) {
    let i = chr.start
    while (i < chr.end) {
      const r = rng.nextUint32()
      if ((r & 0xffff) < thresholds[i]) out[i >>> 5] |= 1 << (i & 31)
      i++
      if (i < chr.end && r >>> 16 < thresholds[i]) out[i >>> 5] |= 1 << (i & 31)
      i++
    }
  }
  return out
}

/**
 * Makes founders and children on one panel. Everything is drawn from `rng`, so the same seed
 * gives the same people.
 */
export class PopulationSimulator {
  private readonly thresholds = new Map<string, Uint16Array>()
  private counter = 0

  constructor(
    readonly panel: MatchPanel,
    populations: readonly PopulationFrequencies[],
    readonly rng: Rng,
    readonly crossover: CrossoverModel = DEFAULT_CROSSOVER_MODEL
  ) {
    for (const p of populations) this.thresholds.set(p.population, alleleThresholds(panel, p))
    if (this.thresholds.size === 0) throw new Error('PopulationSimulator needs at least one population')
  }

  get populations(): string[] {
    return [...this.thresholds.keys()]
  }

  private nextId(prefix: string): string {
    return `${prefix}${++this.counter}`
  }

  private words(): number {
    return this.panel.words
  }

  /** one haplotype of an unrelated person of `population` (a founder's gamete is just this) */
  haplotype(population: string): Int32Array {
    const t = this.thresholds.get(population)
    if (!t) throw new Error(`no allele frequencies for population '${population}'`)
    return randomHaplotype(this.panel, t, this.rng, new Int32Array(this.words()))
  }

  founder(population: string, id = this.nextId(`${population}-`)): Person {
    return { id, haplotypes: [this.haplotype(population), this.haplotype(population)], populations: [population] }
  }

  gamete(parent: Person): Int32Array {
    const out = new Int32Array(this.words())
    meiosis(this.panel, parent.haplotypes, this.rng, out, this.crossover)
    return out
  }

  child(father: Person, mother: Person, id = this.nextId('child-')): Person {
    return { id, haplotypes: [this.gamete(father), this.gamete(mother)], populations: union(father.populations, mother.populations) }
  }

  /**
   * A child of `parent` and an untested founder of `spousePopulation`. The spouse is never
   * needed again, and without LD a founder's gamete is just a fresh haplotype, so only that
   * haplotype is drawn.
   */
  childWithFounder(parent: Person, spousePopulation: string, id = this.nextId('child-')): Person {
    return { id, haplotypes: [this.gamete(parent), this.haplotype(spousePopulation)], populations: union(parent.populations, [spousePopulation]) }
  }
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])]
}

/**
 * The person's genotypes as a chip would report them: autosomal calls from the two
 * haplotypes, then no-calls and errors placed independently at the given rates. An error
 * moves the call to a neighbouring genotype cluster, as array calling errors do: a homozygote
 * is read as a heterozygote, a heterozygote as either homozygote. Markers off the autosomes
 * are no-calls (the simulator does not model X, Y or MT).
 */
export function chipGenotypes(panel: MatchPanel, person: Person, rng: Rng, noise: ChipNoise = DEFAULT_CHIP_NOISE): GenotypePlanes {
  const planes = createPlanes(panel.markerCount)
  const [h0, h1] = person.haplotypes
  const { lo, hi } = planes
  const autosomal = new Int32Array(panel.words)
  for (const chr of panel.autosomes) {
    for (let w = chr.start >>> 5; w <= (chr.end - 1) >>> 5; w++) {
      let mask = -1
      if (w === chr.start >>> 5) mask &= -1 << (chr.start & 31)
      if (w === (chr.end - 1) >>> 5 && (chr.end & 31) !== 0) mask &= (1 << (chr.end & 31)) - 1
      autosomal[w] |= mask
    }
  }
  for (let w = 0; w < lo.length; w++) {
    const m = autosomal[w]
    lo[w] = ~(h0[w] ^ h1[w]) & m
    hi[w] = (h0[w] | h1[w]) & m
  }
  const apply = (rate: number, f: (w: number, bit: number) => void) => {
    if (rate <= 0) return
    // geometric gaps between affected markers: one log per event instead of one draw per marker
    const logq = log(1 - rate)
    for (const chr of panel.autosomes) {
      let i = chr.start + floor(log(1 - rng.next()) / logq)
      while (i < chr.end) {
        f(i >>> 5, 1 << (i & 31))
        i += 1 + floor(log(1 - rng.next()) / logq)
      }
    }
  }
  apply(noise.errorRate, (w, bit) => {
    const l = lo[w] & bit
    const h = hi[w] & bit
    if (l && !h) hi[w] |= bit // a1/a1 -> a1/a2: hi on, lo off
    if (l) lo[w] &= ~bit // a2/a2 -> a1/a2 (and the a1/a1 case above)
    if (!l && h) {
      lo[w] |= bit // a1/a2 -> a homozygote
      if (rng.next() < 0.5) hi[w] &= ~bit
    }
  })
  apply(noise.noCallRate, (w, bit) => {
    lo[w] &= ~bit
    hi[w] &= ~bit
  })
  return planes
}
