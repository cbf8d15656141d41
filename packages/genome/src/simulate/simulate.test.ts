import { Rng } from '../core/random'
import { testPanel } from '../relatives/__tests__/fixtures'
import { popcount32 } from '../relatives/planes'
import { copyBits, crossoverPositions, meiosis } from './meiosis'
import { RELATIONSHIPS, simulatePair } from './pedigree'
import { chipGenotypes, PopulationSimulator, randomHaplotype, alleleThresholds } from './people'

const tp = testPanel({ chromosomes: [20, 21, 22], seed: 'simulate-panel' })

describe('meiosis', () => {
  it('places one crossover per Morgan on average, in both models', () => {
    for (const model of [{ kind: 'haldane' } as const, { kind: 'gamma', shape: 4 } as const]) {
      const rng = new Rng(`xo-${model.kind}`)
      let n = 0
      for (let k = 0; k < 4000; k++) n += crossoverPositions(rng, 1.5, model).length
      expect(n / 4000).toBeGreaterThan(1.45)
      expect(n / 4000).toBeLessThan(1.55)
    }
  })

  it('spaces crossovers out under interference: fewer gametes with two crossovers close together', () => {
    const close = (model: Parameters<typeof crossoverPositions>[2]) => {
      const rng = new Rng('interference')
      let pairs = 0
      for (let k = 0; k < 20000; k++) {
        const xs = crossoverPositions(rng, 1, model)
        for (let i = 1; i < xs.length; i++) if (xs[i] - xs[i - 1] < 0.1) pairs++
      }
      return pairs
    }
    expect(close({ kind: 'gamma', shape: 4 })).toBeLessThan(close({ kind: 'haldane' }) * 0.2)
  })

  it('copies bit ranges across word boundaries exactly', () => {
    const src = Int32Array.from({ length: 4 }, (_, i) => (i * 0x9e3779b9) | 0)
    for (const [from, to] of [[0, 128], [3, 5], [30, 34], [31, 97], [64, 64]]) {
      const dst = new Int32Array(4)
      copyBits(src, dst, from, to)
      for (let i = 0; i < 128; i++) {
        const bit = (v: Int32Array) => (v[i >>> 5] >>> (i & 31)) & 1
        expect(bit(dst)).toBe(i >= from && i < to ? bit(src) : 0)
      }
    }
  })

  it('makes a gamete that takes each marker from one of the parent\'s haplotypes, in long runs', () => {
    const rng = new Rng('gamete')
    const words = tp.match.words
    const h0 = new Int32Array(words)
    const h1 = new Int32Array(words).fill(-1)
    const out = new Int32Array(words)
    const xo = meiosis(tp.match, [h0, h1], rng, out)
    let switches = 0
    for (const chr of tp.match.autosomes) for (let i = chr.start + 1; i < chr.end; i++) if (((out[i >>> 5] >>> (i & 31)) & 1) !== ((out[(i - 1) >>> 5] >>> ((i - 1) & 31)) & 1)) switches++
    expect(switches).toBe(xo)
  })
})

describe('founders, families and chip noise', () => {
  it('draws founder alleles at the population frequency', () => {
    const rng = new Rng('freq')
    const t = alleleThresholds(tp.match, tp.populations[0])
    const out = new Int32Array(tp.match.words)
    let expected = 0
    let got = 0
    for (let k = 0; k < 20; k++) {
      randomHaplotype(tp.match, t, rng, out)
      for (let w = 0; w < out.length; w++) got += popcount32(out[w])
    }
    for (let i = 0; i < tp.panel.size; i++) expected += 20 * tp.populations[0].a2[i]
    expect(Math.abs(got - expected) / expected).toBeLessThan(0.01)
  })

  it('puts no-calls and errors at the requested rates', () => {
    const sim = new PopulationSimulator(tp.match, tp.populations, new Rng('noise'))
    const p = sim.founder('POP1')
    const clean = chipGenotypes(tp.match, p, sim.rng, { noCallRate: 0, errorRate: 0 })
    const noisy = chipGenotypes(tp.match, p, sim.rng, { noCallRate: 0.02, errorRate: 0.01 })
    let noCalls = 0
    let changed = 0
    for (let w = 0; w < clean.lo.length; w++) {
      const called = noisy.lo[w] | noisy.hi[w]
      noCalls += popcount32(~called & (clean.lo[w] | clean.hi[w]))
      changed += popcount32(called & ((clean.lo[w] ^ noisy.lo[w]) | (clean.hi[w] ^ noisy.hi[w])))
    }
    expect(noCalls / tp.panel.size).toBeGreaterThan(0.017)
    expect(noCalls / tp.panel.size).toBeLessThan(0.023)
    expect(changed / tp.panel.size).toBeGreaterThan(0.008)
    expect(changed / tp.panel.size).toBeLessThan(0.012)
  })

  it('makes half siblings share about half their genome identical by descent, full siblings a quarter on both copies', () => {
    const sim = new PopulationSimulator(tp.match, tp.populations, new Rng('ibd'))
    // IBD straight from the haplotypes: founders' haplotypes differ at ~1/3 of markers, so use
    // the fraction of markers where some haplotype pair is identical over long runs
    let hs = 0
    for (let k = 0; k < 10; k++) {
      const [a, b] = simulatePair(sim, RELATIONSHIPS.halfSiblings, 'POP1')
      // the shared parent passed haplotype 0 (paternal) to both children in this pedigree
      let same = 0
      for (let w = 0; w < tp.match.words; w++) same += 32 - popcount32(a.haplotypes[0][w] ^ b.haplotypes[0][w])
      hs += same / (tp.match.words * 32) / 10
    }
    // identical at IBD markers (half the genome) and by chance at ~(1 - 2pq) of the others
    expect(hs).toBeGreaterThan(0.75)
    expect(hs).toBeLessThan(0.92)
  })
})
