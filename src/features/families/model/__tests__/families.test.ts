import { baseBody, baseProblems, EMPTY_BASE, EMPTY_FILTER, filterQuery, generations, parseYear, tagsOf, toggleFlag, typeOf } from '../families'

describe('family pages: rules', () => {
  it('turns the filter into the library query, only what is set', () => {
    expect(filterQuery(EMPTY_FILTER)).toEqual({ page: 1, sortType: 'UPDATE_DATE_DESC' })
    const f = toggleFlag(toggleFlag({ ...EMPTY_FILTER, keyword: ' 林 ', type: 'gene', page: 3 }, 'hasCelebrity'), 'researching')
    expect(filterQuery(f)).toEqual({ page: 1, sortType: 'UPDATE_DATE_DESC', keyword: '林', type: 'gene', hasCelebrity: '1', researching: '1' })
    expect(filterQuery(toggleFlag(f, 'hasCelebrity'))).not.toHaveProperty('hasCelebrity')
    expect(typeOf('genealogy')).toBe('genealogy')
    expect(typeOf('other')).toBe('')
  })

  it('numbers the 字辈 one character a generation', () => {
    expect(generations('明德 守正，')).toEqual([{ n: 1, char: '明' }, { n: 2, char: '德' }, { n: 3, char: '守' }, { n: 4, char: '正' }])
    expect(generations(null)).toEqual([])
  })

  it('checks the base form and reads years and tags as people type them', () => {
    expect(baseProblems(EMPTY_BASE)).toEqual({ surname: '请填写姓氏', name: '家族名称至少 2 个字' })
    expect(baseProblems({ ...EMPTY_BASE, surname: 'Li', name: '李家', generationPoem: 'abc' })).toEqual({ surname: '姓氏请填写 1 到 4 个汉字', generationPoem: '字辈只能填写汉字' })
    expect(tagsOf('研究中，族谱 、 研究中')).toEqual(['研究中', '族谱'])
    expect(baseBody({ ...EMPTY_BASE, surname: ' 林 ', name: ' 林家 ', tags: 'a b' })).toMatchObject({ surname: '林', name: '林家', tags: ['a', 'b'] })
    expect(parseYear('1850')).toBe(1850)
    expect(parseYear('公元前 100 年')).toBe(-100)
    expect(parseYear('')).toBeNull()
    expect(parseYear('清末')).toBeUndefined()
    expect(parseYear('3000')).toBeUndefined()
  })
})
