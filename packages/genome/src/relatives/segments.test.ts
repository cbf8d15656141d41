import { Rng } from '../core/random'
import { chipGenotypes, PopulationSimulator } from '../simulate/people'
import { RELATIONSHIPS, simulatePair } from '../simulate/pedigree'
import { testPanel } from './__tests__/fixtures'
import { createComparator, DEFAULT_SEGMENT_PARAMS, ONE_TO_ONE_REPORT } from './segments'
import { createPlanes, packedKitFromPlanes, planesFromPackedKit } from './planes'

const tp = testPanel({ chromosomes: [18, 19, 20, 21, 22] })
const compare = createComparator(tp.match)

function sim(seed: string) {
  return new PopulationSimulator(tp.match, tp.populations, new Rng(seed))
}

describe('segment detection on unphased genotypes', () => {
  it('finds a parent and child half-identical along every chromosome, with no fully identical region', () => {
    const s = sim('pc')
    const [a, b] = simulatePair(s, RELATIONSHIPS.parentChild, 'POP1')
    const r = compare(chipGenotypes(tp.match, a, s.rng), chipGenotypes(tp.match, b, s.rng))
    expect(r.totalCm).toBeGreaterThan(tp.match.genomeCm * 0.97)
    expect(r.segmentCount).toBeGreaterThanOrEqual(5)
    expect(r.segmentCount).toBeLessThanOrEqual(8)
    expect(r.fullCm).toBe(0)
  })

  it('finds about a quarter of the genome fully identical between full siblings and none between half siblings', () => {
    const s = sim('fs')
    let fsFull = 0
    let hsFull = 0
    for (let k = 0; k < 4; k++) {
      const [a, b] = simulatePair(s, RELATIONSHIPS.fullSiblings, 'POP1')
      fsFull += compare(chipGenotypes(tp.match, a, s.rng), chipGenotypes(tp.match, b, s.rng)).fullFraction / 4
      const [c, d] = simulatePair(s, RELATIONSHIPS.halfSiblings, 'POP1')
      hsFull += compare(chipGenotypes(tp.match, c, s.rng), chipGenotypes(tp.match, d, s.rng)).fullFraction / 4
    }
    expect(fsFull).toBeGreaterThan(0.12)
    expect(fsFull).toBeLessThan(0.4)
    expect(hsFull).toBe(0)
  })

  it('finds no segment between unrelated people of the same population', () => {
    const s = sim('unrelated')
    for (let k = 0; k < 5; k++) {
      const r = compare(chipGenotypes(tp.match, s.founder('POP1'), s.rng), chipGenotypes(tp.match, s.founder('POP1'), s.rng))
      expect(r.segmentCount).toBe(0)
      expect(r.totalCm).toBe(0)
    }
  })

  it('recovers a planted shared haplotype with its boundaries, despite genotyping errors and no-calls', () => {
    const s = sim('planted')
    const a = s.founder('POP1')
    const b = s.founder('POP1')
    // copy 30 cM of a's paternal haplotype into b's maternal haplotype on chromosome 20
    const chr = tp.match.autosomes.find(c => c.chrom === 20)!
    const cm = tp.match.cm
    let from = chr.start
    while (cm[from] < chr.startCm + 20) from++
    let to = from
    while (cm[to] < cm[from] + 30) to++
    for (let i = from; i < to; i++) {
      const w = i >>> 5
      const bit = 1 << (i & 31)
      b.haplotypes[1][w] = (b.haplotypes[1][w] & ~bit) | (a.haplotypes[0][w] & bit)
    }
    const noisy = { noCallRate: 0.02, errorRate: 0.003 }
    const r = compare(chipGenotypes(tp.match, a, s.rng, noisy), chipGenotypes(tp.match, b, s.rng, noisy))
    expect(r.segmentCount).toBe(1)
    const seg = r.segments.find(x => x.kind === 'half')!
    expect(seg.chrom).toBe(20)
    expect(Math.abs(seg.startCm - cm[from])).toBeLessThan(0.5)
    expect(Math.abs(seg.endCm - cm[to - 1])).toBeLessThan(0.5)
    expect(seg.mismatches).toBeGreaterThan(0)
  })

  it('breaks a shared region at a cluster of opposite homozygotes but bridges a lone one', () => {
    const s = sim('clusters')
    const a = s.founder('POP1')
    const ga = chipGenotypes(tp.match, a, s.rng, { noCallRate: 0, errorRate: 0 })
    // b is a copy of a (identical twins): everything shared, then plant opposite homozygotes
    const gb = { markerCount: ga.markerCount, lo: ga.lo.slice(), hi: ga.hi.slice() }
    const chr = tp.match.autosomes.find(c => c.chrom === 21)!
    const homs: number[] = []
    for (let i = chr.start; i < chr.end && homs.length < 4000; i++) if ((ga.lo[i >>> 5] >>> (i & 31)) & 1) homs.push(i)
    const flip = (i: number) => (gb.hi[i >>> 5] ^= 1 << (i & 31))
    flip(homs[1000]) // lone: bridged
    for (const k of [3000, 3002, 3004]) flip(homs[k]) // three within a few markers: a break
    const r = compare(ga, gb)
    const on21 = r.segments.filter(x => x.chrom === 21 && x.kind === 'half')
    expect(on21).toHaveLength(2)
    expect(on21[0].mismatches).toBe(1)
    expect(on21[0].endIndex).toBeLessThan(homs[3000])
    expect(on21[1].startIndex).toBeGreaterThan(homs[3004])
  })

  it('counts a segment only from 7 cM and 500 markers called in both, and lists shorter ones in one-to-one mode', () => {
    const s = sim('thresholds')
    const a = s.founder('POP1')
    const b = s.founder('POP1')
    const chr = tp.match.autosomes.find(c => c.chrom === 19)!
    const cm = tp.match.cm
    let from = chr.start + 2000
    let to = from
    while (cm[to] < cm[from] + 5) to++
    for (let i = from; i < to; i++) {
      const bit = 1 << (i & 31)
      b.haplotypes[0][i >>> 5] = (b.haplotypes[0][i >>> 5] & ~bit) | (a.haplotypes[0][i >>> 5] & bit)
    }
    const clean = { noCallRate: 0, errorRate: 0 }
    const ga = chipGenotypes(tp.match, a, s.rng, clean)
    const gb = chipGenotypes(tp.match, b, s.rng, clean)
    expect(compare(ga, gb).segmentCount).toBe(0)
    const oneToOne = createComparator(tp.match, ONE_TO_ONE_REPORT)(ga, gb)
    expect(oneToOne.segmentCount).toBe(0)
    expect(oneToOne.totalCm).toBe(0)
    expect(oneToOne.smallSegments).toHaveLength(1)
    expect(oneToOne.smallSegments[0].counted).toBe(false)
    expect(oneToOne.smallSegments[0].cm).toBeGreaterThan(4.5)
    // the same stretch counts once the threshold is lowered below it
    const small = oneToOne.smallSegments[0]
    expect(createComparator(tp.match, { minCm: 4, minMarkers: small.markers })(ga, gb).segmentCount).toBe(1)
    expect(createComparator(tp.match, { minCm: 4, minMarkers: small.markers + 1 })(ga, gb).segmentCount).toBe(0)
  })

  it('does not take a region that one kit did not genotype for a shared segment', () => {
    const s = sim('coverage')
    const ga = chipGenotypes(tp.match, s.founder('POP1'), s.rng)
    const gb = chipGenotypes(tp.match, s.founder('POP1'), s.rng)
    const chr = tp.match.autosomes.find(c => c.chrom === 18)!
    for (let i = chr.start; i < chr.start + 8000; i++) {
      gb.lo[i >>> 5] &= ~(1 << (i & 31))
      gb.hi[i >>> 5] &= ~(1 << (i & 31))
    }
    expect(compare(ga, gb).segmentCount).toBe(0)
  })

  it('round-trips genotypes between bit-planes and the 2-bit packed kit', () => {
    const s = sim('roundtrip')
    const g = chipGenotypes(tp.match, s.founder('POP2'), s.rng)
    const kit = packedKitFromPlanes(g, tp.panel)
    const back = planesFromPackedKit(kit)
    expect(Array.from(back.lo)).toEqual(Array.from(g.lo))
    expect(Array.from(back.hi)).toEqual(Array.from(g.hi))
    expect(createPlanes(33).lo.length).toBe(2)
  })

  it('refuses nonsensical thresholds', () => {
    expect(() => createComparator(tp.match, { minCm: -1 })).toThrow(/minCm/)
    expect(() => createComparator(tp.match, { reportMinCm: 9 })).toThrow(/reportMinCm/)
    expect(DEFAULT_SEGMENT_PARAMS.minCm).toBe(7)
    expect(DEFAULT_SEGMENT_PARAMS.minMarkers).toBe(500)
  })
})
