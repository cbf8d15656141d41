/**
 * URL patterns as the spec writes them (`/report/disease/detail/:id?`, `/buy/:commodityId?/order`)
 * matched with path-to-regexp 6.3.0: the library Taro 4.2.1's H5 router (universal-router 9)
 * uses for its custom routes, so a URL resolves to the same route here and in the browser.
 * Case-insensitive and tolerant of one trailing slash, like the H5 router.
 */
import { compile, match, type MatchFunction } from 'path-to-regexp'

export interface PatternSegment {
  kind: 'static' | 'param' | 'optional'
  value: string
}

const segmentsByPattern = new Map<string, readonly PatternSegment[]>()

/** The segments of a pattern (kept per pattern: the route table asks for them again and again as it starts). */
export function segmentsOf(pattern: string): readonly PatternSegment[] {
  let segments = segmentsByPattern.get(pattern)
  if (!segments) {
    segments = pattern.split('/').filter(Boolean).map((s): PatternSegment => {
      if (!s.startsWith(':')) return { kind: 'static', value: s }
      return s.endsWith('?') ? { kind: 'optional', value: s.slice(1, -1) } : { kind: 'param', value: s.slice(1) }
    })
    segmentsByPattern.set(pattern, segments)
  }
  return segments
}

/**
 * False when a pathname (split into its non-empty segments) cannot match the pattern: it has too
 * few or too many segments, or a fixed segment before the first optional one differs (case
 * aside). True is only "may": matchPattern decides. Finding a URL's route asks this first, so
 * that it compiles the matchers of the few routes that may match instead of every route before
 * the one that does (a third of a second of a phone's start-up on a deep page).
 */
export function mayMatch(pattern: string, pathSegments: readonly string[]): boolean {
  const segments = segmentsOf(pattern)
  if (pathSegments.length > segments.length) return false
  let required = 0
  for (const s of segments) if (s.kind !== 'optional') required++
  if (pathSegments.length < required) return false
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]
    if (s.kind === 'optional') break
    if (s.kind === 'static' && s.value.toLowerCase() !== pathSegments[i].toLowerCase()) return false
  }
  return true
}

const RANK = { static: 0, param: 1, optional: 2 } as const

/**
 * Most specific first: compared segment by segment, a fixed segment beats a parameter and a
 * parameter beats an optional one. Sorting the routes this way makes "first match wins" (the H5
 * router's rule) choose /buy/express/delivery over /buy/express/:mailNO? and /ancestry/family/mine
 * over /ancestry/family/:id.
 */
export function compareSpecificity(a: string, b: string): number {
  const sa = segmentsOf(a)
  const sb = segmentsOf(b)
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const d = RANK[sa[i].kind] - RANK[sb[i].kind]
    if (d !== 0) return d
  }
  // one is a prefix of the other: only optional segments can make both match one URL, and then
  // the pattern without them is the exact one
  if (sa.length !== sb.length) return sa.length - sb.length
  return a < b ? -1 : a > b ? 1 : 0
}

const matchers = new Map<string, MatchFunction<Record<string, string>>>()

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Path parameters when the pathname matches the pattern, else null. Values are URI-decoded. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  let fn = matchers.get(pattern)
  if (!fn) {
    fn = match<Record<string, string>>(pattern, { decode: safeDecode, sensitive: false, strict: false, end: true })
    matchers.set(pattern, fn)
  }
  const result = fn(pathname)
  if (!result) return null
  const params: Record<string, string> = {}
  for (const [k, v] of Object.entries(result.params)) if (v !== undefined) params[k] = String(v)
  return params
}

/** The URL of a pattern with its parameters filled in; a missing optional parameter is left out. */
export function buildPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const values: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') values[k] = String(v)
  return compile(pattern, { encode: encodeURIComponent, validate: false })(values) || '/'
}
