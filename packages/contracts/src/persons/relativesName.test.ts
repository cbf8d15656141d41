import { defaultRelativesName, kinDegreeLabel, relativesNameOf, relativesNameProblem, RELATIVES_NAME_MESSAGES } from '.'

describe('the 称呼 other accounts see', () => {
  it('defaults to 寻根用户 and a short id that says nothing of the person', () => {
    expect(defaultRelativesName(42)).toBe('寻根用户-16')
    expect(relativesNameOf({ id: 42, relativesName: null })).toBe('寻根用户-16')
    expect(relativesNameOf({ id: 42, relativesName: '  ' })).toBe('寻根用户-16')
    expect(relativesNameOf({ id: 42, relativesName: '老张' })).toBe('老张')
  })
  it('refuses a 称呼 holding the real name or the given name, and keeps the default prefix for the default', () => {
    expect(relativesNameProblem('张三丰', '张三丰')).toBe(RELATIVES_NAME_MESSAGES.realName)
    expect(relativesNameProblem('我是张三丰啊', '张三丰')).toBe(RELATIVES_NAME_MESSAGES.realName)
    expect(relativesNameProblem('三丰', '张三丰', '张')).toBe(RELATIVES_NAME_MESSAGES.realName)
    expect(relativesNameProblem('三丰', '欧阳三丰', '欧阳')).toBe(RELATIVES_NAME_MESSAGES.realName)
    expect(relativesNameProblem('寻根用户1', '张三丰')).toBe(RELATIVES_NAME_MESSAGES.reserved)
    expect(relativesNameProblem('老张', '张三丰')).toBeNull()
    expect(relativesNameProblem('', '张三丰')).toBeNull()
  })
  it('holds six Chinese characters or twelve letters of letters, digits and Chinese', () => {
    expect(relativesNameProblem('一二三四五六', '张三')).toBeNull()
    expect(relativesNameProblem('一二三四五六七', '张三')).toBe(RELATIVES_NAME_MESSAGES.tooLong)
    expect(relativesNameProblem('abcdefghijkl', '张三')).toBeNull()
    expect(relativesNameProblem('<b>x</b>', '张三')).toBe(RELATIVES_NAME_MESSAGES.characters)
  })
})

describe('the degree line of a relative', () => {
  const g = (relationship: string, degree: number, grade: string, generations: string) => kinDegreeLabel({ relationship, degree, grade, text: '近亲或直系亲属', generations })
  it('names a parent or child a first-degree direct relative one generation apart, never 亲缘等级 2-3', () => {
    const parent = g('parent-child', 1, '2-3', '1')
    expect(parent).toBe('一级亲属 · 直系（父母与子女），血缘相隔 1 代')
    expect(parent).not.toContain('2-3')
  })
  it('names full siblings first-degree, two generations apart through the parents', () => {
    expect(g('full-sibling', 1, '2-3', '2')).toBe('一级亲属 · 同父同母的兄弟姐妹，经父母血缘相隔 2 代')
  })
  it('names second- and third-degree relatives by degree, and the distant ones by the spec 3.10 grade', () => {
    expect(g('second-degree', 2, '2-3', '2-3')).toBe('二级亲属 · 血缘相隔 2-3 代')
    expect(g('third-degree', 3, '3-4', '3-4')).toBe('三级亲属 · 血缘相隔 3-4 代')
    expect(kinDegreeLabel({ relationship: 'fifth-degree', degree: 5, grade: '5-6', text: '二代堂表亲', generations: '5-6' })).toBe('亲缘等级 5-6：二代堂表亲 · 血缘相隔 5-6 代')
    expect(g('identical', 0, '2-3', '0')).toContain('同卵双胞胎')
  })
})
