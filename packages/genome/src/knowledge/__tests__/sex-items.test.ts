/** Items about one sex (a mother's MTHFR and neural tube defects, colostrum) are not shown to the other sex. */
import { computeReport } from '../compute'
import { gateReport, itemHiddenFor } from '../gating'
import { kb, index, kitWith } from './helpers'

const PRODUCT = { type: 'HEALTH_ANCESTRY_V3', supportSubmodules: [] as string[] }

describe('items for one sex', () => {
  const results = computeReport({ kit: kitWith({}), index, sex: 'male' }, { kb })
  const ids = (sex: 'male' | 'female' | null) => new Set(gateReport(kb, results, PRODUCT, sex).items.map(i => i.itemId))

  it('the maternal MTHFR item and the colostrum item are written for women', () => {
    expect(kb.items.find(i => i.id === 'neural_tube_defects_maternal_mthfr')!.sex).toBe('female')
    expect(kb.items.find(i => i.id === 'colostrum_abcc11')!.sex).toBe('female')
  })

  it('a man does not see them, a woman does, and an unknown sex sees everything', () => {
    for (const id of ['neural_tube_defects_maternal_mthfr', 'colostrum_abcc11']) {
      expect(ids('male').has(id)).toBe(false)
      expect(ids('female').has(id)).toBe(true)
      expect(ids(null).has(id)).toBe(true)
    }
    expect(ids('male').size).toBe(results.length - 2)
    expect(itemHiddenFor({}, 'male')).toBe(false)
  })
})
