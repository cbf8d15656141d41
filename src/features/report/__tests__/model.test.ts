import { REPORT_ITEM_STATUS } from '@xungen/contracts'
import { areaListPath, itemDetailPath, lockDetailPath, rowAction } from '../model/areas'
import { alleleCountShares, hweGenotypeShares, markerLeft, percentText, scoreBands } from '../model/charts'
import { topicPath } from '../model/topics'

describe('report areas and rows', () => {
  it('each area lists on its own route; skin and fitness on their classify pages', () => {
    expect(areaListPath('carrier')).toBe('/report/carrier-status')
    expect(areaListPath('fitness', { barcode: 'XG1' })).toBe('/report/fitness/classify?barcode=XG1')
    expect(areaListPath('skin')).toBe('/report/skin/classify')
  })
  it('details: the id in the path, except /report/skin/detail which takes it in the query', () => {
    expect(itemDetailPath('disease', 'gout')).toBe('/report/disease/detail/gout')
    expect(itemDetailPath('carrier', 'beta_thalassemia')).toBe('/report/carrier-status/detail/beta_thalassemia')
    expect(itemDetailPath('skin', 'skin_pigmentation_oca2', { barcode: 'XG1' })).toBe('/report/skin/detail?barcode=XG1&id=skin_pigmentation_oca2')
    expect(lockDetailPath('traits', 'x')).toBe('/report/traits/lock-detail/x')
    expect(lockDetailPath('drug', 'x')).toBeNull()
  })
  it('spec 3.6/4: normal opens the detail, upgrade goes to /buy/upgrade, locked is no link', () => {
    expect(rowAction({ id: 'gout', category: 'disease', status: REPORT_ITEM_STATUS.NORMAL })).toEqual({ kind: 'open', to: '/report/disease/detail/gout' })
    expect(rowAction({ id: 'cad', category: 'disease', status: REPORT_ITEM_STATUS.UPGRADE }, { barcode: 'XG1' })).toEqual({ kind: 'upgrade', to: '/buy/upgrade?barcode=XG1' })
    expect(rowAction({ id: 'cad', category: 'disease', status: REPORT_ITEM_STATUS.LOCK })).toEqual({ kind: 'locked' })
  })
  it('topic slugs of the knowledge base lead to the spec 2.8 routes', () => {
    expect(topicPath('gout')).toBe('/topics/disease/gout')
    expect(topicPath('thalassemia')).toBe('/topics/carrier-status/thalassemia')
    expect(topicPath('unknown')).toBeNull()
  })
})

describe('chart numbers', () => {
  it('genotype shares under Hardy-Weinberg from the alternative allele frequency, the person\'s genotype marked in either order', () => {
    const shares = hweGenotypeShares('G', 'A', 0.2, 'AG')
    expect(shares.map(s => s.genotype)).toEqual(['GG', 'GA', 'AA'])
    expect(shares.map(s => Number(s.share.toFixed(2)))).toEqual([0.64, 0.32, 0.04])
    expect(shares.map(s => s.mine)).toEqual([false, true, false])
    expect(hweGenotypeShares('G', 'A', 0.2, null).some(s => s.mine)).toBe(false)
  })
  it('percent text and the bar marker', () => {
    expect(percentText(0.004)).toBe('0.4%')
    expect(percentText(0.1736)).toBe('17%')
    expect(markerLeft(0)).toBe(2)
    expect(markerLeft(100)).toBe(98)
    expect(markerLeft(40)).toBe(40)
  })
  it('a topic\'s allele-count shares: 2, 1 and 0 copies of the allele under Hardy-Weinberg, summing to 1', () => {
    const s = alleleCountShares('A', 0.3)
    expect(s.map(x => x.label)).toEqual(['2 个 A', '1 个 A', '0 个 A'])
    expect(s.map(x => Number(x.share.toFixed(2)))).toEqual([0.09, 0.42, 0.49])
    expect(s.reduce((n, x) => n + x.share, 0)).toBeCloseTo(1, 10)
  })
  it('a score chart\'s bands come from the report\'s cuts with each level\'s wording; none when they do not fit', () => {
    const levels = [{ key: 'lower', label: '较低' }, { key: 'typical', label: '一般' }, { key: 'higher', label: '较高' }]
    expect(scoreBands({ cuts: [20, 80], levels: ['lower', 'typical', 'higher'] }, levels)).toEqual({ cuts: [20, 80], bands: levels })
    expect(scoreBands(undefined, levels)).toBeNull()
    expect(scoreBands({ cuts: [20], levels: ['lower', 'typical', 'higher'] }, levels)).toBeNull()
    expect(scoreBands({ cuts: [20, 80], levels: ['lower', 'typical', 'unknown'] }, levels)).toBeNull()
  })
})
