/** Typed links (src/routes/href.ts): what the compiler refuses, and the URLs it builds. */
import { ROUTES, href, matchPattern, type RoutePattern } from '@/routes'

describe('href', () => {
  it('builds the spec URL of a route with its parameters and query', () => {
    expect(href('/user/persons')).toBe('/user/persons')
    expect(href('/user/persons/:id', { id: 12 })).toBe('/user/persons/12')
    expect(href('/report/disease/detail/:id?')).toBe('/report/disease/detail')
    expect(href('/report/disease/detail/:id?', { id: 'a b' })).toBe('/report/disease/detail/a%20b')
    expect(href('/buy/:commodityId?/order', { commodityId: 7 }, { from: '/shop/gene', x: undefined })).toBe('/buy/7/order?from=%2Fshop%2Fgene')
    expect(href('/user/address/edit', {}, { id: 3 })).toBe('/user/address/edit?id=3')
  })

  it('every route of the table builds a URL its own pattern matches', () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries(route.params.map(p => [p.name, 'v1']))
      const url = href(route.pattern as RoutePattern, params as never)
      expect(matchPattern(route.pattern, url)).toEqual(params)
    }
  })

  it('refuses, at compile time, routes that do not exist and wrong parameters', () => {
    // each line below fails to compile without its @ts-expect-error (npm run typecheck checks it)
    // @ts-expect-error no such route
    expect(() => href('/user/person')).not.toThrow()
    // @ts-expect-error the required :id is missing (and at run time path-to-regexp refuses it)
    expect(() => href('/user/persons/:id')).toThrow()
    // @ts-expect-error a parameter the route does not have
    expect(href('/user/persons/:id', { id: 1, barcode: 2 })).toBe('/user/persons/1')
    // @ts-expect-error a query is not a path parameter
    expect(href('/user/persons', { id: 1 })).toBe('/user/persons')
    const ok: RoutePattern = '/report/disease/detail/:id?'
    expect(ok).toBe('/report/disease/detail/:id?')
  })
})
