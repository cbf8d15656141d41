/**
 * Typed links: `href('/user/persons/:id', { id: 12 })` -> `/user/persons/12`. The pattern must be
 * a route of the table (a typo or a route that does not exist is a compile error), its required
 * parameters must be given and no others (`href('/user/persons/:id')` does not compile), and
 * optional ones may be left out. Menus, links and navigation build their URLs with it.
 *
 * Only types come from the table: importing this module does not bring the route table into a
 * chunk (the menus of the header load with every page).
 */
import type { ROWS, SYSTEM_PATTERNS } from './index'
import { buildPath } from './pattern'

/** Every route pattern of the table (spec routes and the product's own pages). */
export type RoutePattern = (typeof ROWS)[number]['pattern'] | SYSTEM_PATTERNS

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never
type OptionalName<S> = S extends `:${infer N}?` ? N : never

export type ParamValue = string | number

/** The path parameters of a pattern: `:id` required, `:id?` optional; none for a fixed path. */
export type PathParams<P extends string> = [RequiredName<Segments<P>> | OptionalName<Segments<P>>] extends [never]
  ? Record<string, never>
  : { [K in RequiredName<Segments<P>>]: ParamValue } & { [K in OptionalName<Segments<P>>]?: ParamValue }

export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue>

type HrefArgs<P extends string> = [RequiredName<Segments<P>>] extends [never]
  ? [params?: PathParams<P>, query?: Query]
  : [params: PathParams<P>, query?: Query]

export function queryString(query: Query = {}): string {
  const parts: string[] = []
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue
    parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  }
  return parts.length ? '?' + parts.join('&') : ''
}

/** The spec URL of a route of the table, with its parameters and an optional query. */
export function href<P extends RoutePattern>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  const hasParams = pattern.includes(':')
  return (hasParams ? buildPath(pattern, params as Record<string, ParamValue | undefined>) : pattern) + queryString(query)
}
