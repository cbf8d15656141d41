/**
 * Disease-risk calculators (spec 2.9: /report/disease/:id/calculator-results). A calculator
 * combines the genetic result with the person's own inputs, and is offered only where a
 * published model or absolute-risk table says how the two combine; every number below is
 * copied from the cited source, never fitted or extrapolated by us (see docs/adr/0003).
 *
 * apoe_lifetime_risk_85 (item alzheimers_disease): Genin et al. 2011 (Mol Psychiatry 16:903,
 * PMID 21556001) give the lifetime risk of Alzheimer disease up to age 85 by APOE genotype and
 * sex, from 7,351 cases and 10,132 controls of European ancestry and Rochester (USA)
 * incidence: all genotypes 11% (men) / 14% (women); APOE e3/e4 23% / 30%; APOE e4/e4
 * 51% / 60%. The figures of the other genotypes are not in the part of the paper we read, so
 * for them the calculator returns no personal figure and shows only the population figure.
 */
export interface CalculatorInput {
  key: string
  /** Chinese label */
  label: string
  kind: 'number' | 'boolean' | 'choice'
  unit?: string
  /** for numbers: inclusive range */
  min?: number
  max?: number
  choices?: { value: string; label: string }[]
  required: boolean
}

/** What the calculator receives from the item result: its level and the effect-allele count of each item marker (null when not read). */
export interface CalculatorGenetics {
  level: string
  effectCounts: (number | null)[]
  relativeRisk?: number
}

export interface CalculatorResult {
  /** false when the source has no figure for this genotype: only the population figure is shown */
  available: boolean
  /** 0-1, the published absolute risk for this genotype and these inputs */
  absoluteRisk?: number
  /** 0-1, the published figure for everyone of the same inputs regardless of genotype */
  populationRisk: number
  /** absoluteRisk / populationRisk */
  relativeRisk?: number
  /** Chinese explanation shown with the figures */
  explanation: string
  /** citation id of the source */
  citation: string
}

export interface CalculatorDef {
  id: string
  itemId: string
  /** Chinese title of the calculator page */
  title: string
  inputs: CalculatorInput[]
  /** citation id of the published model */
  model: string
  compute(genetic: CalculatorGenetics, inputs: Record<string, number | boolean | string>): CalculatorResult
}

export class CalculatorInputError extends Error {}

/** Checks inputs against the calculator's declared inputs (required, kind, range, choice). */
export function validateCalculatorInputs(calc: CalculatorDef, inputs: Record<string, unknown>): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {}
  for (const def of calc.inputs) {
    const v = inputs[def.key]
    if (v === undefined || v === null || v === '') {
      if (def.required) throw new CalculatorInputError(`${def.key}: required`)
      continue
    }
    if (def.kind === 'number') {
      if (typeof v !== 'number' || !Number.isFinite(v)) throw new CalculatorInputError(`${def.key}: not a number`)
      if ((def.min !== undefined && v < def.min) || (def.max !== undefined && v > def.max)) throw new CalculatorInputError(`${def.key}: out of range`)
    } else if (def.kind === 'boolean') {
      if (typeof v !== 'boolean') throw new CalculatorInputError(`${def.key}: not a boolean`)
    } else if (typeof v !== 'string' || !(def.choices ?? []).some(c => c.value === v)) {
      throw new CalculatorInputError(`${def.key}: not one of the choices`)
    }
    out[def.key] = v as number | boolean | string
  }
  return out
}

/** Genin et al. 2011, abstract: lifetime risk of Alzheimer disease at age 85 (Rochester incidence). */
export const GENIN_2011_LTR85 = {
  all: { male: 0.11, female: 0.14 },
  e3e4: { male: 0.23, female: 0.3 },
  e4e4: { male: 0.51, female: 0.6 }
} as const

const SOURCE_NOTE =
  '数据来自欧洲血统人群（美国罗切斯特发病率资料），中国人群的发病率和预期寿命不同，数字只能作为参考，不能直接当作您的个人风险。'

const apoeLifetimeRisk: CalculatorDef = {
  id: 'apoe_lifetime_risk_85',
  itemId: 'alzheimers_disease',
  title: '85岁前阿尔茨海默病终生风险（按APOE基因型和性别）',
  model: 'genin2011',
  inputs: [
    { key: 'sex', label: '性别', kind: 'choice', choices: [{ value: 'male', label: '男' }, { value: 'female', label: '女' }], required: true }
  ],
  compute(genetic, inputs) {
    const sex = inputs.sex === 'male' ? 'male' : 'female'
    const population = GENIN_2011_LTR85.all[sex]
    const sexLabel = sex === 'male' ? '男性' : '女性'
    // item markers: rs429358 C (e4) count, rs7412 T (e2) count
    const [e4, e2] = genetic.effectCounts
    let key: 'e3e4' | 'e4e4' | null = null
    if (e4 === 1 && e2 === 0) key = 'e3e4'
    else if (e4 === 2 && e2 === 0) key = 'e4e4'
    const popText = `不区分基因型时，${sexLabel}到85岁的阿尔茨海默病终生风险约为${Math.round(population * 100)}%。`
    if (!key) {
      return {
        available: false,
        populationRisk: population,
        explanation: `所引用的研究只给出了ε3/ε4和ε4/ε4两种基因型的分性别数字，您的基因型没有对应的个人数字。${popText}${SOURCE_NOTE}`,
        citation: 'genin2011'
      }
    }
    const risk = GENIN_2011_LTR85[key][sex]
    const label = key === 'e3e4' ? 'ε3/ε4' : 'ε4/ε4'
    return {
      available: true,
      absoluteRisk: risk,
      populationRisk: population,
      relativeRisk: risk / population,
      explanation: `研究估计，APOE ${label}的${sexLabel}到85岁时患阿尔茨海默病的终生风险约为${Math.round(risk * 100)}%，${risk < 0.5 ? '也就是说大多数人到85岁时仍未患病' : '明显高于平均，但仍有相当一部分人到85岁时没有患病'}。${popText}${SOURCE_NOTE}保持运动、控制血压血糖、积极社交和学习对所有人都有益。`,
      citation: 'genin2011'
    }
  }
}

export const CALCULATORS: readonly CalculatorDef[] = [apoeLifetimeRisk]

export function calculatorFor(itemId: string): CalculatorDef | undefined {
  return CALCULATORS.find(c => c.itemId === itemId)
}

export function calculatorById(id: string): CalculatorDef | undefined {
  return CALCULATORS.find(c => c.id === id)
}
