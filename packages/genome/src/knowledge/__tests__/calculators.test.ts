import { CALCULATORS, CalculatorInputError, calculatorById, calculatorFor, GENIN_2011_LTR85, validateCalculatorInputs } from '../calculators'
import { computeReport } from '../compute'
import { kb, index, kitWith } from './helpers'

/** APOE genotypes as plus-strand rs429358 / rs7412 calls (e4 = rs429358 C, e2 = rs7412 T) */
const APOE = {
  e3e3: { rs429358: 'TT', rs7412: 'CC' },
  e3e4: { rs429358: 'TC', rs7412: 'CC' },
  e4e4: { rs429358: 'CC', rs7412: 'CC' },
  e2e3: { rs429358: 'TT', rs7412: 'CT' },
  e2e4: { rs429358: 'TC', rs7412: 'CT' }
}

function run(gt: Record<string, string>, sex: string) {
  const [r] = computeReport({ kit: kitWith(gt), index }, { kb, itemIds: ['alzheimers_disease'] })
  const calc = calculatorFor('alzheimers_disease')!
  return calc.compute({ level: r.level!, effectCounts: r.genotypes.map(g => g.effectCount) }, validateCalculatorInputs(calc, { sex }))
}

describe('disease calculators', () => {
  it('every calculator belongs to an item that names it, and cites a source in the base', () => {
    for (const c of CALCULATORS) {
      const item = kb.items.find(i => i.id === c.itemId)
      expect({ id: c.id, item: item?.calculator }).toEqual({ id: c.id, item: c.id })
      expect(kb.citations.has(c.model)).toBe(true)
      expect(calculatorById(c.id)).toBe(c)
    }
    for (const item of kb.items.filter(i => i.calculator)) expect(calculatorById(item.calculator!)?.itemId).toBe(item.id)
  })

  it('APOE lifetime risk to 85 gives the published Genin 2011 figures for e3/e4 and e4/e4 by sex', () => {
    expect(GENIN_2011_LTR85).toEqual({ all: { male: 0.11, female: 0.14 }, e3e4: { male: 0.23, female: 0.3 }, e4e4: { male: 0.51, female: 0.6 } })
    const cases: [keyof typeof APOE, string, number][] = [['e3e4', 'male', 0.23], ['e3e4', 'female', 0.3], ['e4e4', 'male', 0.51], ['e4e4', 'female', 0.6]]
    for (const [g, sex, risk] of cases) {
      const r = run(APOE[g], sex)
      expect({ g, sex, available: r.available, risk: r.absoluteRisk, pop: r.populationRisk }).toEqual({ g, sex, available: true, risk, pop: sex === 'male' ? 0.11 : 0.14 })
      expect(r.relativeRisk).toBeCloseTo(risk / (sex === 'male' ? 0.11 : 0.14), 6)
      expect(r.citation).toBe('genin2011')
      expect(r.explanation).toContain(`${Math.round(risk * 100)}%`)
      expect(r.explanation).toContain('欧洲血统')
    }
    expect(run(APOE.e4e4, 'female').explanation).not.toContain('大多数人到85岁时仍未患病')
    expect(run(APOE.e3e4, 'male').explanation).toContain('大多数人到85岁时仍未患病')
  })

  it('gives no personal figure for genotypes the source does not state (e3/e3, e2 carriers), only the population figure', () => {
    for (const g of ['e3e3', 'e2e3', 'e2e4'] as const) {
      const r = run(APOE[g], 'female')
      expect({ g, available: r.available, risk: r.absoluteRisk, pop: r.populationRisk }).toEqual({ g, available: false, risk: undefined, pop: 0.14 })
      expect(r.explanation).toContain('没有对应的个人数字')
    }
  })

  it('validates inputs: sex is required and must be one of the choices', () => {
    const calc = calculatorById('apoe_lifetime_risk_85')!
    expect(() => validateCalculatorInputs(calc, {})).toThrow(CalculatorInputError)
    expect(() => validateCalculatorInputs(calc, { sex: 'x' })).toThrow(CalculatorInputError)
    expect(validateCalculatorInputs(calc, { sex: 'male', other: 1 })).toEqual({ sex: 'male' })
    expect(calc.inputs[0].label).toBe('性别')
  })

  it('the item carrying a calculator gets the CALCULATOR tag when gated', () => {
    expect(kb.items.find(i => i.id === 'alzheimers_disease')!.calculator).toBe('apoe_lifetime_risk_85')
  })
})
