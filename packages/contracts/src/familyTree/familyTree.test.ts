import { formatTreeDate, normalizeTreeDate, parseTreeDate, treeDateProblem, treeDateYear, treeDateZh } from './dates'
import { gedcomFullName, treePersonName } from './model'
import { generationNameProblem, pickCurrentTree } from './rules'

describe('family tree dates', () => {
  it('reads partial, qualified, ranged and 农历 dates and writes them back the one way', () => {
    expect(parseTreeDate('1850')).toEqual({ qualifier: 'exact', date: { calendar: 'GREGORIAN', year: 1850 } })
    expect(parseTreeDate('abt mar 1850')).toEqual({ qualifier: 'ABT', date: { calendar: 'GREGORIAN', year: 1850, month: 3 } })
    expect(parseTreeDate('_LUNAR 15 M3L 1850')).toEqual({ qualifier: 'exact', date: { calendar: '_LUNAR', year: 1850, month: 3, day: 15, leap: true } })
    expect(normalizeTreeDate('bet 1850  and 2 Oct 1860')).toBe('BET 1850 AND 2 OCT 1860')
    expect(normalizeTreeDate('GREGORIAN 1 JAN 1900')).toBe('1 JAN 1900')
    expect(normalizeTreeDate('some words')).toBe('some words')
    expect(formatTreeDate({ qualifier: 'BEF', date: { calendar: 'JULIAN', year: 1700, month: 1, day: 1 } })).toBe('BEF JULIAN 1 JAN 1700')
    expect(parseTreeDate('32 JAN 1900')).toBeNull()
  })

  it('says dates in Chinese', () => {
    expect(treeDateZh('15 MAR 1850')).toBe('1850年3月15日')
    expect(treeDateZh('ABT 1850')).toBe('约1850年')
    expect(treeDateZh('BEF 1850')).toBe('1850年前')
    expect(treeDateZh('BET 1850 AND 1860')).toBe('1850年至1860年之间')
    expect(treeDateZh('_LUNAR 15 M3 1850')).toBe('农历1850年三月十五')
    expect(treeDateZh('_LUNAR 1 M12L 1850')).toBe('农历1850年闰腊月初一')
    expect(treeDateZh('', '清朝末年')).toBe('清朝末年')
    expect(treeDateYear('AFT 100 BCE')).toBe(-100)
  })

  it('refuses impossible dates a person enters, in Chinese', () => {
    expect(treeDateProblem({ qualifier: 'exact', date: { calendar: 'GREGORIAN', year: 1900, month: 2, day: 29 } })).toBe('日期不存在')
    expect(treeDateProblem({ qualifier: 'exact', date: { calendar: 'GREGORIAN', year: 2000, month: 2, day: 29 } })).toBeNull()
    expect(treeDateProblem({ qualifier: 'exact', date: { calendar: '_LUNAR', year: 1850, month: 13 } })).toBe('月份不正确')
    expect(treeDateProblem({ qualifier: 'exact', date: { calendar: 'GREGORIAN', year: 1850, day: 3 } })).toBe('填写日时请同时填写月')
  })
})

describe('family tree rules', () => {
  it('picks the stored tree, else the first own tree, else the first (spec 4)', () => {
    const list = [{ id: 1, share: true }, { id: 2, share: false }, { id: 3, share: false }]
    expect(pickCurrentTree(list, 3)?.id).toBe(3)
    expect(pickCurrentTree(list, 99)?.id).toBe(2)
    expect(pickCurrentTree(list, null)?.id).toBe(2)
    expect(pickCurrentTree([{ id: 1, share: true }], 5)?.id).toBe(1)
    expect(pickCurrentTree([], 5)).toBeNull()
  })

  it('names persons and checks 字辈', () => {
    expect(treePersonName([{ full: '德明 /王/', given: '德明', surname: '王' }])).toBe('王德明')
    expect(treePersonName([{ full: 'Robert /Williams/', given: 'Robert', surname: 'Williams' }])).toBe('Robert Williams')
    expect(treePersonName([])).toBe('未知')
    expect(gedcomFullName('德明', '王')).toBe('德明 /王/')
    expect(generationNameProblem('德')).toBeNull()
    expect(generationNameProblem('一二三四五')).toBe('字辈最多 4 个字')
  })
})
