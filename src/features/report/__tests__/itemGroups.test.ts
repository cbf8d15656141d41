import { FITNESS_SCENES, OLD_RISK, fillGroups } from '../model/itemGroups'

const item = (id: string, category: string) => ({ id, category })

describe('item groups', () => {
  it('fills the named groups in order, puts the area\'s other items under 其他, leaves empty groups out', () => {
    const groups = fillGroups(FITNESS_SCENES, [item('ankle_sprain_risk', 'fitness'), item('weight_gain_tendency', 'fitness'), item('new_fitness_item', 'fitness'), item('gout', 'disease')])
    expect(groups).toEqual([
      { name: '体重管理', items: [item('weight_gain_tendency', 'fitness')] },
      { name: '损伤与恢复', items: [item('ankle_sprain_risk', 'fitness')] },
      { name: '其他', items: [item('new_fitness_item', 'fitness')] }
    ])
  })
  it('a page without an area lists only its named items', () => {
    expect(fillGroups(OLD_RISK, [item('amd', 'disease'), item('gout', 'disease')])).toEqual([{ name: '认知与视力', items: [item('amd', 'disease')] }])
  })
})
