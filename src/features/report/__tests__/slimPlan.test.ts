import { bmi, bmiBand, slimItems, SLIM_ITEM_IDS } from '../model/slimPlan'
import type { ReportListItem } from '../model/api'

const item = (id: string): ReportListItem => ({ id, category: 'fitness', title: id, summary: '', status: 0, access: 1, tags: [], lockDescription: null, reportStatus: 'out', level: null, levelLabel: null, note: null }) as unknown as ReportListItem

describe('the slim plan (/report/fitness/lock-plan/slim)', () => {
  it('keeps only the weight items of a report, in the page order', () => {
    const list = ['caffeine_metabolism', 'sugar_liver_fat', 'weight_gain_tendency', 'alcohol_flush', 'body_mass_index_klf9'].map(item)
    expect(slimItems(list).map(i => i.id)).toEqual(['weight_gain_tendency', 'body_mass_index_klf9', 'sugar_liver_fat'])
    expect(SLIM_ITEM_IDS).toContain('exercise_weight_benefit')
  })

  it('computes BMI to one decimal and refuses implausible numbers', () => {
    expect(bmi(170, 65)).toBe(22.5)
    expect(bmi(160, 72)).toBe(28.1)
    expect(bmi(17, 65)).toBeNull()
    expect(bmi(170, 6.5)).toBeNull()
    expect(bmi(Number('abc'), 60)).toBeNull()
  })

  it('bands BMI as the Chinese adult standard WS/T 428-2013 does', () => {
    expect(bmiBand(18.4)).toBe('体重过低')
    expect(bmiBand(18.5)).toBe('体重正常')
    expect(bmiBand(23.9)).toBe('体重正常')
    expect(bmiBand(24)).toBe('超重')
    expect(bmiBand(27.9)).toBe('超重')
    expect(bmiBand(28)).toBe('肥胖')
  })
})
