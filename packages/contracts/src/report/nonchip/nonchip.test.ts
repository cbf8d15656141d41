/** The non-chip result definitions (issue 15 item 3): fields, cited references, validation and interpretation rules. */
import { nonChipValuesSchema, riskIntakeProblems, riskIntakeSchema, validateNonChipValues } from '../../endpoints/nonchip'
import {
  NONCHIP_CITATIONS,
  NONCHIP_DEFINITIONS,
  NONCHIP_TYPES,
  TUMOR_ITEMS,
  TUMOR_PANEL,
  CVD_PANEL,
  citationsOf,
  interpretNonChip,
  isNonChipType,
  riskIntakeAdvice,
  riskIntakeFlags,
  vadeFindings,
  type RiskIntakeAnswers
} from '.'
import { NONCHIP_KIT_PRODUCTS, bindableKitProductOf, kitProductOf } from '../../persons/products'

describe('the definitions', () => {
  it('the types with a definition are the non-chip types, and no other type is one', () => {
    expect(Object.keys(NONCHIP_DEFINITIONS).sort()).toEqual([...NONCHIP_TYPES].sort())
    for (const type of NONCHIP_TYPES) expect(isNonChipType(type)).toBe(true)
    for (const type of ['HEALTH_ANCESTRY_V3', 'hpv', '', 'toString', '__proto__', 'constructor']) expect(isNonChipType(type)).toBe(false)
  })

  it('every non-chip type has a definition with a kit, fields of unique keys and only known citations', () => {
    for (const type of NONCHIP_TYPES) {
      const d = NONCHIP_DEFINITIONS[type]
      expect(d.type).toBe(type)
      expect(NONCHIP_KIT_PRODUCTS[d.sku].type).toBe(type)
      const keys = d.fields.map(f => f.key)
      expect(new Set(keys).size).toBe(keys.length)
      expect(d.citations.length).toBeGreaterThan(0)
      for (const c of d.citations) expect(NONCHIP_CITATIONS[c]).toBeDefined()
    }
    for (const g of [...TUMOR_PANEL, ...CVD_PANEL]) expect(NONCHIP_CITATIONS[g.citation]).toBeDefined()
    for (const g of TUMOR_PANEL) for (const l of g.links) expect(Object.keys(TUMOR_ITEMS)).toContain(l)
  })

  it('non-chip kits bind but are not chip products; y_full stays unbindable', () => {
    expect(bindableKitProductOf('HPV')).toMatchObject({ type: 'HPV' })
    expect(bindableKitProductOf('CRC')).toMatchObject({ type: 'S' })
    expect(kitProductOf('HPV')).toBeNull()
    expect(bindableKitProductOf('y_full')).toBeNull()
  })
})

describe('validation (the same rules on the lab form and the server)', () => {
  it('a number outside what the assay reports, too many decimals and a missing required field are refused with Chinese messages', () => {
    expect(validateNonChipValues('AMH', { amh: 51 })).toEqual({ ok: false, problems: [{ field: 'amh', message: 'AMH（抗缪勒管激素）不能大于 50 ng/mL，请核对单位' }] })
    expect(validateNonChipValues('AMH', { amh: 1.234 })).toEqual({ ok: false, problems: [{ field: 'amh', message: 'AMH（抗缪勒管激素）最多保留 2 位小数' }] })
    const missing = validateNonChipValues('VADE', { vitaminD: 20 })
    expect(missing.ok).toBe(false)
    if (!missing.ok) expect(missing.problems.map(p => p.field)).toEqual(['vitaminA', 'vitaminE'])
  })

  it('an unknown field is refused rather than stored', () => {
    const r = validateNonChipValues('HPV', { detectedTypes: [], internalControl: 'valid', note: 'x' })
    expect(r.ok).toBe(false)
  })

  it('cross-field rules: a range low above its high, an invalid HPV internal control, a DOB value against the verdict', () => {
    expect(validateNonChipValues('AMH', { amh: 2, amhRefLow: 4, amhRefHigh: 3 })).toMatchObject({ ok: false, problems: [{ field: 'amhRefHigh' }] })
    expect(validateNonChipValues('HPV', { detectedTypes: [], internalControl: 'invalid' })).toMatchObject({ ok: false, problems: [{ field: 'internalControl' }] })
    expect(validateNonChipValues('HP', { method: 'ubt13c', result: 'positive', dob: 2, dobCutoff: 4 })).toMatchObject({ ok: false, problems: [{ field: 'result' }] })
    expect(validateNonChipValues('HP', { method: 'serology', result: 'positive', dob: 2 })).toMatchObject({ ok: false, problems: [{ field: 'dob' }] })
    expect(validateNonChipValues('HP', { method: 'ubt13c', result: 'positive', dob: 9.3, dobCutoff: 4 })).toMatchObject({ ok: true })
  })

  it('a variant needs HGVS c. notation, a panel gene and an ACMG class that is reported', () => {
    const base = { genesTested: ['BRCA1', 'BRCA2'] }
    expect(validateNonChipValues('NGS', { ...base, variants: [{ gene: 'BRCA2', hgvsC: 'c.5946del', hgvsP: 'p.Ser1982fs', zygosity: 'het', classification: 'P' }] })).toMatchObject({ ok: true })
    expect(validateNonChipValues('NGS', { ...base, variants: [{ gene: 'BRCA2', hgvsC: '5946delT', zygosity: 'het', classification: 'P' }] })).toMatchObject({ ok: false, problems: [{ field: 'variants.0.hgvsC' }] })
    expect(validateNonChipValues('NGS', { ...base, variants: [{ gene: 'MYH7', hgvsC: 'c.1A>G', zygosity: 'het', classification: 'P' }] })).toMatchObject({ ok: false, problems: [{ field: 'variants.0.gene' }] })
    expect(validateNonChipValues('NGS', { ...base, variants: [{ gene: 'BRCA1', hgvsC: 'c.1A>G', zygosity: 'het', classification: 'B' }] })).toMatchObject({ ok: false, problems: [{ field: 'variants.0.classification' }] })
    expect(nonChipValuesSchema('CVD').safeParse({ genesTested: [], variants: [] }).success).toBe(false)
  })
})

describe('interpretation rules', () => {
  it('HPV: 16/18 first (colposcopy), other IARC group 1/2A types next (cytology), 2B and low-risk types are not called high-risk', () => {
    expect(interpretNonChip('HPV', { detectedTypes: ['18'], internalControl: 'valid' }).seeDoctor).toContain('阴道镜')
    expect(interpretNonChip('HPV', { detectedTypes: ['58', '68'], internalControl: 'valid' }).overall.label).toBe('其他高危型 HPV 阳性')
    expect(interpretNonChip('HPV', { detectedTypes: ['53'], internalControl: 'valid' }).overall.label).toBe('检出可能致癌型 HPV')
    expect(interpretNonChip('HPV', { detectedTypes: ['6'], internalControl: 'valid' }).overall).toMatchObject({ tone: 'normal', label: '未检出高危型 HPV' })
    const neg = interpretNonChip('HPV', { detectedTypes: [], internalControl: 'valid' })
    expect(neg.overall.tone).toBe('normal')
    expect(neg.findings).toHaveLength(20)
  })

  it('25-OH vitamin D: <20 deficient; 20–29 is not flagged 不足 (the 2024 Endocrine Society guideline no longer endorses the 2011 threshold); A and E their WHO/IOM cut-offs', () => {
    const at = (d: number) => vadeFindings({ vitaminD: d, vitaminA: 1.5, vitaminE: 25 })[0]
    expect([at(19.9), at(20), at(29.9), at(30)].map(f => [f.flag, f.flagLabel])).toEqual([['low', '缺乏'], ['normal', '未见缺乏'], ['normal', '未见缺乏'], ['normal', '未见缺乏']])
    expect(at(25).citations).toContain('demay2024VitD')
    expect(at(25).reference).toContain('2024')
    expect(at(25).text).not.toMatch(/维生素 D 不足/)
    expect(interpretNonChip('VADE', { vitaminD: 25, vitaminA: 1.5, vitaminE: 25 }).overall.tone).toBe('normal')
    expect(citationsOf(NONCHIP_DEFINITIONS.VADE).map(c => c.id)).toContain('demay2024VitD')
    expect(vadeFindings({ vitaminD: 30, vitaminA: 0.3, vitaminE: 11 }).map(f => f.flagLabel)).toEqual(['未见缺乏', '严重缺乏', '不足'])
    expect(vadeFindings({ vitaminD: 45, vitaminDRefHigh: 40, vitaminA: 0.7, vitaminE: 12 }).map(f => f.flag)).toEqual(['high', 'normal', 'normal'])
  })

  it('AMH: below 0.5 and within 0.5–1.1 ng/mL are low by the Bologna criteria; otherwise the laboratory\'s own range decides', () => {
    expect(interpretNonChip('AMH', { amh: 0.4 }).findings[0].flag).toBe('low')
    expect(interpretNonChip('AMH', { amh: 1.0 }).findings[0].flag).toBe('low')
    expect(interpretNonChip('AMH', { amh: 1.3, amhRefLow: 1.5 }).findings[0].flag).toBe('low')
    expect(interpretNonChip('AMH', { amh: 9, amhRefHigh: 7 }).findings[0].flag).toBe('high')
    const ok = interpretNonChip('AMH', { amh: 3 })
    expect(ok.overall.label).toBe('卵巢储备正常')
    expect(ok.findings[0].reference).not.toContain('实验室参考范围')
  })

  it('panels: pathogenic and likely pathogenic variants need counselling; a VUS alone does not', () => {
    const p = interpretNonChip('NGS', { genesTested: ['BRCA1'], variants: [{ gene: 'BRCA1', hgvsC: 'c.68_69del', zygosity: 'het', classification: 'P' }] })
    expect(p.overall.tone).toBe('attention')
    expect(p.findings[0].text).toContain('乳腺癌')
    const vus = interpretNonChip('CVD', { genesTested: ['MYH7'], variants: [{ gene: 'MYH7', hgvsC: 'c.1A>G', zygosity: 'het', classification: 'VUS' }] })
    expect(vus.overall.tone).toBe('normal')
    expect(vus.findings[0].flag).toBe('info')
  })

  it('panels: one MUTYH variant (recessive) is a carrier, not a raised colorectal cancer risk; two, or a homozygous one, are; a dominant gene\'s single variant is', () => {
    const mutyh = (zygosity: 'het' | 'hom', hgvsC = 'c.536A>G') => ({ gene: 'MUTYH', hgvsC, zygosity, classification: 'P' as const })
    const one = interpretNonChip('NGS', { genesTested: ['MUTYH', 'APC'], variants: [mutyh('het')] })
    expect(one.findings[0].flag).toBe('attention')
    expect(one.findings[0].flagLabel).toBe('致病（携带者）')
    expect(one.findings[0].text).toContain('携带者')
    expect(one.findings[0].text).not.toMatch(/与结直肠癌相关/)
    expect(one.overall.label).toBe('MUTYH 致病变异携带者')
    expect(one.overall.text).not.toContain('风险高于一般人群')
    expect(one.seeDoctor).not.toContain('一半的机会')
    const hom = interpretNonChip('NGS', { genesTested: ['MUTYH'], variants: [mutyh('hom')] })
    expect(hom.findings[0].flag).toBe('positive')
    expect(hom.overall.text).toContain('风险高于一般人群')
    const two = interpretNonChip('NGS', { genesTested: ['MUTYH'], variants: [mutyh('het'), mutyh('het', 'c.1187G>A')] })
    expect(two.findings.map(f => f.flag)).toEqual(['positive', 'positive'])
    expect(two.findings[0].text).toContain('父母检测')
    const apc = interpretNonChip('NGS', { genesTested: ['APC'], variants: [{ gene: 'APC', hgvsC: 'c.3927_3931del', zygosity: 'het', classification: 'P' }] })
    expect(apc.findings[0].flag).toBe('positive')
    expect(apc.findings[0].text).toContain('结直肠癌')
    expect(apc.overall.text).toContain('风险高于一般人群')
  })

  it('CRC and HP: a positive screen points to colonoscopy / the gastroenterologist; serology alone is not a current infection', () => {
    expect(interpretNonChip('S', { dnaResult: 'positive', markers: 'SDC2' }).seeDoctor).toContain('结肠镜')
    expect(interpretNonChip('HP', { method: 'serology', result: 'positive' }).overall.label).toBe('抗体阳性')
  })

  it('HP: DOB ‰ belongs to the 13C breath test only; the 14C test is read in dpm/mmol CO₂ against its own cut-off and is not for pregnancy', () => {
    expect(validateNonChipValues('HP', { method: 'ubt14c', result: 'positive', dob: 9.3, dobCutoff: 4 })).toMatchObject({ ok: false, problems: [{ field: 'dob' }] })
    expect(validateNonChipValues('HP', { method: 'ubt13c', result: 'positive', dpm: 300, dpmCutoff: 100 })).toMatchObject({ ok: false, problems: [{ field: 'dpm' }] })
    expect(validateNonChipValues('HP', { method: 'ubt14c', result: 'negative', dpm: 300, dpmCutoff: 100 })).toMatchObject({ ok: false, problems: [{ field: 'result' }] })
    expect(validateNonChipValues('HP', { method: 'ubt14c', result: 'positive', dpm: 300, dpmCutoff: 100 })).toMatchObject({ ok: true })
    const c14 = interpretNonChip('HP', { method: 'ubt14c', result: 'positive', dpm: 300, dpmCutoff: 100 })
    expect(c14.findings[0].reference).toBe('14C 呼气值 300 dpm/mmol CO₂，试剂盒阳性界值 100 dpm/mmol CO₂')
    expect(c14.findings[0].reference).not.toContain('‰')
    expect(c14.findings[0].text).toContain('孕妇不宜')
    expect(c14.findings[0].citations).toContain('ubtChina2020')
    expect(interpretNonChip('HP', { method: 'ubt13c', result: 'positive', dob: 9.3, dobCutoff: 4 }).findings[0].reference).toBe('DOB 值 9.3 ‰，试剂盒阳性界值 4 ‰')
    expect(NONCHIP_DEFINITIONS.HP.fields.find(f => f.key === 'dob')?.label).toContain('13C')
    expect(NONCHIP_DEFINITIONS.HP.cannotTell.join()).toContain('孕妇不宜')
  })
})

describe('NGS risk-test intake: flags of the NCCN referral criteria, never a score', () => {
  const base: RiskIntakeAnswers = { self: { sex: 'female', age: 45, cancers: [] }, relatives: [], knownFamilyVariant: 'no' }
  it('no answer of concern gives no flag and still offers counselling', () => {
    expect(riskIntakeFlags(base)).toEqual([])
    expect(riskIntakeAdvice([]).text).toContain('遗传咨询')
  })
  it('breast cancer at 50 or younger, ovarian cancer, male breast cancer, early Lynch cancers in a first-degree relative', () => {
    const flags = riskIntakeFlags({
      self: { sex: 'female', age: 45, cancers: ['breast'], firstDiagnosisAge: 50 },
      relatives: [{ relative: 'father', cancer: 'breast' }, { relative: 'sister', cancer: 'colorectal', age: 45 }, { relative: 'maternalUncleAunt', cancer: 'colorectal', age: 45 }, { relative: 'mother', cancer: 'breast', age: 62 }],
      knownFamilyVariant: 'yes'
    })
    expect(flags.map(f => f.key)).toEqual(['familyVariant', 'selfBreast50', 'father:maleBreast', 'sister:lynch50'])
  })
  it('answers that contradict each other are refused', () => {
    expect(riskIntakeSchema.safeParse({ ...base, self: { ...base.self, age: 12 } }).success).toBe(false)
    expect(riskIntakeProblems({ ...base, self: { sex: 'female', age: 40, cancers: ['breast'] } })[0].field).toBe('self.firstDiagnosisAge')
    expect(riskIntakeProblems({ ...base, relatives: [{ relative: 'father', cancer: 'ovarian' }] })[0].field).toBe('relatives.0.cancer')
  })
})
