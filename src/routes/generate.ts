/**
 * Everything the build needs from the route table: app.config.ts (pages, subPackages,
 * preloadRule, tabBar) and the H5 router's customRoutes (config/index.ts). Nothing here is
 * written by hand elsewhere. Runs in Node at build time and in jest.
 */
import { ALL_ROUTES, HOME_ROUTE, MINIPROGRAM_ROUTES, NOT_FOUND_ROUTE, RESOLUTION_ORDER, type Route } from './index'
import { PACKAGES } from './packages'

/** Main-package pages; the entry page (home) first, as the mini-program opens the first page. */
export function mainPages(routes: readonly Route[] = MINIPROGRAM_ROUTES): string[] {
  const main = routes.filter(r => r.pkg === 'main').map(r => r.page)
  return [HOME_ROUTE.page, ...main.filter(p => p !== HOME_ROUTE.page)]
}

export interface SubPackage {
  root: string
  pages: string[]
}

export function subPackages(routes: readonly Route[] = MINIPROGRAM_ROUTES): SubPackage[] {
  return PACKAGES.filter(p => p.name !== 'main')
    .map(p => ({
      root: p.root,
      pages: routes.filter(r => r.pkg === p.name).map(r => r.page.slice(p.root.length + 1))
    }))
    .filter(p => p.pages.length > 0)
}

export function preloadRule(routes: readonly Route[] = ALL_ROUTES): Record<string, { network: 'all' | 'wifi'; packages: string[] }> {
  const rule: Record<string, { network: 'all' | 'wifi'; packages: string[] }> = {}
  for (const pkg of PACKAGES) {
    for (const pattern of pkg.preloadFrom || []) {
      const from = routes.find(r => r.pattern === pattern)
      if (!from) throw new Error(`preloadFrom ${pattern} of ${pkg.name} is not a route`)
      rule[from.page] = rule[from.page] || { network: 'all', packages: [] }
      rule[from.page].packages.push(pkg.root)
    }
  }
  return rule
}

export function tabBarList(routes: readonly Route[] = ALL_ROUTES): { pagePath: string; text: string }[] {
  return routes
    .filter(r => r.tab)
    .sort((a, b) => a.tab!.order - b.tab!.order)
    .map(r => ({ pagePath: r.page, text: r.tab!.text }))
}

/**
 * H5: every page in resolution order (most specific first; the H5 router takes the first page
 * whose custom route matches), the home page first as Taro's entry, the not-found page last.
 */
export function h5Pages(): string[] {
  const ordered = RESOLUTION_ORDER.filter(r => r !== HOME_ROUTE && r !== NOT_FOUND_ROUTE).map(r => r.page)
  return [HOME_ROUTE.page, ...ordered, NOT_FOUND_ROUTE.page]
}

/** `/report/disease/detail/:id?` is served at that URL; the not-found page also catches every other URL. */
export function h5CustomRoutes(): Record<string, string | string[]> {
  const custom: Record<string, string | string[]> = {}
  for (const r of ALL_ROUTES) custom['/' + r.page] = r === NOT_FOUND_ROUTE ? [r.pattern, '/(.*)'] : r.pattern
  return custom
}
