/**
 * Every link on the home page, the site header and its drawer, the footer and the user menu leads
 * to a built page (issue 26): the links are read from their source data (the pages' content
 * modules and menus) and the href() literals of the components, resolved through the route
 * table, and each target's page module must not be the shared "not built yet" page. No page is
 * loaded.
 */
import fs from 'fs'
import path from 'path'
import * as footer from '@/components/SiteFooter/links'
import * as header from '@/components/SiteHeader/menus'
import * as layoutMenus from '@/layouts/menus'
import * as home from '@/pages/index/content'
import { resolvePath } from '@/routes'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const { isBuilt } = require('../../scripts/lib/load-routes') as { isBuilt(file: string): boolean }
const ROOT = path.join(__dirname, '../..')

/** every string under a `to` key, anywhere in the data */
function targetsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach(v => targetsIn(v, out))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'to' && typeof v === 'string') out.push(v)
      else targetsIn(v, out)
    }
  }
  return out
}

/** href('/…') literals of a component's source */
function literalsIn(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return [...source.matchAll(/href\('([^']+)'/g)].map(m => m[1])
}

const SOURCES: Record<string, string[]> = {
  home: [...targetsIn(home), ...literalsIn('src/pages/index/index.tsx')],
  header: [...targetsIn(header), ...literalsIn('src/components/SiteHeader/index.tsx')],
  footer: [...targetsIn(footer), ...literalsIn('src/components/SiteFooter/index.tsx')],
  'user menu': targetsIn(layoutMenus)
}

it('finds the links it walks', () => {
  expect(SOURCES.home.length).toBeGreaterThanOrEqual(20)
  expect(SOURCES.footer).toEqual(expect.arrayContaining(['/flow', '/qualify', '/irb', '/protocol/sdk-list', '/app']))
  expect(SOURCES.header.length).toBeGreaterThanOrEqual(15)
})

it('home names no product of its own: its product cards are the catalogue\'s (features/commerce/HomeProducts)', () => {
  expect(SOURCES.home.filter(to => to.startsWith('/shop/product-detail'))).toEqual([])
  expect(fs.readFileSync(path.join(ROOT, 'src/pages/index/index.tsx'), 'utf8')).toMatch(/<HomeProducts /)
})

/**
 * Targets other issues are building (ancestry 2.10). A link to one of these may still show the shared "not built yet" page;
 * every other link must lead to a built page. Delete a line when its page is built.
 */
const BUILT_ELSEWHERE = new Set<string>([])

it('lists as built elsewhere only pages that are still unbuilt', () => {
  const builtNow = [...BUILT_ELSEWHERE].filter(pattern => {
    const resolved = resolvePath(pattern)
    return resolved && isBuilt(path.join(ROOT, 'src', resolved.route.page + '.tsx'))
  })
  expect(builtNow).toEqual([])
})

it('every link leads to a built page', () => {
  const broken: string[] = []
  for (const [where, links] of Object.entries(SOURCES)) {
    for (const to of new Set(links)) {
      if (/^https?:/.test(to)) continue
      const resolved = resolvePath(to)
      if (!resolved) broken.push(`${where}: ${to} (no route)`)
      else if (!BUILT_ELSEWHERE.has(resolved.route.pattern) && !isBuilt(path.join(ROOT, 'src', resolved.route.page + '.tsx'))) broken.push(`${where}: ${to} (${resolved.route.pattern} not built)`)
    }
  }
  expect(broken).toEqual([])
})
