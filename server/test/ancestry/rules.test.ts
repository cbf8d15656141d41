/** Rules of issue 16's relatives pages: the anonymity threshold (spec 3.10 grades and the parent side: test/analysis/kinship.test.ts). */
import { groupCount, MIN_GROUP, placeGroups } from '../../src/domains/ancestry/groups'

describe('anonymity threshold', () => {
  it('groups under 5 are neither counted nor named', () => {
    expect(MIN_GROUP).toBe(5)
    expect(groupCount(4)).toEqual({ count: null, below: true, label: '少于5人' })
    expect(groupCount(5)).toEqual({ count: 5, below: false, label: '5人以上' })
    // shown counts are rounded down to a multiple of 5 (issue 20 item 8)
    expect(groupCount(12)).toEqual({ count: 10, below: false, label: '10人以上' })
    const chains = [...Array(5).fill(['440000', '440100', '440104']), ['110000', '110100', '110101'], ['440000'], null]
    const top = placeGroups(chains, null)
    expect(top).toMatchObject({ level: 'province', located: { count: 5 }, groups: [{ code: '440000', count: 5, label: '5人以上' }], other: { count: null }, unlocated: { count: null } })
    expect(JSON.stringify(top)).not.toContain('110000')
    const gd = placeGroups(chains, { code: '440000', depth: 0 })
    // the relative who gave only the province is located but in no city: 其他, with the small cities
    expect(gd).toMatchObject({ level: 'city', located: { count: 5 }, groups: [{ code: '440100', count: 5 }], other: { count: null, label: '少于5人' } })
  })
})
