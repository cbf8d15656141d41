import { computeReport } from '../compute'
import { index, kb, kitWith } from './helpers'

describe('traits, nutrition, fitness, skin and drug items', () => {
  it('every drug text tells the reader not to change medication without a doctor or pharmacist', () => {
    for (const item of kb.items.filter(i => i.category === 'drug')) {
      expect({ item: item.id, says: kb.texts.get(item.id)!.detail.includes('请勿自行调整用药，请咨询医生或药师') }).toEqual({ item: item.id, says: true })
    }
  })

  it('items sharing a marker agree: earwax and body odour, the three EDAR 370A items, FTO, CYP1A2', () => {
    const gt = { rs17822931: 'TT', rs3827760: 'GG', rs9939609: 'AA', rs762551: 'CC' }
    const r = new Map(computeReport({ kit: kitWith(gt), index }, { kb, itemIds: ['earwax_type', 'body_odor', 'hair_thickness', 'shovel_incisors', 'sweat_glands', 'weight_gain_tendency', 'exercise_weight_benefit', 'caffeine_metabolism', 'caffeine_exercise'] }).map(x => [x.itemId, x.level]))
    expect(r.get('earwax_type')).toBe('dry')
    expect(r.get('body_odor')).toBe('low')
    expect([r.get('hair_thickness'), r.get('shovel_incisors'), r.get('sweat_glands')]).toEqual(['two_copies', 'two_copies', 'two_copies'])
    expect([r.get('weight_gain_tendency'), r.get('exercise_weight_benefit')]).toEqual(['higher', 'two_copies'])
    expect([r.get('caffeine_metabolism'), r.get('caffeine_exercise')]).toEqual(['slow', 'may_hinder'])
  })

  it('a strand-ambiguous TAS2R38 site given on the minus strand is not read (never a complement guess)', () => {
    const m = kb.markers.get('rs713598')!
    expect([m.ref, m.alt].sort()).toEqual(['C', 'G'])
    expect(m.strandNote).toBeTruthy()
  })

  it('the FADS1 East Asian frequency is the one reported for Singaporean Chinese (T 0.338)', () => {
    const m = kb.markers.get('rs174547')!
    expect(m.easAltFreq).toBeCloseTo(1 - 0.338, 3)
    expect(m.easAltFreqSource).toBe('dorajoo2015')
  })
})
