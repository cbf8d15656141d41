import { cityCodeOf, clanDisplayName, groupCount, MIN_GROUP_SIZE, provinceCodeOf, SMALL_GROUP_LABEL, surnameProblem } from '.'

describe('k-anonymity of opted-in counts', () => {
  it('the lineage pages use the one statistics rule: 少于5人 below five, rounded down to a multiple of five from five', () => {
    expect(MIN_GROUP_SIZE).toBe(5)
    expect(groupCount(0)).toEqual({ count: null, label: SMALL_GROUP_LABEL })
    expect(groupCount(4)).toEqual({ count: null, label: '少于5人' })
    expect(groupCount(5)).toEqual({ count: 5, label: '5人以上' })
    expect(groupCount(12)).toEqual({ count: 10, label: '10人以上' })
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
