import { createPackedKit, indexPanel, setCall } from '../../core'
import type { MarkerPanel } from '../../core'
import { computeReport } from '../compute'
import { readMarker } from '../genotype'
import { index, kb, kitWith } from './helpers'

const CARRIER_ITEMS = ['gjb2_hearing_loss', 'slc26a4_hearing_loss', 'phenylketonuria', 'hereditary_hemochromatosis']

describe('disease and carrier items of the disease/carrier curator', () => {
  it('every new marker records how it was verified, with at least two sources', () => {
    for (const rsid of ['rs80338943', 'rs111033313', 'rs34451549', 'rs62508588', 'rs1800562']) {
      const m = kb.markers.get(rsid)!
      expect({ rsid, sources: (m.verified ?? []).length >= 2 }).toEqual({ rsid, sources: true })
    }
  })

  it('beta-thalassemia counts IVS-II-654 (c.316-197C>T, plus-strand G>A) with the other HBB variants', () => {
    const [one] = computeReport({ kit: kitWith({ rs34451549: 'GA' }), index }, { kb, itemIds: ['beta_thalassemia'] })
    expect([one.level, one.confirmation?.required]).toEqual(['carrier', true])
    const [two] = computeReport({ kit: kitWith({ rs34451549: 'GA', rs33931746: 'TC' }), index }, { kb, itemIds: ['beta_thalassemia'] })
    expect(two.level).toBe('two_variants')
  })

  it('a positive carrier call always asks for clinical confirmation (Weedon 2021) and a negative one does not', () => {
    const kit = kitWith({ rs80338943: 'ID', rs111033313: 'AG', rs62508588: 'CT', rs1800562: 'GA' })
    for (const r of computeReport({ kit, index }, { kb, itemIds: CARRIER_ITEMS })) {
      expect({ id: r.itemId, level: r.level, confirm: r.confirmation?.citation }).toEqual({ id: r.itemId, level: 'carrier', confirm: 'weedon2021' })
      expect(r.levelLabel).toContain('需临床确认')
    }
    for (const r of computeReport({ kit: kitWith({}), index }, { kb, itemIds: CARRIER_ITEMS })) {
      expect([r.level, r.confirmation]).toEqual(['not_detected', undefined])
    }
  })

  it('reads the GJB2 c.235delC deletion only as I/D: a vendor entry in base letters is a mismatch (undetected), never a guess', () => {
    const m = kb.markers.get('rs80338943')!
    const panel = (a1: string, a2: string): MarkerPanel => ({ id: 't', checksum: 'c', size: 1, rsid: ['rs80338943'], chrom: Uint8Array.of(13), pos: Int32Array.of(m.pos), a1: [a1], a2: [a2], source: new Uint8Array(1), sources: ['t'] })
    const id = panel('I', 'D')
    const kit = createPackedKit(id)
    setCall(kit, 0, 2)
    expect(readMarker({ kit, index: indexPanel(id) }, m)).toEqual({ state: 'called', alleles: ['I', 'D'], panelIndex: 0 })
    const bases = panel('G', 'C')
    const kit2 = createPackedKit(bases)
    setCall(kit2, 0, 2)
    expect(readMarker({ kit: kit2, index: indexPanel(bases) }, m).state).toBe('mismatch')
  })

  it('a chip that does not assay a carrier marker gives undetected without the retest sentence', () => {
    const i = index.byRsid('rs80338943')
    const [r] = computeReport({ kit: kitWith({}, ['rs80338943']), index, assayed: k => k !== i }, { kb, itemIds: ['gjb2_hearing_loss'] })
    expect([r.status, r.level]).toEqual(['undetected', null])
    expect(r.note).not.toContain('重新检测')
  })

  it('the esophageal-cancer item counts the same rs671 allele as the alcohol items (no contradiction)', () => {
    for (const id of ['alcohol_flush', 'alcohol_metabolism', 'esophageal_cancer_alcohol']) {
      const item = kb.items.find(x => x.id === id)
      if (!item) continue
      const m = item.markers.find(x => x.rsid === 'rs671')
      if (m) expect({ id, allele: m.effectAllele }).toEqual({ id, allele: 'A' })
    }
  })
})
