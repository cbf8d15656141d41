/**
 * The audit corrections of issue 15 (item 7), each stated as the behaviour it guarantees, so
 * that a regression fails here: dosing wordings against CPIC, the HLA-B*15:02 sentence, the
 * NUDT15 regimen, the CYP1A2 allele naming, the ACTN3 claim, the strand-ambiguous tag and the
 * MT-RNR1 positions. Reference bases (rs3758581, rs1260326) are in snp-sites.test.ts.
 */
import { computeReport } from '../compute'
import { isStrandAmbiguousSnp as strandAmbiguous } from '../strand'
import { kb, index, kitWith } from './helpers'

const text = (id: string) => kb.texts.get(id)!
const levelOf = (id: string, gt: Record<string, string>) => {
  const [r] = computeReport({ kit: kitWith(gt), index, sex: 'female' }, { kb, itemIds: [id] })
  return r.level
}

describe('issue 15 audit corrections', () => {
  it('rosuvastatin: ABCG2 rs2231142 GT alone keeps the standard dose (CPIC 2022), and the standard text gives no myopathy caution', () => {
    expect(levelOf('rosuvastatin', { rs2231142: 'GT' })).toBe('standard')
    expect(text('rosuvastatin').levels.standard.text).not.toMatch(/肌病|肌肉不良/)
  })

  it('simvastatin: SLCO1B1 decreased function says below 20 mg/day, not "at most 20 mg"', () => {
    const t = text('simvastatin').levels.limit_dose.text
    expect(t).toContain('低于20毫克')
    expect(t).not.toContain('不超过20毫克')
  })

  it('phenytoin: every result says the chip does not test HLA-B*15:02, that it matters for Han Chinese, and advises HLA typing', () => {
    for (const l of Object.values(text('phenytoin').levels)) {
      expect(l.text).toContain('本芯片不检测HLA-B*15:02')
      expect(l.text).toContain('汉族')
      expect(l.text).toContain('HLA-B基因分型')
    }
  })

  it('caffeine: AA at rs762551 is *1A/fast and the C allele is the cited paper\'s *1F', () => {
    const d = text('caffeine_metabolism').detail
    expect(d).toMatch(/AA基因型称为CYP1A2\*1A纯合/)
    expect(d).toMatch(/C等位基因（该研究称为\*1F）/)
    expect(levelOf('caffeine_metabolism', { rs762551: 'AA' })).toBe('fast')
  })

  it('thiopurines: NUDT15 poor metabolizers get their own level, not the TPMT poor regimen', () => {
    expect(levelOf('thiopurines', { rs116855232: 'TT' })).toBe('poor_nudt15')
    expect(text('thiopurines').levels.poor_nudt15.text).toContain('NUDT15')
  })

  it('ACTN3: the text claims group differences only, not what sport a person suits', () => {
    const d = text('muscle_fiber_type').detail
    expect(d).toContain('群体层面的差别')
    expect(d).toContain('不能用来判断某个人适合哪种运动')
  })

  it('the strand-ambiguous tag follows the alleles: exactly the A/T and C/G markers carry it', () => {
    const tagged = [...kb.markers.values()].filter(m => strandAmbiguous(m.ref, m.alt)).map(m => m.rsid).sort()
    const byPair = [...kb.markers.values()].filter(m => ['AT', 'CG'].includes([m.ref, m.alt].sort().join(''))).map(m => m.rsid).sort()
    expect(tagged).toEqual(byPair)
    // indels (I/D) and markers that merely carry a strand note are not tagged
    expect(strandAmbiguous('I', 'D')).toBe(false)
    expect(tagged).toEqual(expect.arrayContaining(['rs738409', 'rs1333049']))
  })

  it('MT-RNR1: m.1555A>G, m.1494C>T and m.1095T>C all give the aminoglycoside warning', () => {
    expect(levelOf('aminoglycosides', {})).toBe('normal_risk')
    expect(levelOf('aminoglycosides', { rs267606617: 'G' })).toBe('increased_risk')
    expect(levelOf('aminoglycosides', { rs267606619: 'T' })).toBe('increased_risk')
    expect(levelOf('aminoglycosides', { 'MT-RNR1_m.1095T>C': 'C' })).toBe('increased_risk')
    expect(kb.markers.get('MT-RNR1_m.1095T>C')).toMatchObject({ chrom: 'MT', pos: 1095, ref: 'T', alt: 'C' })
  })

  it('no item offers an HLA-B*15:02 or *58:01 result (no tag SNP with a published accuracy in Han Chinese)', () => {
    expect(kb.items.some(i => i.genes.some(g => g.startsWith('HLA')))).toBe(false)
  })
})
