import { cjkLength, defaultNickname, displayName, nameErrors, normalizeName, normalizeNameInput, truncateByWidth } from './name'

describe('name (spec 5)', () => {
  describe('display-name helper', () => {
    it('removes emoji', () => {
      expect(displayName('小明😀🎉')).toBe('小明')
      expect(displayName('👨‍👩‍👧小红🇨🇳')).toBe('小红')
    })
    it('trims leading spaces', () => {
      expect(displayName('   Tom ')).toBe('Tom ')
    })
    it('truncates to 16 characters by default', () => {
      expect(displayName('一二三四五六七八九十一二三四五六七八')).toBe('一二三四五六七八九十一二三四五六')
      expect(displayName('abcdefghijklmnopqrstuvwxyz')).toHaveLength(16)
      expect(displayName('abcdef', 3)).toBe('abc')
    })
  })

  describe('truncation counting Chinese characters as 2', () => {
    it('keeps text within the default limit of 5 (five Chinese characters, ten others)', () => {
      expect(truncateByWidth('基因寻根网')).toBe('基因寻根网')
      expect(truncateByWidth('abcdefghij')).toBe('abcdefghij')
    })
    it('cuts longer text and adds an ellipsis', () => {
      expect(truncateByWidth('基因寻根网站首页')).toBe('基因寻根网...')
      expect(truncateByWidth('abcdefghijk')).toBe('abcdefghij...')
      expect(truncateByWidth('张三abcdefgh')).toBe('张三abcdef...')
    })
    it('doubles the limit when the flag is on', () => {
      expect(truncateByWidth('一二三四五六七八九十')).toBe('一二三四五...')
      expect(truncateByWidth('一二三四五六七八九十', { doubled: true })).toBe('一二三四五六七八九十')
      expect(truncateByWidth('一二三四五六七八九十一', { doubled: true })).toBe('一二三四五六七八九十...')
    })
    it('does not split a Chinese character over the limit', () => {
      expect(truncateByWidth('abcdefghi张')).toBe('abcdefghi...')
    })
  })

  it('the length check counts CJK characters as 2 and others as 1', () => {
    expect(cjkLength('张三')).toBe(4)
    expect(cjkLength('Tom')).toBe(3)
    expect(cjkLength('张Tom')).toBe(5)
    expect(cjkLength('𠀀')).toBe(2)
    expect(cjkLength('')).toBe(0)
  })

  describe('normalisation on typing', () => {
    it('turns line breaks into spaces, drops control characters, emoji and leading spaces, and collapses spaces', () => {
      expect(normalizeNameInput('  小明😀\n\n同\t学 ')).toBe('小明 同 学 ')
      expect(normalizeNameInput('\u200bTom')).toBe('Tom')
    })
    it('stops at 16 characters', () => {
      expect(Array.from(normalizeNameInput('一'.repeat(20)))).toHaveLength(16)
    })
    it('the stored name is trimmed, and not cut (the server refuses a name too long)', () => {
      expect(normalizeName(' Tom  Lee ')).toBe('Tom Lee')
      expect(Array.from(normalizeName('一'.repeat(20)))).toHaveLength(20)
    })
  })

  describe('name rules the client checks itself', () => {
    it('an empty name is refused', () => expect(nameErrors('  ')).toEqual(['请输入昵称']))
    it('accepts Chinese, letters, digits and a few joiners', () => {
      expect(nameErrors('小明')).toEqual([])
      expect(nameErrors('Tom_Lee-2·x.y')).toEqual([])
    })
    it('refuses symbols and emoji', () => {
      expect(nameErrors('小明!')).toEqual(['昵称只能包含中文、英文、数字、空格及 _ - · .'])
      expect(nameErrors('小明😀')).toEqual(['昵称只能包含中文、英文、数字、空格及 _ - · .'])
    })
    it('refuses digits only and more than 16 characters', () => {
      expect(nameErrors('13800138000')).toEqual(['昵称不能为纯数字'])
      expect(nameErrors('一'.repeat(17))).toEqual(['昵称不能超过16个字'])
    })
  })

  describe('generated default nickname', () => {
    const bytes = (values: number[]) => () => Uint8Array.from(values)
    it("is '用户' for phone, plus the last 4 digits and a random 5-character string", () => {
      expect(defaultNickname('phone', '13800138000', bytes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]))).toBe('用户8000abcde')
    })
    it("is '微信用户' otherwise", () => {
      const name = defaultNickname('wechat', '42', bytes([35, 36, 71, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))
      expect(name).toBe('微信用户00429a9aa')
    })
    it('draws the random part evenly (bytes of 252 and above are skipped)', () => {
      const name = defaultNickname('phone', '13800138000', bytes([252, 255, 253, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]))
      expect(name).toBe('用户8000bbbbb')
    })
    it('is a valid name', () => {
      const name = defaultNickname('wechat', '13800138000', n => Uint8Array.from({ length: n }, (_, i) => (i * 37) % 256))
      expect(nameErrors(name)).toEqual([])
    })
  })
})
