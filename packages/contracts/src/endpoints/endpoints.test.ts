import { readFileSync } from 'fs'
import { z } from 'zod/mini'
import { CODE_MESSAGES } from '../codes'
import { isApiPath } from '../http'
import { ENDPOINTS, allowedCodes, endpoint, openApiPath, type EndpointDeclaration, type EndpointInput, type EndpointOutput } from '.'

const all: Array<[string, EndpointDeclaration]> = Object.entries(ENDPOINTS).flatMap(([area, group]) =>
  Object.entries(group).map(([name, d]): [string, EndpointDeclaration] => [`${area}.${name}`, d])
)

/**
 * The places in a schema that accept anything (z.unknown(), z.any(), a loose object's catchall),
 * as paths: an answer schema must declare the real shape (issue 22), so these must not exist.
 */
function openPlaces(schema: z.core.$ZodType, at = '', seen = new Set<z.core.$ZodType>()): string[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
  const inner = (key: string, s: unknown, where = at) => (s instanceof z.core.$ZodType ? openPlaces(s, where, seen) : [])
  switch (def.type) {
    case 'unknown':
    case 'any':
      return [at || '(answer)']
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([k, v]) => openPlaces(v, at ? `${at}.${k}` : k, seen)),
        ...inner('catchall', def.catchall, `${at}.*`)
      ]
    case 'array':
      return inner('element', def.element, `${at}[]`)
    case 'record':
      return [...inner('keyType', def.keyType), ...inner('valueType', def.valueType, `${at}.*`)]
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap(o => openPlaces(o, at, seen))
    case 'intersection':
      return [...inner('left', def.left), ...inner('right', def.right)]
    case 'tuple':
      return [...(def.items as z.core.$ZodType[]).flatMap((o, i) => openPlaces(o, `${at}[${i}]`, seen)), ...inner('rest', def.rest, `${at}[]`)]
    case 'pipe':
      return [...inner('in', def.in), ...inner('out', def.out)]
    case 'lazy':
      return inner('getter', (def.getter as () => unknown)())
    default:
      // optional, nullable, default, readonly, catch, nonoptional, prefault, promise, set, map: their inner types
      return ['innerType', 'valueType', 'keyType'].flatMap(k => inner(k, def[k]))
  }
}
describe('the endpoint barrel (index.ts)', () => {
  it('is what scripts/endpoints-barrel.js makes from the area files today (npm run endpoints:barrel)', () => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { render, BARREL } = require('../../scripts/endpoints-barrel.js') as { render(): string; BARREL: string }
    expect(readFileSync(BARREL, 'utf8')).toBe(render())
  })

  it('lists every area some file adds, with every group it adds', () => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { areaModules } = require('../../scripts/endpoints-barrel.js') as { areaModules(): Array<{ spec: string; areas: string[] }> }
    const expected: Record<string, number> = {}
    for (const m of areaModules()) {
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      const groups = require(m.spec).default as Record<string, Record<string, unknown>>
      expect(Object.keys(groups).sort()).toEqual([...m.areas].sort())
      for (const [area, group] of Object.entries(groups)) expected[area] = (expected[area] ?? 0) + Object.keys(group).length
    }
    expect(Object.fromEntries(Object.entries(ENDPOINTS).map(([area, group]) => [area, Object.keys(group).length]))).toEqual(expected)
  })
})

describe('endpoint declarations', () => {
  it('declare each method and path once', () => {
    const keys = all.map(([, d]) => `${d.method} ${d.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it.each(all)('%s: an API path of spec 7, a summary, known codes, zod schemas', (_name, d) => {
    expect(isApiPath(d.path)).toBe(true)
    expect(d.summary.length).toBeGreaterThan(5)
    for (const code of d.codes) expect(CODE_MESSAGES).toHaveProperty(String(code))
    for (const part of [d.query, d.params, d.body, d.response]) if (part) expect(part).toBeInstanceOf(z.core.$ZodType)
    // every :param of the path has a params schema
    if (/:[A-Za-z_]/.test(d.path)) expect(d.params).toBeDefined()
    if (d.file) expect(d.body).toBeUndefined()
  })

  it.each(all)('%s: declares the real shape of its answer (no z.unknown(), z.any() or loose object)', (_name, d) => {
    expect(openPlaces(d.response)).toEqual([])
  })

  it('find the open places of a schema', () => {
    expect(openPlaces(z.object({ a: z.array(z.unknown()), b: z.optional(z.looseObject({ c: z.string() })), d: z.record(z.string(), z.any()) }))).toEqual(['a[]', 'b.*', 'd.*'])
    expect(openPlaces(z.object({ a: z.nullable(z.union([z.string(), z.array(z.number())])) }))).toEqual([])
  })

  it('allow the implicit codes, and the session codes only where a session is needed', () => {
    const open = endpoint({ method: 'GET', path: '/proxy/x', auth: 'public', summary: 'a test call', response: z.null(), codes: [2030] })
    const mine = endpoint({ ...open, auth: 'user' })
    expect([...allowedCodes(open)]).toEqual(expect.arrayContaining([0, 4006, 4290, 500, 2030]))
    expect(allowedCodes(open).has(1001)).toBe(false)
    expect(allowedCodes(mine).has(1001)).toBe(true)
    expect(allowedCodes(mine).has(1110)).toBe(false)
  })

  it('write path parameters the OpenAPI way', () => {
    expect(openApiPath('/proxy/user/delivery_address/:id')).toBe('/proxy/user/delivery_address/{id}')
  })

  it('give callers their input and output types (checked by the typecheck step)', () => {
    const input: EndpointInput<typeof ENDPOINTS.accounts.updateDeliveryAddress> = { params: { id: 3 }, body: { receiverName: '张三' } }
    // @ts-expect-error a misspelt field is a compile error
    const wrong: EndpointInput<typeof ENDPOINTS.accounts.signup> = { body: { phoneNumbr: '13800138000', avatar: 'x' } }
    const output: EndpointOutput<typeof ENDPOINTS.common.descriptionList> = { list: [{ key: 'K', name: 'n', content: 'c', contentType: 'TEXT' }] }
    expect(ENDPOINTS.accounts.updateDeliveryAddress.params.parse(input.params)).toEqual({ id: 3 })
    expect(ENDPOINTS.accounts.signup.body.safeParse(wrong.body).success).toBe(false)
    expect(ENDPOINTS.common.descriptionList.response.parse(output)).toEqual(output)
  })

  it('parse like the server expects: the description keys are split, ids are coerced', () => {
    expect(ENDPOINTS.common.descriptionList.query.parse({ keys: 'A, B' })).toEqual({ keys: ['A', 'B'] })
    expect(ENDPOINTS.accounts.deleteDeliveryAddress.params.safeParse({ id: '0' }).success).toBe(false)
    expect(ENDPOINTS.accounts.deleteDeliveryAddress.params.parse({ id: '12' })).toEqual({ id: 12 })
  })
})
