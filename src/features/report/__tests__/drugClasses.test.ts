import { DRUG_CLASSES, groupByClass } from '../model/drugClasses'

describe('drug classes', () => {
  it('groups items by class, keeps an item the map does not name under other, drops empty classes', () => {
    const groups = groupByClass(['warfarin', 'thiopurines', 'new_drug'])
    expect(groups).toEqual([
      { id: 'cardiovascular', name: '心血管用药', items: ['warfarin'] },
      { id: 'oncology-immunology', name: '肿瘤与免疫抑制用药', items: ['thiopurines'] },
      { id: 'other', name: '其他药物', items: ['new_drug'] }
    ])
  })
  it('class ids are unique', () => {
    expect(new Set(DRUG_CLASSES.map(c => c.id)).size).toBe(DRUG_CLASSES.length)
  })
})
