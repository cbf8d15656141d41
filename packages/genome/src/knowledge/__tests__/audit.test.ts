import * as fs from 'fs'
import * as path from 'path'
import { getReference } from '../../reference'
import { CATALOGUE_PROVIDERS } from '../../catalogue'
import { checkKnowledgeBase } from '../consistency'
import { knowledgeDataDir } from '../load'
import { knowledgePanelMarkers } from '../panel'
import { computeReport } from '../compute'
import { index, kb, kitWith } from './helpers'
import type { MarkerDef } from '../types'

const ref = getReference()

describe('knowledge-base audit', () => {
  it('is consistent: markers on the panel or flagged, citations filled, Chinese texts present, complete rules, no contradictions', () => {
    const onPanel = new Set(knowledgePanelMarkers(kb).map(m => m.rsid))
    expect(checkKnowledgeBase(kb, rsid => onPanel.has(rsid))).toEqual([])
  })

  it('puts every knowledge marker in the reference catalogue through the provider registry', async () => {
    const provider = CATALOGUE_PROVIDERS.find(p => p.name === 'knowledge')
    expect(provider).toBeDefined()
    const specs = await provider!.provide(ref)
    const all = [...kb.markers.values()].map(m => m.rsid).sort()
    expect(specs.map(s => s.rsid).sort()).toEqual(all)
  })

  it('finds a contradiction when two items count opposite alleles of one marker', () => {
    const flush = kb.items.find(i => i.id === 'alcohol_flush')!
    const broken = { ...kb, items: kb.items.map(i => (i.id === 'alcohol_flush' ? { ...flush, markers: [{ rsid: 'rs671', effectAllele: 'G' }] } : i)) }
    expect(checkKnowledgeBase(broken).some(p => /^marker rs671: \w+ counts A but alcohol_flush counts G$/.test(p))).toBe(true)
  })

  it('finds a citation that nothing cites', () => {
    const citations = new Map(kb.citations)
    citations.set('orphan', { id: 'orphan', pmid: '12345678', authors: 'A', title: 'T', journal: 'J', year: 2020 })
    expect(checkKnowledgeBase({ ...kb, citations })).toContain('citation orphan: not cited by any item, weight or frequency')
  })

  it('finds a research-grade (evidence C) item without the research tag', () => {
    const broken = { ...kb, items: kb.items.map(i => (i.id === 'pain_sensitivity' ? { ...i, tags: [] } : i)) }
    expect(checkKnowledgeBase(broken)).toContain('item pain_sensitivity: evidence C without the research tag')
  })

  it('GRCh37 positions, alleles and East Asian frequencies agree with the 1000 Genomes AIM table', () => {
    const rows = ref.text('aims-kidd55-1kg-frequencies').split('\n').filter(l => l && !l.startsWith('#'))
    const header = rows[0].split('\t')
    const eas = header.indexOf('EAS')
    const table = new Map(rows.slice(1).map(l => l.split('\t')).map(f => [f[0], f]))
    let checked = 0
    for (const m of kb.markers.values()) {
      const f = table.get(m.rsid)
      if (!f) continue
      checked++
      expect({ rsid: m.rsid, chrom: m.chrom, pos: m.pos, ref: m.ref, alt: m.alt }).toEqual({ rsid: m.rsid, chrom: f[1], pos: Number(f[2]), ref: f[3], alt: f[4] })
      if (m.easAltFreq !== undefined) expect(m.easAltFreq).toBeCloseTo(Number(f[eas]), 4)
    }
    expect(checked).toBeGreaterThanOrEqual(7)
  })

  it('every marker whose EAS frequency is said to come from the mirrored 1000 Genomes table is in it', () => {
    const text = ref.text('aims-kidd55-1kg-frequencies')
    for (const m of kb.markers.values()) if (m.easAltFreq !== undefined && m.easAltFreqSource === 'kidd55-1kg') expect(text).toContain(m.rsid)
  })

  it('an EAS frequency from another source cites it and says how the marker was verified', () => {
    for (const m of kb.markers.values()) {
      if (m.easAltFreq === undefined || m.easAltFreqSource === 'kidd55-1kg') continue
      expect({ rsid: m.rsid, cited: kb.citations.has(m.easAltFreqSource!), verified: (m.verified ?? []).length > 0 }).toEqual({ rsid: m.rsid, cited: true, verified: true })
    }
  })

  it('refuses an unconfirmed reference allele on a strand-ambiguous SNP, and marks it in the genotypes it is computed from', () => {
    const m = kb.markers.get('rs713598')!
    const markers = new Map(kb.markers)
    markers.set(m.rsid, { ...m, referenceUnconfirmed: true })
    expect(checkKnowledgeBase({ ...kb, markers })).toContain('marker rs713598: an A/T or C/G SNP needs its confirmed GRCh37 reference allele')
    const abcg2 = kb.markers.get('rs2231142')!
    markers.set(abcg2.rsid, { ...abcg2, referenceUnconfirmed: true })
    const [r] = computeReport({ kit: kitWith({ rs2231142: 'GT' }), index }, { kb: { ...kb, markers }, itemIds: ['urate_excretion_abcg2'] })
    expect([r.level, r.genotypes[0].genotype, r.genotypes[0].referenceConfirmed]).toEqual(['reduced', 'GT', false])
    const [plain] = computeReport({ kit: kitWith({ rs2231142: 'GT' }), index }, { kb, itemIds: ['urate_excretion_abcg2'] })
    expect(plain.genotypes[0].referenceConfirmed).toBe(true)
  })

  it('every marker a curator added (knowledge/markers/*.json) records at least two independent verifications and is used by an item', () => {
    const dir = path.join(knowledgeDataDir(), 'markers')
    for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.json'))) {
      for (const m of JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as MarkerDef[]) {
        expect({ file: f, rsid: m.rsid, verified: (m.verified ?? []).length >= 2 }).toEqual({ file: f, rsid: m.rsid, verified: true })
        expect({ file: f, rsid: m.rsid, used: kb.items.some(i => i.markers.some(x => x.rsid === m.rsid)) }).toEqual({ file: f, rsid: m.rsid, used: true })
      }
    }
  })
})
