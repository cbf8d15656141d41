import { addedLabels, priceDifferenceText, routeAction, unlockGroups, unlockSummary } from '../upgrade'

describe('upgrade offers', () => {
  const route = { fromPriceFen: 49900, toPriceFen: 69900, priceFen: 20000 }

  it('says the two editions and the difference to pay, in yuan', () => {
    expect(priceDifferenceText(route)).toBe('499.00 元版本升级到 699.00 元版本，只需补差价 200.00 元')
  })

  it('can be bought only when nothing blocks it, no order waits, and there is a difference to pay', () => {
    expect(routeAction({ blocked: null, pendingOrderNo: null }, route)).toEqual({ enabled: true, label: '补差价 ¥200.00 升级' })
    expect(routeAction({ blocked: '报告生成后才能升级', pendingOrderNo: null }, route)).toEqual({ enabled: false, label: '暂不可升级' })
    expect(routeAction({ blocked: null, pendingOrderNo: '20261125000000000001' }, route)).toEqual({ enabled: false, label: '已有升级订单' })
    expect(routeAction({ blocked: null, pendingOrderNo: null }, { priceFen: 0 })).toEqual({ enabled: false, label: '无需补差价' })
  })

  it('groups the unlocked items by category in the order given', () => {
    const items = [
      { id: 'a', name: '冠心病', category: 'disease', detected: true },
      { id: 'b', name: '华法林', category: 'drug', detected: true },
      { id: 'c', name: '心房颤动', category: 'disease', detected: false }
    ]
    expect(unlockGroups(items)).toEqual([
      { category: 'disease', label: '遗传风险', names: ['冠心病', '心房颤动（芯片未覆盖）'] },
      { category: 'drug', label: '药物反应', names: ['华法林'] }
    ])
  })

  it('says how many unlocked items the sample\'s data cannot answer', () => {
    expect(unlockSummary([{ id: 'a', name: 'x', category: 'disease', detected: true }])).toBe('升级后解锁 1 项解读，由您已存储的检测数据重新计算，无需重新采样：')
    expect(unlockSummary([{ id: 'a', name: 'x', category: 'disease', detected: true }, { id: 'b', name: 'y', category: 'disease', detected: false }])).toContain('其中 1 项在您的数据中没有检测到相关位点，升级后会显示“未检测（芯片未覆盖）”')
  })

  it('names the added submodules in Chinese', () => {
    expect(addedLabels(['disease', 'heartDisease'], { disease: '疾病风险', heartDisease: '心脏病' })).toBe('疾病风险、心脏病')
  })
})
