import { PASSWORD_MESSAGES, passwordError } from './password'

describe('password (spec 5)', () => {
  it('must have at least 6 characters: 「密码长度不能少于6位」', () => {
    expect(passwordError('a1b2c')).toBe('密码长度不能少于6位')
    expect(passwordError('a1b2c3')).toBeNull()
  })

  it('a purely numeric password with constant step 0 is rejected as repeated digits', () => {
    expect(passwordError('000000')).toBe('密码不能为重复数字')
    expect(passwordError('99999999')).toBe('密码不能为重复数字')
  })

  it('a purely numeric password with step +1 is rejected as consecutive digits', () => {
    expect(passwordError('123456')).toBe('密码不能为连续数字')
    expect(passwordError('3456789')).toBe('密码不能为连续数字')
  })

  it('a purely numeric password with step -1 is rejected as consecutive digits', () => {
    expect(passwordError('987654')).toBe('密码不能为连续数字')
  })

  it('a numeric password without a constant step is accepted', () => {
    expect(passwordError('135792')).toBeNull()
    expect(passwordError('123457')).toBeNull()
  })

  it('general characters with a constant step pass outside strict mode', () => {
    expect(passwordError('aaaaaa')).toBeNull()
    expect(passwordError('abcdef')).toBeNull()
  })

  it('in strict mode the same applies to general characters', () => {
    expect(passwordError('aaaaaa', { strict: true })).toBe('密码不能为重复字符')
    expect(passwordError('abcdef', { strict: true })).toBe('密码不能为连续字符')
    expect(passwordError('FEDCBA', { strict: true })).toBe('密码不能为连续字符')
    expect(passwordError('123456', { strict: true })).toBe('密码不能为连续数字')
    expect(passwordError('abcdeg', { strict: true })).toBeNull()
    expect(passwordError('acegik', { strict: true })).toBeNull()
  })

  it('is refused when empty, longer than 32, or with spaces or Chinese characters', () => {
    expect(passwordError('')).toBe(PASSWORD_MESSAGES.empty)
    expect(passwordError('a1'.repeat(17))).toBe('密码长度不能超过32位')
    expect(passwordError('abc def1')).toBe(PASSWORD_MESSAGES.characters)
    expect(passwordError('密码abc123')).toBe(PASSWORD_MESSAGES.characters)
  })
})
