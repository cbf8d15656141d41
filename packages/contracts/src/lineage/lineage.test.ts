import { anonymiseGroups, cityCodeOf, clanDisplayName, groupCount, MIN_GROUP_SIZE, provinceCodeOf, SMALL_GROUP_LABEL, surnameProblem, WITHHELD_GROUP_LABEL } from '.'

describe('k-anonymity of opted-in counts', () => {
  it('a count below five is shown as 少于5人, zero included; five and more as the number', () => {
    expect(MIN_GROUP_SIZE).toBe(5)
    expect(groupCount(0)).toEqual({ count: null, label: SMALL_GROUP_LABEL })
    expect(groupCount(4)).toEqual({ count: null, label: '少于5人' })
    expect(groupCount(5)).toEqual({ count: 5, label: '5人' })
  })

  it('keeps every group at or above five when the small ones already add up to five', () => {
    const out = anonymiseGroups([{ k: 'a', count: 9 }, { k: 'b', count: 3 }, { k: 'c', count: 2 }, { k: 'd', count: 6 }])
    expect(out.map(g => g.label)).toEqual(['9人', SMALL_GROUP_LABEL, SMALL_GROUP_LABEL, '6人'])
  })

  it('withholds the smallest shown group when the small ones add up to fewer than five (the total would reveal them)', () => {
    const out = anonymiseGroups([{ k: 'a', count: 9 }, { k: 'b', count: 1 }, { k: 'c', count: 6 }])
    expect(out).toEqual([
      { k: 'a', count: 9, label: '9人' },
      { k: 'b', count: null, label: SMALL_GROUP_LABEL },
      { k: 'c', count: null, label: WITHHELD_GROUP_LABEL }
    ])
  })

  it('a breakdown without small groups is shown whole; an empty one stays empty', () => {
    expect(anonymiseGroups([{ count: 5 }, { count: 7 }]).map(g => g.count)).toEqual([5, 7])
    expect(anonymiseGroups([])).toEqual([])
    // a group of zero is no one: nothing to hide behind it
    expect(anonymiseGroups([{ count: 8 }, { count: 0 }]).map(g => g.label)).toEqual(['8人', SMALL_GROUP_LABEL])
  })
})

describe('names and places', () => {
  it('a clan member is named by surname only', () => {
    expect(clanDisplayName('欧阳')).toBe('欧阳先生')
    expect(clanDisplayName(null)).toBe('宗亲')
  })

  it('province and city of a region code', () => {
    expect(provinceCodeOf('440306')).toBe('440000')
    expect(provinceCodeOf('440306001')).toBe('440000')
    expect(provinceCodeOf('abc')).toBeNull()
    expect(cityCodeOf('440306')).toBe('440300')
    expect(cityCodeOf('440000')).toBeNull()
  })

  it('a surname is one to four Chinese characters', () => {
    expect(surnameProblem('张')).toBeNull()
    expect(surnameProblem('欧阳')).toBeNull()
    expect(surnameProblem('')).toBe('请填写姓氏')
    expect(surnameProblem('Smith')).toBe('姓氏应为 1–4 个汉字')
    expect(surnameProblem('张三李四王')).toBe('姓氏应为 1–4 个汉字')
  })
})
