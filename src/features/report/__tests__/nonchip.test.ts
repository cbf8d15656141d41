import { REPORT_ITEM_STATUS, defaultReportBarcode } from '@xungen/contracts'
import { examSuggestions, nonChipBarcodeOf, tumorItemsOf } from '../model/nonchip'

const brca2 = { gene: 'BRCA2', hgvsC: 'c.5946del', zygosity: 'het' as const, classification: 'P' as const }

describe('choosing the report of a non-chip page', () => {
  it('the caller\'s own published report of the type, then a shared one, else the demo; chip pages skip non-chip reports', () => {
    const list = [
      { suit: 'HPV', barcode: 'A', hasReport: true, isShare: true },
      { suit: 'HPV', barcode: 'B', hasReport: true, isShare: false },
      { suit: 'AMH', barcode: 'C', hasReport: false }
    ]
    expect(nonChipBarcodeOf(list, ['HPV'])).toBe('B')
    expect(nonChipBarcodeOf(list, ['AMH'])).toBe('SAMPLE')
    expect(defaultReportBarcode([{ suit: 'HEALTH_ANCESTRY_V3', barcode: 'D', hasReport: true }])).toBe('D')
    expect(defaultReportBarcode([{ suit: 'S', barcode: 'E', hasReport: true }])).toBe('SAMPLE')
  })
})

describe('tumour items (spec 3.6 statuses)', () => {
  it('the tumour panel opens every cancer (normal) with the variants in its genes; another product needs an upgrade', () => {
    const items = tumorItemsOf({ productType: 'NGS', values: { genesTested: ['BRCA1', 'BRCA2', 'MLH1'], variants: [brca2] } })
    const breast = items.find(i => i.id === 'breast')!
    expect(breast.status).toBe(REPORT_ITEM_STATUS.NORMAL)
    expect(breast.genes).toEqual(['BRCA1', 'BRCA2'])
    expect(breast.findings).toEqual([brca2])
    expect(items.find(i => i.id === 'colorectal')!.findings).toEqual([])
    expect(tumorItemsOf({ productType: 'CVD', values: {} }).every(i => i.status === REPORT_ITEM_STATUS.UPGRADE)).toBe(true)
  })

  it('exam suggestions: a carrier is sent to counselling and the NCCN surveillance of the gene; otherwise the cited population screening', () => {
    const carrier = examSuggestions({ productType: 'NGS', values: { genesTested: ['BRCA2'], variants: [brca2] } })
    expect(carrier).toHaveLength(1)
    expect(carrier[0].title).toContain('BRCA2')
    expect(carrier[0].citation).toBe('nccnBop')
    expect(examSuggestions({ productType: 'NGS', values: { genesTested: ['BRCA2'], variants: [] } }).map(s => s.citation)).toEqual(['uspstf2021Crc', 'who2021Cervical', 'nccnBop'])
  })

  it('one MUTYH variant (recessive) makes a carrier, not a colorectal finding; two make a finding', () => {
    const one = { gene: 'MUTYH', hgvsC: 'c.536A>G', zygosity: 'het' as const, classification: 'P' as const }
    const colorectal = tumorItemsOf({ productType: 'NGS', values: { genesTested: ['MUTYH'], variants: [one] } }).find(i => i.id === 'colorectal')!
    expect(colorectal.findings).toEqual([])
    expect(colorectal.carriers).toEqual([one])
    const s = examSuggestions({ productType: 'NGS', values: { genesTested: ['MUTYH'], variants: [one] } })
    expect(s[0].title).toContain('携带者（隐性遗传）')
    expect(s.map(x => x.citation)).toContain('uspstf2021Crc')
    const two = [one, { ...one, hgvsC: 'c.1187G>A' }]
    expect(tumorItemsOf({ productType: 'NGS', values: { genesTested: ['MUTYH'], variants: two } }).find(i => i.id === 'colorectal')!.findings).toEqual(two)
  })
})
