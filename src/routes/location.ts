/**
 * Where the user is, in spec terms, on both targets:
 * - H5: the browser's URL is the spec URL (`/report/disease/detail/123?from=x`); the route and
 *   its path parameters come from matching it against the route table.
 * - weapp: the page path identifies the route (`subpackages/report/disease/detail/_id/index`)
 *   and every parameter travels in the query (`?id=123&from=x`); the spec URL is rebuilt from them.
 */
import { buildPath, resolvePath, routeByPage, type Route } from './index'

export interface SpecLocation {
  route: Route | null
  /** path parameters of the route, decoded */
  params: Record<string, string>
  /** query parameters (path parameters excluded on weapp), decoded */
  query: Record<string, string>
  /** spec URL path: `/report/disease/detail/123` */
  path: string
  /** raw query string with its '?', or '' */
  search: string
}

/** Parameters Taro adds to every page (not part of the URL). */
const INTERNAL_PARAMS = new Set(['$taroTimestamp', 'stamp', '__key_'])

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

export function parseSearch(search: string): Record<string, string> {
  const query: Record<string, string> = {}
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const key = safeDecode(eq < 0 ? part : part.slice(0, eq))
    if (!(key in query)) query[key] = safeDecode(eq < 0 ? '' : part.slice(eq + 1))
  }
  return query
}

export function searchOf(query: Record<string, string>): string {
  const parts = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
  return parts.length ? '?' + parts.join('&') : ''
}

/** H5: from the browser URL. */
export function locationFromUrl(pathname: string, search: string): SpecLocation {
  const resolved = resolvePath(pathname)
  return {
    route: resolved?.route ?? null,
    params: resolved?.params ?? {},
    query: parseSearch(search),
    path: pathname,
    search: search && search !== '?' ? (search.startsWith('?') ? search : '?' + search) : ''
  }
}

/** weapp: from the page path and its options (raw, as the mini-program passes them). */
export function locationFromPage(pagePath: string, options: Record<string, unknown>): SpecLocation {
  const route = routeByPage(pagePath.replace(/\?.*$/, '')) ?? null
  const all: Record<string, string> = {}
  for (const [k, v] of Object.entries(options || {})) {
    if (INTERNAL_PARAMS.has(k) || v === undefined || v === null) continue
    all[k] = safeDecode(String(v))
  }
  const params: Record<string, string> = {}
  const query: Record<string, string> = { ...all }
  for (const p of route?.params ?? []) {
    if (p.name in all) {
      params[p.name] = all[p.name]
      delete query[p.name]
    }
  }
  const path = route ? buildPath(route.pattern, params) : '/' + pagePath.replace(/^\//, '')
  return { route, params, query, path, search: searchOf(query) }
}

/**
 * The mini-program URL of a spec URL: page path plus every parameter in the query.
 * `/report/disease/detail/123?from=x` -> `/subpackages/report/disease/detail/_id/index?id=123&from=x`
 */
export function miniProgramUrlOf(route: Route, params: Record<string, string>, search: string): string {
  const query = { ...params, ...parseSearch(search) }
  return '/' + route.page + searchOf(query)
}
