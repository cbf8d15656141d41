import type { ShopProduct } from '@xungen/contracts'
import { homeShelf, HOME_SHELF_SIZE } from '@/features/commerce/model/homeShelf'
import { brandOf, brandSlug } from '../brands'
import { homeTestCards, homeTestReports, HOME_TEST_TYPES } from '../homeTest'
import { INTERLOCUTION, INTERLOCUTION_TOPICS } from '../interlocution'
import { reuseProducts, upgradableDetections } from '../ltv'
import { resolvePath } from '@/routes'

function product(alias: string, typeCode: string, over: { sampled?: boolean; commodityTag?: string } = {}): ShopProduct {
  return {
    id: alias.length, alias, name: alias, subtitle: '', commodityTag: over.commodityTag ?? 'group', type: 'GENETIC', typeCode, isOnlineProduct: true, primerIdentification: 'PCR',
    supportSubmodules: [], promotion: null, packages: [], links: {}, sort: 0,
    skuInfos: [{ sku: alias, family: alias, sampled: over.sampled ?? true, skuPicture: '', actualPriceFen: 19900, listPriceFen: 19900, promotionInfos: [] }]
  } as unknown as ShopProduct
}

describe('居家检测 (/home-test)', () => {
  it('lists the home-sampled tests with the sampled edition the shop sells, and none where it sells none', () => {
    const cards = homeTestCards([product('hpv', 'HPV'), product('hp-reuse', 'HP', { sampled: false }), product('std', 'HEALTH_ANCESTRY_V3')])
    expect(cards.map(c => c.type)).toEqual([...HOME_TEST_TYPES])
    expect(cards.find(c => c.type === 'HPV')!.product!.alias).toBe('hpv')
    expect(cards.find(c => c.type === 'HP')!.product).toBeNull()
    for (const c of cards) expect(c.definition.sample).toMatch(/居家/)
  })

  it('the report list keeps home tests only, published first, each opening its report with its barcode', () => {
    const rows = homeTestReports([
      { barcode: 'A1', personName: '甲', product: { type: 'HEALTH_ANCESTRY_V3', name: '标准版' }, hasReport: true, title: '报告已发布' },
      { barcode: 'B2', personName: '乙', product: { type: 'HP', name: '幽门螺杆菌检测' }, hasReport: false, title: '样本已签收' },
      { barcode: 'C3', personName: '丙', product: { type: 'AMH', name: 'AMH 卵巢储备评估' }, hasReport: true, title: '报告已发布' }
    ])
    expect(rows.map(r => [r.barcode, r.reportUrl])).toEqual([['C3', '/report/amh?barcode=C3'], ['B2', null]])
    expect(rows[1].stateTitle).toBe('样本已签收')
  })
})

describe('专属权益 (/ltv)', () => {
  const route = (routeId: string, priceFen: number) => ({ routeId, fromName: '祖源版', toName: '标准版', priceFen, unlockItems: [1, 2] })
  it('offers only the upgrades the upgrade page would sell now', () => {
    const rows = upgradableDetections([
      { barcode: 'A', personName: '甲', blocked: null, pendingOrderNo: null, routes: [route('r1', 20000), route('r0', 0)] },
      { barcode: 'B', personName: '乙', blocked: '报告生成后才能升级', pendingOrderNo: null, routes: [route('r1', 20000)] },
      { barcode: 'C', personName: '丙', blocked: null, pendingOrderNo: '20261125000000000001', routes: [route('r1', 20000)] }
    ])
    expect(rows).toEqual([{ barcode: 'A', personName: '甲', routeId: 'r1', fromName: '祖源版', toName: '标准版', priceFen: 20000, unlockCount: 2 }])
  })

  it('the no-sample tests are the no-sample editions sold on their own (not upgrades, the speed package or an edition\'s price)', () => {
    const list = [product('std', 'GENETIC'), product('std-reuse', 'GENETIC', { sampled: false }), product('up', 'GENETIC', { sampled: false, commodityTag: 'upgrade' }), product('speed', 'GENETIC', { sampled: false, commodityTag: 'speed' }), product('std-v4', 'GENETIC', { sampled: false, commodityTag: 'edition' })]
    expect(reuseProducts(list).map(p => p.alias)).toEqual(['std-reuse'])
  })
})

it('home shows the first of the catalogue\'s sampled editions in shelf order, not the no-sample ones or the upgrades', () => {
  expect(homeShelf([product('std', 'GENETIC', { commodityTag: 'gene' }), product('std-reuse', 'GENETIC', { sampled: false }), product('up', 'GENETIC', { commodityTag: 'upgrade' })]).map(p => p.alias)).toEqual(['std'])
  const many = Array.from({ length: HOME_SHELF_SIZE + 3 }, (_, i) => product(`p${i}`, 'GENETIC'))
  expect(homeShelf(many).map(p => p.alias)).toEqual(many.slice(0, HOME_SHELF_SIZE).map(p => p.alias))
})

describe('品牌介绍 (/about/:brand)', () => {
  it('takes a brand name a content key can hold, in lower case, and refuses others', () => {
    expect(brandSlug('Xungen')).toBe('xungen')
    expect(brandSlug('../x')).toBeNull()
    expect(brandSlug('')).toBeNull()
  })

  it('knows the product and its apps, and every link of theirs opens a route', () => {
    for (const id of ['xungen', 'relatives', 'ancestry']) {
      const brand = brandOf(id)!
      for (const l of [...brand.links, ...(brand.app ? [brand.app] : [])]) expect(resolvePath(l.to)).not.toBeNull()
    }
    expect(brandOf('nosuch')).toBeNull()
  })
})

it('every answer of the question pages names a document that opens a route', () => {
  for (const topic of INTERLOCUTION_TOPICS) {
    expect(INTERLOCUTION[topic].length).toBeGreaterThan(3)
    for (const a of INTERLOCUTION[topic]) expect(resolvePath(a.source.to)).not.toBeNull()
  }
})
