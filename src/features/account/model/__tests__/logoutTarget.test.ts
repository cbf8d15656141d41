import { logoutTarget } from '../logoutTarget'

describe('after logout (2.11): back to the site origin', () => {
  const origin = 'https://www.xungen.example'
  it('goes to the redirect when it is this site', () => {
    expect(logoutTarget('https://www.xungen.example/', origin)).toBe('https://www.xungen.example/')
    expect(logoutTarget('/report', origin)).toBe('/report')
  })
  it('never to another site', () => {
    expect(logoutTarget('https://evil.example/', origin)).toBeNull()
    expect(logoutTarget('//evil.example/', origin)).toBeNull()
    expect(logoutTarget('https://www.xungen.example.evil.example/', origin)).toBeNull()
  })
  it('home when there is none', () => {
    expect(logoutTarget(undefined, origin)).toBeNull()
  })
})
