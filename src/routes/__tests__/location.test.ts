import { locationFromPage, locationFromUrl, miniProgramUrlOf, parseSearch } from '../location'
import { routeByPattern } from '../index'
import { resolveTarget } from '../target'

describe('spec locations on both targets', () => {
  it('H5: path parameters from the path, query decoded', () => {
    const loc = locationFromUrl('/report/disease/detail/123', '?from=%E9%A6%96%E9%A1%B5&x')
    expect(loc.route?.pattern).toBe('/report/disease/detail/:id?')
    expect(loc.params).toEqual({ id: '123' })
    expect(loc.query).toEqual({ from: '首页', x: '' })
  })

  it('weapp: the page path names the route, parameters come from the query', () => {
    const loc = locationFromPage('/subpackages/report/disease/detail/_id/index', { id: '123', from: 'x', $taroTimestamp: 99 })
    expect(loc.route?.pattern).toBe('/report/disease/detail/:id?')
    expect(loc.params).toEqual({ id: '123' })
    expect(loc.query).toEqual({ from: 'x' })
    expect(loc.path).toBe('/report/disease/detail/123')
    expect(loc.search).toBe('?from=x')
  })

  it('weapp: a spec URL becomes its page path with the parameters in the query', () => {
    const route = routeByPattern('/ancestry/family/:id')!
    expect(miniProgramUrlOf(route, { id: '42' }, '?from=familyClue')).toBe('/subpackages/ancestry/family/_id/index?id=42&from=familyClue')
  })

  it('parses repeated and malformed query parameters without throwing', () => {
    expect(parseSearch('?a=1&a=2&b=%E0%A4%A&c')).toEqual({ a: '1', b: '%E0%A4%A', c: '' })
  })
})

describe('link targets', () => {
  it('spec URLs open their route', () => {
    expect(resolveTarget('/report/disease/detail/1?x=2')).toMatchObject({ kind: 'route', url: '/report/disease/detail/1?x=2', route: { pattern: '/report/disease/detail/:id?' } })
  })
  it('legacy URLs are rewritten first (2.19)', () => {
    expect(resolveTarget('/new/setting')).toMatchObject({ kind: 'route', url: '/user/settings' })
  })
  it('URLs of this origin are internal; other absolute URLs are external', () => {
    expect(resolveTarget('https://www.xungen.example/user', 'https://www.xungen.example')).toMatchObject({ kind: 'route', url: '/user' })
    expect(resolveTarget('https://other.example/x', 'https://www.xungen.example')).toEqual({ kind: 'external', url: 'https://other.example/x' })
    expect(resolveTarget('//other.example/x')).toEqual({ kind: 'external', url: '//other.example/x' })
  })
  it('unknown URLs go to the not-found page', () => {
    expect(resolveTarget('/nope')).toEqual({ kind: 'not-found', url: '/nope' })
  })
})
