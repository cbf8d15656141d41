import { divergenceText, EMPTY_LEAD, leadProblems, matchText, mutationText, nextPage, pageLabel, regionCodeOf, searchKind } from '../lineage'

describe('paging', () => {
  it('the next page, or none at the end', () => {
    expect(nextPage({ page: 1, isEnd: false })).toBe(2)
    expect(nextPage({ page: 3, isEnd: true })).toBeNull()
  })
  it('says which page of how many', () => {
    expect(pageLabel({ page: 2, size: 10, total: 61 })).toBe('第 2 / 7 页')
    expect(pageLabel({ page: 1, size: 10, total: 0 })).toBe('第 1 / 1 页')
  })
})

describe('the Y-tree search box', () => {
  it('tells an rsID, a short form, a haplogroup and an SNP name apart', () => {
    expect(searchKind('rs2032658')).toBe('rsid')
    expect(searchKind('O-M117')).toBe('short-form')
    expect(searchKind('O2a2b1a1')).toBe('haplogroup')
    expect(searchKind('M117')).toBe('name')
    expect(searchKind('CTS7634')).toBe('name')
    expect(searchKind('NO1')).toBe('name')
    expect(searchKind('  ')).toBe('empty')
  })
  it('explains a hit by its SNP and position, or by its name', () => {
    expect(matchText({ matchedBy: 'snp', snp: 'M122', pos: 21764674 })).toBe('由 SNP M122（chrY:21764674，GRCh37）定义')
    expect(matchText({ matchedBy: 'haplogroup', snp: null, pos: null })).toBe('单倍群名称匹配')
  })
  it('writes a mutation as ISOGG does; an indel has no bases', () => {
    expect(mutationText({ ancestral: 'A', derived: 'G', indel: false })).toBe('A→G')
    expect(mutationText({ ancestral: '', derived: '', indel: true })).toBe('插入/缺失')
  })
})

describe('clan members', () => {
  it('says how far below the shared branch a man’s own call is', () => {
    expect(divergenceText(0)).toBe('就在共同分支上')
    expect(divergenceText(2)).toBe('共同分支下再往下 2 级')
  })
})

describe('寻根登记 form', () => {
  it('needs a surname of 1-4 Chinese characters, an ancestral place and a contact preference', () => {
    expect(leadProblems(EMPTY_LEAD)).toEqual({ surname: '请填写姓氏', ancestralPlace: '请选择祖籍', contactPreference: '请选择联系方式' })
    expect(leadProblems({ ...EMPTY_LEAD, surname: 'Li', ancestralPlaceCode: '360800', contactPreference: 'none' })).toEqual({ surname: '姓氏应为 1–4 个汉字' })
    expect(leadProblems({ ...EMPTY_LEAD, surname: '欧阳', ancestralPlaceCode: '360800', contactPreference: 'sms' })).toEqual({})
  })
  it('keeps the deepest region the picker chose', () => {
    expect(regionCodeOf({ province: { code: '440000' }, city: { code: '440300' } })).toBe('440300')
    expect(regionCodeOf({})).toBe('')
  })
})
