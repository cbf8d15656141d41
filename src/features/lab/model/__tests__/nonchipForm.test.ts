import { NONCHIP_DEFINITIONS } from '@xungen/contracts'
import { validateNonChipValues } from '@xungen/contracts/endpoints'
import { draftOf, errorsByField, valuesOf } from '../nonchipForm'

describe('the lab result form of a definition', () => {
  it('an empty AMH form is refused under the AMH field in Chinese; a typed value passes', () => {
    const def = NONCHIP_DEFINITIONS.AMH
    const empty = validateNonChipValues('AMH', valuesOf(def, draftOf(def, null)))
    expect(empty.ok).toBe(false)
    if (!empty.ok) expect(errorsByField(empty.problems)).toEqual({ amh: '请填写AMH（抗缪勒管激素）（数字）' })
    const draft = { ...draftOf(def, null), amh: '2.35', amhRefLow: ' ', assay: '电化学发光法' }
    expect(valuesOf(def, draft)).toEqual({ amh: 2.35, assay: '电化学发光法' })
    expect(validateNonChipValues('AMH', valuesOf(def, draft)).ok).toBe(true)
  })

  it('a word typed into a number field stays a word, so validation names it', () => {
    const def = NONCHIP_DEFINITIONS.VADE
    const r = validateNonChipValues('VADE', valuesOf(def, { ...draftOf(def, null), vitaminD: '二十', vitaminA: '1.2', vitaminE: '20' }))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(errorsByField(r.problems).vitaminD).toBe('请填写25-羟维生素 D（数字）')
  })

  it('a panel starts with every gene ticked; a variant keeps its row in the error path; a saved result fills the form back', () => {
    const def = NONCHIP_DEFINITIONS.NGS
    const draft = draftOf(def, null)
    expect((draft.genesTested as string[]).length).toBeGreaterThan(10)
    const withVariant = { ...draft, variants: [{ gene: 'brca2', hgvsC: 'c.5946del', hgvsP: '', zygosity: 'het', classification: 'P' }, { gene: 'BRCA1', hgvsC: 'bad', hgvsP: '', zygosity: 'het', classification: 'VUS' }] }
    const r = validateNonChipValues('NGS', valuesOf(def, withVariant))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(Object.keys(errorsByField(r.problems))).toEqual(['variants.1.hgvsC'])
    const saved = { genesTested: ['BRCA1'], variants: [{ gene: 'BRCA1', hgvsC: 'c.68_69del', zygosity: 'het', classification: 'P' }] }
    expect(draftOf(def, saved).variants).toEqual([{ gene: 'BRCA1', hgvsC: 'c.68_69del', hgvsP: '', zygosity: 'het', classification: 'P' }])
  })
})
