import { createPackedKit, indexPanel, setCall } from '../../core'
import type { MarkerPanel } from '../../core'
import { computeReport } from '../compute'
import { readMarker } from '../genotype'
import { index, kb, kitWith } from './helpers'

const CARRIER_ITEMS = ['gjb2_hearing_loss', 'slc26a4_hearing_loss', 'phenylketonuria', 'hereditary_hemochromatosis']

describe('disease and carrier items of the disease/carrier curator', () => {
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

  it('G6PD (X-linked): a man with one variant is hemizygous, a woman is a carrier, and both are asked for clinical confirmation', () => {
    const man = computeReport({ kit: kitWith({ rs72554664: 'T' }), index, sex: 'male' }, { kb, itemIds: ['g6pd_deficiency'] })[0]
    expect([man.level, man.confirmation?.citation]).toEqual(['hemizygous', 'weedon2021'])
    expect(man.levelLabel).toContain('男性')
    const woman = computeReport({ kit: kitWith({ rs72554664: 'CT' }), index, sex: 'female' }, { kb, itemIds: ['g6pd_deficiency'] })[0]
    expect([woman.level, woman.confirmation?.required]).toEqual(['carrier', true])
    expect(woman.levelText).toContain('50%')
  })

  it('G6PD Canton is read only as the plus-strand C/A pair: C/G (Cosenza) at the same position is a mismatch, never Canton', () => {
    const m = kb.markers.get('rs72554665')!
    const panel = (a1: string, a2: string): MarkerPanel => ({ id: 't', checksum: 'c', size: 1, rsid: ['rs72554665'], chrom: Uint8Array.of(23), pos: Int32Array.of(m.pos), a1: [a1], a2: [a2], source: new Uint8Array(1), sources: ['t'] })
    const ok = panel('C', 'A')
    const kit = createPackedKit(ok)
    setCall(kit, 0, 2)
    expect(readMarker({ kit, index: indexPanel(ok) }, m).state).toBe('called')
    const cosenza = panel('C', 'G')
    const kit2 = createPackedKit(cosenza)
    setCall(kit2, 0, 2)
    expect(readMarker({ kit: kit2, index: indexPanel(cosenza) }, m).state).toBe('mismatch')
  })

  it('the mitochondrial items use their own wording, not the aminoglycoside text of MT-RNR1', () => {
    for (const [id, gt] of [['lhon', { rs199476112: 'A' }], ['mitochondrial_diabetes', { rs199474657: 'G' }]] as const) {
      const [r] = computeReport({ kit: kitWith(gt), index }, { kb, itemIds: [id] })
      expect({ id, level: r.level, confirm: r.confirmation?.required }).toEqual({ id, level: 'detected', confirm: true })
      expect(r.levelText).not.toContain('氨基糖苷')
    }
  })

  it('new markers of this pass record their sources; G6PD positions agree with PharmCAT GRCh38 through one constant offset', () => {
    for (const rsid of ['rs72554665', 'rs72554664', 'rs137852340', 'rs137852327', 'rs398123546', 'rs199476112', 'rs199476118', 'rs199476104', 'rs199474657']) {
      expect({ rsid, sources: (kb.markers.get(rsid)!.verified ?? []).length >= 1 }).toEqual({ rsid, sources: true })
    }
    // PharmCAT G6PD_translation.json (GRCh38): Canton 154532269, Kaiping 154532257, Union 154532390
    const grch38: Record<string, number> = { rs72554665: 154532269, rs72554664: 154532257, rs398123546: 154532390 }
    const offsets = new Set(Object.entries(grch38).map(([rsid, p]) => p - kb.markers.get(rsid)!.pos))
    expect([...offsets]).toEqual([771785])
  })

  it('MT markers carry the rCRS reference base at their position', () => {
    const rcrs: Record<number, string> = { 3243: 'A', 3460: 'G', 11778: 'G', 14484: 'T' }
    for (const rsid of ['rs199476112', 'rs199476118', 'rs199476104', 'rs199474657']) {
      const m = kb.markers.get(rsid)!
      expect({ rsid, ref: m.ref }).toEqual({ rsid, ref: rcrs[m.pos] })
    }
  })

  it('the alcohol-dependence item counts the same rs671 and rs1229984 alleles as the esophageal-cancer item', () => {
    const a = kb.items.find(i => i.id === 'alcohol_use_disorder')!
    const b = kb.items.find(i => i.id === 'esophageal_cancer_alcohol')!
    expect(a.markers).toEqual(b.markers)
  })

  it('Pompe markers (keyed by ClinGen allele ids, no rsID) sit at GRCh37 = GRCh38 - 2026201 and are read by position when a vendor file names them otherwise', () => {
    // ClinGen Evidence Repository: CA274356 NC_000017.11:g.80108811, CA8815482 NC_000017.11:g.80112622
    const grch38: Record<string, number> = { CA274356: 80108811, CA8815482: 80112622 }
    expect([...new Set(Object.entries(grch38).map(([id, p]) => p - kb.markers.get(id)!.pos))]).toEqual([2026201])
    const m = kb.markers.get('CA274356')!
    const panel: MarkerPanel = { id: 't', checksum: 'c', size: 1, rsid: ['GSA-vendor-id'], chrom: Uint8Array.of(17), pos: Int32Array.of(m.pos), a1: ['C'], a2: ['T'], source: new Uint8Array(1), sources: ['t'] }
    const kit = createPackedKit(panel)
    setCall(kit, 0, 2)
    expect(readMarker({ kit, index: indexPanel(panel) }, m)).toEqual({ state: 'called', alleles: ['C', 'T'], panelIndex: 0 })
    const [r] = computeReport({ kit: kitWith({ CA274356: 'CT' }), index }, { kb, itemIds: ['pompe_disease'] })
    expect([r.level, r.confirmation?.citation]).toEqual(['carrier', 'weedon2021'])
    expect(r.levelText).toContain('25%')
  })

  it('the ALDH2 coronary item counts the same rs671 allele (A = ALDH2*2) as the alcohol items', () => {
    const item = kb.items.find(i => i.id === 'coronary_heart_disease_aldh2')!
    expect(item.markers).toEqual([{ rsid: 'rs671', effectAllele: 'A' }])
  })
  it('OTOF p.Glu1700Gln (C/G SNP) sits at GRCh37 = GRCh38 + 222868 and is read only as the plus-strand C/G pair', () => {
    // ClinGen Evidence Repository CA345132: NC_000002.12:g.26463969 (GRCh38), NC_000002.11:g.26686837 (GRCh37)
    const m = kb.markers.get('rs199766465')!
    expect([m.pos - 26463969, m.ref, m.alt]).toEqual([222868, 'C', 'G'])
    const panel = (a1: string, a2: string): MarkerPanel => ({ id: 't', checksum: 'c', size: 1, rsid: ['rs199766465'], chrom: Uint8Array.of(2), pos: Int32Array.of(m.pos), a1: [a1], a2: [a2], source: new Uint8Array(1), sources: ['t'] })
    const ok = panel('C', 'G')
    const kit = createPackedKit(ok)
    setCall(kit, 0, 2)
    expect(readMarker({ kit, index: indexPanel(ok) }, m).state).toBe('called')
    const [r] = computeReport({ kit: kitWith({ rs199766465: 'CG' }), index }, { kb, itemIds: ['otof_hearing_loss'] })
    expect([r.level, r.confirmation?.citation]).toEqual(['carrier', 'weedon2021'])
  })
})
