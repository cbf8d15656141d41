/**
 * Disease-risk calculators (spec 2.9: /report/disease/:id/calculator-results). A calculator
 * combines the genetic result with lifestyle inputs, and is offered only where a published
 * model says how the two combine. None of the items of this version of the base has such a
 * model in a form we can cite with its coefficients (see docs/adr: calculators), so the list is
 * empty and no item carries the CALCULATOR tag. The shape is fixed here so that the server and
 * the report pages can be built against it.
 */
export interface CalculatorInput {
  key: string
  /** Chinese label */
  label: string
  kind: 'number' | 'boolean' | 'choice'
  unit?: string
  choices?: { value: string; label: string }[]
}

export interface CalculatorDef {
  id: string
  itemId: string
  inputs: CalculatorInput[]
  /** citation id of the published model */
  model: string
  compute(genetic: { level: string; relativeRisk?: number }, inputs: Record<string, number | boolean | string>): { absoluteRisk?: number; relativeRisk: number; explanation: string }
}

export const CALCULATORS: readonly CalculatorDef[] = []

export function calculatorFor(itemId: string): CalculatorDef | undefined {
  return CALCULATORS.find(c => c.itemId === itemId)
}
