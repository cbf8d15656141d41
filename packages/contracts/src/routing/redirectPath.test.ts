import { isSafeRedirectPath, safeRedirectPath } from './redirectPath'

describe('internal redirect paths (spec 2.18)', () => {
  it.each(['/', '/user/info', '/report/disease/detail/123?from=x', '/ancestry/family/42#top'])('accepts %s', path => {
    expect(isSafeRedirectPath(path)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['relative', 'user/info'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a line break', '/user\n//evil.example'],
    ['a tab', '/\t/evil.example']
  ])('refuses %s', (_, path) => {
    expect(isSafeRedirectPath(path)).toBe(false)
  })

  it('falls back when the path is not acceptable', () => {
    expect(safeRedirectPath('//evil.example')).toBe('/')
    expect(safeRedirectPath(undefined, '/shop/gene')).toBe('/shop/gene')
    expect(safeRedirectPath('/user/info', '/shop/gene')).toBe('/user/info')
  })
})
