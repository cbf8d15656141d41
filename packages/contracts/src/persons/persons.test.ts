import { appellationProblem, barcodeFormatProblem, barcodeOf, luhnCheckDigit, normalizeBarcode, NATIONS, SAMPLE_COLLECTOR_RELATIONS, APPELLATIONS, isNation, productTypeOfSku, kitProductOf } from '../index'

describe('barcodes', () => {
  it('the check digit is the Luhn digit of the nine serial digits (7992739871 → 3, the textbook case)', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3)
    expect(barcodeOf(123456789)).toBe(`XG123456789${luhnCheckDigit('123456789')}`)
  })

  it('every single mistyped digit is caught', () => {
    const good = barcodeOf(40517)
    expect(barcodeFormatProblem(good)).toBeNull()
    for (let i = 2; i < 12; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue
        const typo = good.slice(0, i) + d + good.slice(i + 1)
        expect(barcodeFormatProblem(typo)).not.toBeNull()
      }
    }
  })

  it('spaces, dashes and lower case are forgiven; other shapes are a format problem', () => {
    const good = barcodeOf(987654321)
    expect(barcodeFormatProblem(normalizeBarcode(` ${good.slice(0, 6).toLowerCase()}-${good.slice(6)} `))).toBeNull()
    expect(barcodeFormatProblem('')).toBe('empty')
    expect(barcodeFormatProblem('XG123')).toBe('format')
    expect(barcodeFormatProblem('AB1234567890')).toBe('format')
  })
})

describe('spec 3.5 relations and the 56 ethnic groups', () => {
  it('every relation has a label', () => {
    for (const r of SAMPLE_COLLECTOR_RELATIONS) expect(APPELLATIONS[r].label).toBeTruthy()
  })

  it('a relation held once cannot be held twice; children and siblings can', () => {
    expect(appellationProblem('me', { heldByOthers: ['me'] })).toContain('已绑定过')
    expect(appellationProblem('children', { heldByOthers: ['children'] })).toBeNull()
  })

  it('a relation that implies a sex refuses the other sex', () => {
    expect(appellationProblem('mother', { sex: 'male', heldByOthers: [] })).toBe('所选关系与检测人性别不一致')
    expect(appellationProblem('mother', { sex: 'female', heldByOthers: [] })).toBeNull()
    expect(appellationProblem('uncle', { heldByOthers: [] })).toBe('请选择与检测人的关系')
  })

  it('56 groups with GB/T 3304 codes 01-56, no duplicates', () => {
    expect(NATIONS).toHaveLength(56)
    expect(new Set(NATIONS.map(n => n.name)).size).toBe(56)
    expect(NATIONS.map(n => n.code)).toEqual(Array.from({ length: 56 }, (_, i) => String(i + 1).padStart(2, '0')))
    expect(isNation('汉族')).toBe(true)
    expect(isNation('汉')).toBe(false)
  })
})

describe('kit products', () => {
  it('chip SKUs map to a product; HPV is producible but not a chip product', () => {
    expect(kitProductOf('standard')?.type).toBe('HEALTH_ANCESTRY_V3')
    expect(kitProductOf('HPV')).toBeNull()
    expect(productTypeOfSku('HPV')).toBe('HPV')
    expect(productTypeOfSku('nonsense')).toBeNull()
  })
})
