/**
 * The route table: every route of spec section 2 (2.1 to 2.13, the in-app pages of 2.21 and
 * the two routes 2.18/2.19 send users to), one row each, grouped by area under ./table/.
 * app.config.ts (pages, subPackages, preloadRule, tabBar) and the H5 router's customRoutes are
 * generated from it (./generate.ts); tests/routes compare it with the spec.
 */
import ancestry from './table/ancestry'
import commerce from './table/commerce'
import content from './table/content'
import info from './table/info'
import report from './table/report'
import site from './table/site'
import user from './table/user'
import webview from './table/webview'
import { queryString, type QueryValue } from './href'
import { packageOf } from './packages'
import { buildPath, compareSpecificity, matchPattern, mayMatch, segmentsOf } from './pattern'
import type { Route, RouteDef } from './types'

export type { Route, RouteDef, LayoutName, GuardName, PackageName, PageKind } from './types'
export type { RoutePattern } from './href'
export { buildPath, matchPattern, mayMatch, compareSpecificity } from './pattern'

/** Pages of the product itself, not routes of the spec. */
export type SYSTEM_PATTERNS = '/404' | '/ops/lab' | '/ops/finance' | '/ops/commerce' | '/ops/support' | '/ops/content' | '/ops/families' | '/ops/community' | '/ops/covid'
const SYSTEM: RouteDef<SYSTEM_PATTERNS>[] = [
  // spec 2.20: the not-found page. On H5 it also catches every URL no route matches.
  { pattern: '/404', title: '页面未找到', spec: '2.20', pkg: 'main', layout: 'default', guard: 'none', kind: 'static-content', system: true, folder: 'not-found' },
  // issue "From kit to report" item 4: the laboratory's console, for staff with the lab role (the
  // server refuses anyone else with 1110); the website only
  { pattern: '/ops/lab', title: '实验室工作台', spec: '-', pkg: 'ops', layout: 'default', guard: 'none', kind: 'list', system: true, h5Only: true, feature: 'lab' },
  // issue 17 item 7: the finance console (withdrawal review, ledger audit) for staff with the
  // finance role (the server answers anyone else 404); the website only
  { pattern: '/ops/finance', title: '财务工作台', spec: '-', pkg: 'ops', layout: 'default', guard: 'none', kind: 'list', system: true, h5Only: true, feature: 'balance' },
  // issue 17 item 1: the catalogue, editable by staff with the operator role (the server answers
  // anyone else 404); the website only
  { pattern: '/ops/commerce', title: '商品与价格管理', spec: '-', pkg: 'ops', layout: 'default', guard: 'none', kind: 'list', system: true, h5Only: true, feature: 'commerceOps' },
  // issue 25 item 4: customer service's console for staff with the support role (the server
  // answers anyone else 404); the website only
  { pattern: '/ops/support', title: '客服工作台', spec: '-', pkg: 'ops', layout: 'default', guard: 'none', kind: 'list', system: true, h5Only: true, feature: 'notice' },
  // issue 26 item 2: pages, white papers, app information and description configs written by
  // staff with the operator role (the server answers anyone else 404); the website only
  { pattern: '/ops/content', title: '内容管理', spec: '-', pkg: 'ops', layout: 'default', guard: 'none', kind: 'list', system: true, h5Only: true, feature: 'content' },
  // issue 24 item 5: self-built families reviewed by staff with the operator role before they are
  // public (the server answers anyone else 404); the website only
  { pattern: '/ops/families', title: '家族审核', spec: '-', pkg: 'ops', layout: 'default', guard: 'none', kind: 'list', system: true, h5Only: true, feature: 'families' },
  // issue 25 items 6-7: the community's review, reports, bans and staff's articles, for staff with
  // the operator role (the server answers anyone else 404); the website only
  { pattern: '/ops/community', title: '社区审核', spec: '-', pkg: 'ops', layout: 'default', guard: 'none', kind: 'list', system: true, h5Only: true, feature: 'community' },
  // covid test appointments: the sampling suppliers and the appointments' statuses, for staff with
  // the operator role (the lab role for the appointments; the server answers anyone else 404); the website only
  { pattern: '/ops/covid', title: '核酸检测管理', spec: '-', pkg: 'ops', layout: 'default', guard: 'none', kind: 'list', system: true, h5Only: true, feature: 'covid' }
]

/** Every spec route; its type is the union of the rows, so `RoutePattern` (./href.ts) is the list of patterns. */
export const ROWS = [...site, ...commerce, ...info, ...content, ...report, ...ancestry, ...user, ...webview]

/** `/report/disease/detail/:id?` -> `report-disease-detail-id` (the route names of spec 2.21) */
export function routeNameOf(pattern: string): string {
  return segmentsOf(pattern).map(s => s.value).join('-') || 'index'
}

/** Page module of a route: the URL mirrored into folders (`:id?` -> `_id`) under its package root. */
export function pageOf(def: RouteDef): string {
  const pkg = packageOf(def.pkg)
  if (def.folder) return [pkg.root, def.folder, 'index'].join('/')
  let path = def.pattern
  if (pkg.strip && (path === pkg.strip || path.startsWith(pkg.strip + '/'))) path = path.slice(pkg.strip.length)
  const folders = segmentsOf(path).map(s => (s.kind === 'static' ? s.value : '_' + s.value))
  if (def.pkg === 'main' && folders.length === 0) folders.push('index')
  return [pkg.root, ...folders, 'index'].join('/')
}

/** The feature folder of a route: its own, its package's, or in the main package the URL's first segment ('home' for `/`). */
export function featureOf(def: RouteDef): string {
  if (def.feature) return def.feature
  if (def.pkg !== 'main') return def.pkg
  return segmentsOf(def.pattern)[0]?.value ?? 'home'
}

function complete(def: RouteDef): Route {
  return {
    ...def,
    page: pageOf(def),
    name: routeNameOf(def.pattern),
    feature: featureOf(def),
    params: segmentsOf(def.pattern).filter(s => s.kind !== 'static').map(s => ({ name: s.value, optional: s.kind === 'optional' }))
  }
}

/** Spec routes, in table order (grouped by area). */
export const ROUTES: readonly Route[] = ROWS.map(complete)
export const SYSTEM_ROUTES: readonly Route[] = SYSTEM.map(complete)
export const ALL_ROUTES: readonly Route[] = [...ROUTES, ...SYSTEM_ROUTES]
export const NOT_FOUND_ROUTE: Route = SYSTEM_ROUTES[0]
/** the pages of the mini-program (app.json): every route but the website-only ones */
export const MINIPROGRAM_ROUTES: readonly Route[] = ALL_ROUTES.filter(r => !r.h5Only)
export const HOME_ROUTE: Route = ROUTES.find(r => r.pattern === '/')!

/** Most specific first: the order in which a URL is resolved, here and by the H5 router. */
export const RESOLUTION_ORDER: readonly Route[] = [...ALL_ROUTES].sort((a, b) => compareSpecificity(a.pattern, b.pattern))

const byPattern = new Map(ALL_ROUTES.map(r => [r.pattern, r]))
const byPage = new Map(ALL_ROUTES.map(r => [r.page, r]))

export function routeByPattern(pattern: string): Route | undefined {
  return byPattern.get(pattern)
}

/** The route of a mini-program page path (`/subpackages/report/amh/index` or without the slash). */
export function routeByPage(page: string): Route | undefined {
  return byPage.get(page.replace(/^\//, '').replace(/\?.*$/, ''))
}

export interface ResolvedRoute {
  route: Route
  /** path parameters, decoded */
  params: Record<string, string>
}

/** the last paths resolved (a page's start asks for its own path several times) */
const resolved = new Map<string, ResolvedRoute | null>()
const RESOLVED_KEPT = 32

/** The route a pathname opens (query and hash ignored), or null when none does. */
export function resolvePath(pathname: string): ResolvedRoute | null {
  const path = pathname.replace(/[?#].*$/, '') || '/'
  const kept = resolved.get(path)
  if (kept !== undefined) return kept && { route: kept.route, params: { ...kept.params } }
  let found: ResolvedRoute | null = null
  const parts = path.split('/').filter(Boolean)
  for (const route of RESOLUTION_ORDER) {
    if (!mayMatch(route.pattern, parts)) continue
    const params = matchPattern(route.pattern, path)
    if (params) {
      found = { route, params }
      break
    }
  }
  if (resolved.size >= RESOLVED_KEPT) resolved.delete(resolved.keys().next().value!)
  resolved.set(path, found)
  return found && { route: found.route, params: { ...found.params } }
}

export { href, queryString, type QueryValue, type PathParams } from './href'

/** A spec URL for a route: `urlFor('/report/disease/detail/:id?', { id: 123 })` -> `/report/disease/detail/123` */
export function urlFor(pattern: string, params: Record<string, string | number | undefined> = {}, query?: Record<string, QueryValue>): string {
  if (!byPattern.has(pattern)) throw new Error(`no route ${pattern}`)
  return buildPath(pattern, params) + queryString(query)
}
