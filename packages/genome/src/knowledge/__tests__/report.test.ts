import { CONTENT_ACCESS_STATE, REPORT_ITEM_STATUS, REPORT_STATUS } from '@xungen/contracts'
import { createPackedKit, indexPanel, setCall } from '../../core'
import type { MarkerPanel } from '../../core'
import { getReference } from '../../reference'
import { computeReport } from '../compute'
import { gateReport, itemAccess } from '../gating'
import { readMarker } from '../genotype'
import { computeSampleReport, generateSampleKit, knowledgeOnlyPanel } from '../sample'
import { percentileOf, relativeRisk, scoreDistribution } from '../score'
import { index, kb, kitWith } from './helpers'

const reference = getReference()

describe('product gating (spec 3.3, 3.6, 4)', () => {
  const results = computeReport({ kit: kitWith({ rs671: 'GA' }), index }, { kb, reference })

  it('HEALTH_ANCESTRY_V3 with empty submodules uses ancestor, sport15, pregnancy, standard: standard items normal, heart-disease items upgrade', () => {
    const g = gateReport(kb, results, { type: 'HEALTH_ANCESTRY_V3', supportSubmodules: [] })
    expect(g.submodules).toEqual(['ancestor', 'sport15', 'pregnancy', 'standard'])
    const byId = new Map(g.items.map(i => [i.itemId, i]))
    expect(byId.get('alcohol_flush')!.status).toBe(REPORT_ITEM_STATUS.NORMAL)
    expect(byId.get('alcohol_flush')!.tags).toContain('ATTENTION')
    expect(byId.get('muscle_fiber_type')!.status).toBe(REPORT_ITEM_STATUS.NORMAL)
    expect(byId.get('beta_thalassemia')!.status).toBe(REPORT_ITEM_STATUS.NORMAL)
    const cad = byId.get('coronary_artery_disease')!
    expect([cad.status, cad.access, cad.result]).toEqual([REPORT_ITEM_STATUS.UPGRADE, CONTENT_ACCESS_STATE.NEED_UPGRADE, null])
    expect(cad.tags).toContain('RECOMMEND_UNLOCK')
  })

  it('an offline product locks what its submodules do not include, and a locked item carries no result', () => {
    const g = gateReport(kb, results, { type: 'GENETIC', supportSubmodules: ['standard'], isOnlineProduct: false })
    const muscle = g.items.find(i => i.itemId === 'muscle_fiber_type')!
    expect([muscle.status, muscle.access, muscle.result, muscle.tags.includes('LOCK_ICON')]).toEqual([REPORT_ITEM_STATUS.LOCK, CONTENT_ACCESS_STATE.LOCKED, null, true])
    expect(itemAccess(kb, 'muscle_fiber_type', { type: 'GENETIC', supportSubmodules: ['standard'], isOnlineProduct: false })).toBe(CONTENT_ACCESS_STATE.LOCKED)
  })

  it('a product that is not chip-based has no items (item not supported), and an unknown item does not exist', () => {
    expect(gateReport(kb, results, { type: 'HPV' }).reportStatus).toBe(REPORT_STATUS.ITEM_NOT_SUPPORTED)
    expect(itemAccess(kb, 'no_such_item', { type: 'HEALTH_ANCESTRY_V3' })).toBe(CONTENT_ACCESS_STATE.NOT_EXISTS)
  })
})

describe('undetected, retest and confirmation (spec 8.2; Weedon et al. 2021)', () => {
  it('a marker the chip does not assay is undetected without the retest sentence', () => {
    const i = index.byRsid('rs671')
    const [r] = computeReport({ kit: kitWith({}, ['rs671']), index, assayed: k => k !== i }, { kb, itemIds: ['alcohol_flush'] })
    expect(r.status).toBe('undetected')
    expect(r.note).not.toContain('重新检测')
  })

  it('a rare pathogenic variant seen on the chip is flagged for clinical confirmation, never stated as a diagnosis', () => {
    const [r] = computeReport({ kit: kitWith({ rs33950507: 'CT' }), index }, { kb, itemIds: ['beta_thalassemia'] })
    expect(r.confirmation?.required).toBe(true)
    expect(r.confirmation?.citation).toBe('weedon2021')
    expect(r.levelLabel).toContain('需临床确认')
  })
})

describe('reading markers across strands', () => {
  const m = (rsid: string) => kb.markers.get(rsid)!
  function panelOf(rsid: string, a1: string, a2: string): MarkerPanel {
    const mk = m(rsid)
    return { id: 't', checksum: 'c', size: 1, rsid: [rsid], chrom: Uint8Array.of(Number(mk.chrom) || 26), pos: Int32Array.of(mk.pos), a1: [a1], a2: [a2], source: new Uint8Array(1), sources: ['t'] }
  }
  it('flips a minus-strand panel entry for a non-ambiguous marker', () => {
    const p = panelOf('rs671', 'C', 'T')
    const kit = createPackedKit(p)
    setCall(kit, 0, 3)
    expect(readMarker({ kit, index: indexPanel(p) }, m('rs671'))).toEqual({ state: 'called', alleles: ['A', 'A'], panelIndex: 0 })
  })
  it('never flips a strand-ambiguous C/G marker: other alleles are a mismatch, not a guess', () => {
    const p = panelOf('rs1333049', 'A', 'T')
    const kit = createPackedKit(p)
    setCall(kit, 0, 2)
    expect(readMarker({ kit, index: indexPanel(p) }, m('rs1333049')).state).toBe('mismatch')
  })
})

describe('placing a score against East Asians', () => {
  const markers = [{ or: 1.5, eaf: 0.3 }, { or: 1.2, eaf: 0.5 }, { or: 2, eaf: 0.05 }]
  const dist = scoreDistribution(markers)
  it('matches brute-force enumeration of all genotypes', () => {
    let mean = 0
    let below = 0
    const s0 = Math.log(1.5) + Math.log(1.2)
    for (const a of [0, 1, 2]) for (const b of [0, 1, 2]) for (const c of [0, 1, 2]) {
      const hw = (p: number, k: number) => [(1 - p) ** 2, 2 * p * (1 - p), p * p][k]
      const pr = hw(0.3, a) * hw(0.5, b) * hw(0.05, c)
      const s = a * Math.log(1.5) + b * Math.log(1.2) + c * Math.log(2)
      mean += pr * Math.exp(s)
      if (s < s0 - 1e-9) below += pr
    }
    expect(dist.meanExp).toBeCloseTo(mean, 10)
    expect(percentileOf(dist, s0)).toBeGreaterThan(100 * below)
    expect(dist.probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  })
  it('gives relative risk 1 at the population mean of exp(score)', () => {
    expect(relativeRisk(dist, Math.log(dist.meanExp))).toBeCloseTo(1, 10)
    expect(percentileOf(dist, 0)).toBeLessThan(percentileOf(dist, Math.log(3)))
  })
})

describe('sample report (spec 4 sample mode)', () => {
  it('is computed from a generated kit, the same on every run, with every item normal', () => {
    const a = computeSampleReport({ kb, reference })
    const b = computeSampleReport({ kb, reference })
    expect(a.results.map(r => r.level)).toEqual(b.results.map(r => r.level))
    expect(a.results).toHaveLength(kb.items.length)
    expect(a.results.every(r => r.status === 'normal')).toBe(true)
    expect(a.gated.reportStatus).toBe(REPORT_STATUS.OUT)
    const kit = generateSampleKit(index, kb)
    const alleles = readMarker({ kit, index }, kb.markers.get('rs3827760')!)
    expect(alleles.state).toBe('called')
  })
})

// the time to compute every item (target < 50 ms) is measured by `npm run bench`, not here
describe('knowledge panel', () => {
  it('a packed kit over the knowledge panel holds every marker', () => {
    expect(knowledgeOnlyPanel(kb).size).toBe(kb.markers.size)
  })
})
