import { Rng } from '../core/random'
import { simulateTwoSidedFamily } from '../simulate/pedigree'
import { chipGenotypes, PopulationSimulator } from '../simulate/people'
import { testPanel } from './__tests__/fixtures'
import { assignOrigins, matchOrigin, ORIGIN } from './origin'
import { createComparator, ONE_TO_ONE_REPORT, SharedSegment } from './segments'

const tp = testPanel({ chromosomes: [17, 18, 19, 20, 21, 22], seed: 'origin-panel' })
const compare = createComparator(tp.match)
const oneToOne = createComparator(tp.match, ONE_TO_ONE_REPORT)

describe('origin of a match (spec 3.10: 0 mother, 1 father, 2 both)', () => {
  const sim = new PopulationSimulator(tp.match, tp.populations, new Rng('origin'))
  const fams = Array.from({ length: 3 }, () => simulateTwoSidedFamily(sim, 'POP1'))
  const g = (p: Parameters<typeof chipGenotypes>[1]) => chipGenotypes(tp.match, p, sim.rng)
  const kits = fams.map(f => ({
    child: g(f.child),
    mother: g(f.mother),
    father: g(f.father),
    sibling: g(f.fullSibling),
    maternalCousin: g(f.maternalCousin),
    paternalCousin: g(f.paternalCousin)
  }))
  const withParents = (k: (typeof kits)[number], x: keyof (typeof kits)[number]) => {
    const both = (a: typeof k.child, b: typeof k.child) => {
      const r = oneToOne(a, b)
      return [...r.segments, ...r.smallSegments]
    }
    return { child: compare(k.child, k[x]).segments, mother: both(k.mother, k[x]), father: both(k.father, k[x]) }
  }

  it('puts a first cousin through the mother on the mother side and one through the father on the father side', () => {
    for (const k of kits) {
      const mc = withParents(k, 'maternalCousin')
      expect(matchOrigin(mc.child, mc.mother, mc.father).origin).toBe(ORIGIN.MOTHER)
      const pc = withParents(k, 'paternalCousin')
      expect(matchOrigin(pc.child, pc.mother, pc.father).origin).toBe(ORIGIN.FATHER)
    }
  })

  it('puts a full sibling on both sides', () => {
    for (const k of kits) {
      const s = withParents(k, 'sibling')
      const r = matchOrigin(s.child, s.mother, s.father)
      expect(r.origin).toBe(ORIGIN.BOTH)
      expect(r.maternalCm).toBeGreaterThan(200)
      expect(r.paternalCm).toBeGreaterThan(200)
    }
  })

  it('infers the other side by exclusion when only one parent is tested', () => {
    for (const k of kits) {
      const pc = withParents(k, 'paternalCousin')
      const r = matchOrigin(pc.child, pc.mother, undefined)
      expect(r.method).toBe('mother-only')
      expect(r.origin).toBe(ORIGIN.FATHER)
      const mc = withParents(k, 'maternalCousin')
      expect(matchOrigin(mc.child, undefined, mc.father).origin).toBe(ORIGIN.MOTHER)
    }
  })

  it('assigns origins to a whole match list, the parents themselves included', () => {
    const k = kits[0]
    const list = (self: typeof k.child, others: [string, typeof k.child][]) =>
      others.map(([kitId, planes]) => ({ kitId, segments: compare(self, planes).segments })).filter(m => m.segments.length)
    const childMatches = list(k.child, [['mom', k.mother], ['dad', k.father], ['mc', k.maternalCousin], ['pc', k.paternalCousin], ['sib', k.sibling]])
    const motherMatches = list(k.mother, [['mc', k.maternalCousin], ['pc', k.paternalCousin], ['sib', k.sibling]])
    const fatherMatches = list(k.father, [['mc', k.maternalCousin], ['pc', k.paternalCousin], ['sib', k.sibling]])
    const origins = assignOrigins(childMatches, { mother: { kitId: 'mom', matches: motherMatches }, father: { kitId: 'dad', matches: fatherMatches } })
    expect(origins.get('mom')!.origin).toBe(ORIGIN.MOTHER)
    expect(origins.get('dad')!.origin).toBe(ORIGIN.FATHER)
    expect(origins.get('mc')!.origin).toBe(ORIGIN.MOTHER)
    expect(origins.get('pc')!.origin).toBe(ORIGIN.FATHER)
    expect(origins.get('sib')!.origin).toBe(ORIGIN.BOTH)
  })

  it('leaves a segment neither tested parent shares unassigned', () => {
    const seg: SharedSegment = { kind: 'half', chrom: 20, startIndex: 0, endIndex: 10, startPos: 1, endPos: 2, startCm: 10, endCm: 20, cm: 10, markers: 600, mismatches: 0, bothHeterozygous: 80, evidence: 40, counted: true }
    const r = matchOrigin([seg], [], [])
    expect(r.origin).toBeNull()
    expect(r.unassignedCm).toBe(10)
    expect(() => matchOrigin([seg], undefined, undefined)).toThrow(/parent/)
  })
})
