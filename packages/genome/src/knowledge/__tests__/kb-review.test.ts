/**
 * Corrections from an independent review of the knowledge base against CPIC, PharmGKB, the GWAS
 * Catalog and current guidelines, each stated as the behaviour it guarantees.
 */
import { CITATION_NOTE_WORDS, citationLine } from '@xungen/contracts'
import { computeReport } from '../compute'
import { resolveLevelText } from '../texts'
import { kb, index, kitWith } from './helpers'

const text = (id: string) => kb.texts.get(id)!
const levelOf = (id: string, gt: Record<string, string>) => {
  const [r] = computeReport({ kit: kitWith(gt), index, sex: 'female' }, { kb, itemIds: [id] })
  return r
}

describe('knowledge-base review corrections', () => {
  it('rosuvastatin: ABCG2 poor function with SLCO1B1 decreased or poor function starts at 10 mg or less (CPIC 2022), not the 20 mg of either alone', () => {
    expect(levelOf('rosuvastatin', { rs4149056: 'TC', rs2231142: 'TT' }).level).toBe('limit_10')
    expect(levelOf('rosuvastatin', { rs4149056: 'CC', rs2231142: 'TT' }).level).toBe('limit_10')
    expect(levelOf('rosuvastatin', { rs2231142: 'TT' }).level).toBe('limit_20')
    const t = text('rosuvastatin').levels.limit_10
    expect(t.label).toContain('10毫克')
    expect(t.text).toContain('不超过10毫克')
    expect(kb.items.find(i => i.id === 'rosuvastatin')!.attention).toContain('limit_10')
  })

  it('platelet_count_gp1ba: no claim that the association was not replicated (Gieger 2011 reports it)', () => {
    const t = text('platelet_count_gp1ba')
    expect(JSON.stringify(t)).not.toMatch(/没有在其他队列中重复|未.{0,4}重复/)
  })

  it('rs4073582 is stored on the plus strand (A/G) with effect allele G', () => {
    const m = kb.markers.get('rs4073582')!
    expect([m.ref, m.alt]).toEqual(['A', 'G'])
    const gout = kb.items.find(i => i.id === 'gout')!
    expect(gout.markers.find(x => x.rsid === 'rs4073582')!.effectAllele).toBe('G')
    const r = levelOf('gout', { rs4073582: 'GG' })
    expect(r.genotypes.find(x => x.rsid === 'rs4073582')).toMatchObject({ ref: 'A', alt: 'G', effectAllele: 'G', genotype: 'GG', effectCount: 2 })
  })

  it('hearing-loss carrier items with two variants point to a hearing test, not a blood count', () => {
    for (const id of ['gjb2_hearing_loss', 'slc26a4_hearing_loss']) {
      const t = resolveLevelText(kb, kb.items.find(i => i.id === id)!, 'two_variants')
      expect(t.text).not.toContain('血常规')
      expect(t.text).toContain('听力')
    }
  })
})

describe('references print as clean citations', () => {
  it('no reference line carries a curator\'s note (author list not shown, the study\'s figures after the title, how a page was read)', () => {
    const lines = [...kb.citations.values()].map(c => citationLine(c))
    expect(lines.filter(l => CITATION_NOTE_WORDS.test(l))).toEqual([])
    expect(lines.filter(l => /\(\d[\d,]* (patients|studies|cases|articles)/.test(l))).toEqual([])
    // the notes stay in the data for the audit
    expect([...kb.citations.values()].some(c => CITATION_NOTE_WORDS.test(`${c.authors} ${c.title} ${c.journal} ${c.source ?? ''}`))).toBe(true)
  })
})
