/**
 * The route table against the spec: every route of section 2 is in the table with the URL the
 * spec writes, and the table invents none (tests/fixtures/spec-routes.json is extracted from the
 * spec by scripts/extract-spec-routes.js; when the spec is present it is re-extracted here).
 */
import fs from 'fs'
import path from 'path'
import { ALL_ROUTES, MINIPROGRAM_ROUTES, ROUTES, SYSTEM_ROUTES, RESOLUTION_ORDER, pageOf, resolvePath, routeByPage, routeByPattern, urlFor, buildPath, matchPattern, mayMatch } from '@/routes'
import { h5CustomRoutes, h5Pages, mainPages, preloadRule, subPackages, tabBarList } from '@/routes/generate'
import { PACKAGES } from '@/routes/packages'
import { requiresLogin } from '@/routes/guards'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const extractor = require('../../scripts/extract-spec-routes.js')
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/spec-routes.json'), 'utf8'))

/** a concrete URL for a pattern: every parameter filled, or optional ones left out */
function sample(pattern: string, withOptional = true): string {
  const params: Record<string, string> = {}
  for (const seg of pattern.split('/')) {
    if (!seg.startsWith(':')) continue
    const name = seg.replace(/^:/, '').replace(/\?$/, '')
    if (seg.endsWith('?') && !withOptional) continue
    params[name] = `x${name}42`
  }
  return buildPath(pattern, params)
}

describe('route table vs spec section 2', () => {
  const specPath = process.env.XUNGEN_SPEC || extractor.DEFAULT_SPEC

  ;(fs.existsSync(specPath) ? it : it.skip)('the committed fixture is what the current spec yields', () => {
    const fresh = extractor.extract(fs.readFileSync(specPath, 'utf8'))
    expect(fresh).toEqual(fixture)
  })

  it('has every spec route, exactly as the spec writes it', () => {
    const table = new Set(ROUTES.map(r => r.pattern))
    const missing = fixture.routes.map((r: { pattern: string }) => r.pattern).filter((p: string) => !table.has(p))
    expect(missing).toEqual([])
  })

  it('invents no route', () => {
    const spec = new Set(fixture.routes.map((r: { pattern: string }) => r.pattern))
    expect(ROUTES.map(r => r.pattern).filter(p => !spec.has(p))).toEqual([])
    expect(ROUTES).toHaveLength(fixture.count)
  })

  it('cites the section each route comes from', () => {
    const sections = new Map(fixture.routes.map((r: { pattern: string; section: string }) => [r.pattern, r.section]))
    expect(ROUTES.filter(r => sections.get(r.pattern) !== r.spec).map(r => `${r.pattern} ${r.spec} vs ${sections.get(r.pattern)}`)).toEqual([])
  })

  it('marks the in-app top pages of 2.21 and nothing else', () => {
    const top = new Set(fixture.inAppTop.map((t: { pattern: string }) => t.pattern))
    expect(ROUTES.filter(r => r.appTop).map(r => r.pattern).sort()).toEqual([...top].sort())
  })

  it('keeps alive exactly the pages of 2.14: surname-base, library-family, library-surname, library-family-search, family-tree, report-v2', () => {
    expect(ROUTES.filter(r => r.keepAlive).map(r => r.pattern).sort()).toEqual([
      '/ancestry/family-tree', '/ancestry/library-family', '/ancestry/library-family/search',
      '/ancestry/library-surname', '/ancestry/surname-base', '/report-v2'
    ])
  })

  it('gives every route a Chinese title', () => {
    expect(ROUTES.filter(r => !/[\u4e00-\u9fff]/.test(r.title)).map(r => r.pattern)).toEqual([])
  })

  it('every example URL of the spec ({id} placeholders) is served by a route', () => {
    for (const ref of fixture.references) expect(ref.servedBy).not.toBeNull()
  })
})

describe('guards in the table agree with the login prefixes of 2.18', () => {
  it.each(ROUTES.filter(r => r.guard !== 'bind').map(r => [r.pattern, r.guard]))('%s is %s', (pattern, guard) => {
    expect(requiresLogin(sample(pattern)) ? 'login' : 'none').toBe(guard)
  })

  it('the bind guard is the guard of the bind wizard, and only of it', () => {
    expect(ROUTES.filter(r => r.guard === 'bind').every(r => r.pattern.startsWith('/user/persons/bind'))).toBe(true)
    expect(ROUTES.filter(r => r.pattern.startsWith('/user/persons/bind')).every(r => r.guard === 'bind' && r.layout === 'bind')).toBe(true)
  })
})

describe('resolution: each URL opens its own route', () => {
  it.each(ROUTES.map(r => [r.pattern]))('%s', pattern => {
    expect(resolvePath(sample(pattern))?.route.pattern).toBe(pattern)
  })

  it('with optional parameters left out, a URL still opens a route of the same page family', () => {
    for (const r of ROUTES.filter(x => x.params.some(p => p.optional))) {
      const resolved = resolvePath(sample(r.pattern, false))
      expect(resolved).not.toBeNull()
    }
  })

  it('static pages win over parameters: /buy/express/delivery, /ancestry/family/mine, /user/persons/bind', () => {
    expect(resolvePath('/buy/express/delivery')?.route.pattern).toBe('/buy/express/delivery')
    expect(resolvePath('/buy/express/SF123')?.route.pattern).toBe('/buy/express/:mailNO?')
    expect(resolvePath('/ancestry/family/mine')?.route.pattern).toBe('/ancestry/family/mine')
    expect(resolvePath('/ancestry/family/42')).toEqual({ route: expect.objectContaining({ pattern: '/ancestry/family/:id' }), params: { id: '42' } })
    expect(resolvePath('/user/persons/bind')?.route.pattern).toBe('/user/persons/bind')
    expect(resolvePath('/feed/detail/card')?.route.pattern).toBe('/feed/detail/card')
  })

  it('optional parameters in the middle: /buy/:commodityId?/order', () => {
    expect(resolvePath('/buy/order')).toEqual({ route: expect.objectContaining({ pattern: '/buy/:commodityId?/order' }), params: {} })
    expect(resolvePath('/buy/standard/order')?.params).toEqual({ commodityId: 'standard' })
  })

  it('decodes parameters, ignores the query, tolerates a trailing slash and letter case', () => {
    expect(resolvePath('/report/disease/detail/%E8%82%BA?x=1')?.params).toEqual({ id: '肺' })
    expect(resolvePath('/Report/Disease/Detail/123/')?.route.pattern).toBe('/report/disease/detail/:id?')
  })

  it('the quick pre-check never turns down a URL that the route\'s matcher takes (and turns down most)', () => {
    const urls = ALL_ROUTES.flatMap(r => [sample(r.pattern), sample(r.pattern, false), sample(r.pattern).toUpperCase(), sample(r.pattern) + '/'])
    urls.push('/', '//report', '/report//traits', '/buy/order', '/no/such/page', '/%2Freport')
    let turnedDown = 0
    let pairs = 0
    for (const url of urls) {
      const parts = url.split('/').filter(Boolean)
      for (const r of ALL_ROUTES) {
        pairs++
        if (mayMatch(r.pattern, parts)) continue
        turnedDown++
        expect([r.pattern, url, matchPattern(r.pattern, url)]).toEqual([r.pattern, url, null])
      }
    }
    expect(turnedDown / pairs).toBeGreaterThan(0.9)
  })

  it('an unknown URL opens nothing (the not-found page takes it)', () => {
    expect(resolvePath('/no/such/page')).toBeNull()
    expect(resolvePath('/new/items')).toBeNull()
  })

  it('builds spec URLs from patterns', () => {
    expect(urlFor('/report/disease/detail/:id?', { id: 123 })).toBe('/report/disease/detail/123')
    expect(urlFor('/report/disease/detail/:id?')).toBe('/report/disease/detail')
    expect(urlFor('/buy/:commodityId?/order', {}, { from: 'home' })).toBe('/buy/order?from=home')
    expect(urlFor('/ancestry/family/:id', { id: '42' }, { from: 'familyClue' })).toBe('/ancestry/family/42?from=familyClue')
    expect(() => urlFor('/nope')).toThrow()
  })
})

describe('pages and packages generated from the table', () => {
  it('every route has its own page module, and it exists', () => {
    const pages = ALL_ROUTES.map(r => r.page)
    expect(new Set(pages).size).toBe(pages.length)
    const missing = pages.filter(p => !fs.existsSync(path.join(__dirname, '../../src', p + '.tsx')))
    expect(missing).toEqual([])
  })

  it('every page config carries the title of the table (npm run pages:scaffold writes them)', () => {
    const wrong = ALL_ROUTES.filter(r => {
      const config = fs.readFileSync(path.join(__dirname, '../../src', r.page + '.config.ts'), 'utf8')
      return !config.includes(`navigationBarTitleText: '${r.title}'`)
    })
    expect(wrong.map(r => r.pattern)).toEqual([])
  })

  it('no page module under src/pages or src/subpackages is left without a route', () => {
    const root = path.join(__dirname, '../../src')
    const found: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) { if (e.name !== '__tests__') walk(p) } else if (e.name === 'index.tsx') found.push(path.relative(root, p).replace(/\.tsx$/, '').split(path.sep).join('/'))
      }
    }
    for (const top of ['pages', 'subpackages']) walk(path.join(root, top))
    expect(found.filter(p => !routeByPage(p))).toEqual([])
  })

  it('page folders mirror the URL under the package root', () => {
    expect(pageOf({ pattern: '/', title: '', spec: '', layout: 'default', guard: 'none', pkg: 'main', kind: 'landing' })).toBe('pages/index/index')
    expect(routeByPage('subpackages/report/disease/detail/_id/index')?.pattern).toBe('/report/disease/detail/:id?')
    expect(routeByPage('/subpackages/buy/_commodityId/order/index')?.pattern).toBe('/buy/:commodityId?/order')
    expect(routeByPage('subpackages/bind/index')?.pattern).toBe('/user/persons/bind')
  })

  it('the main package holds the entry page first, the tab pages, sign-in and not-found', () => {
    const main = mainPages()
    expect(main[0]).toBe('pages/index/index')
    for (const tab of tabBarList()) expect(main).toContain(tab.pagePath)
    expect(main).toEqual(expect.arrayContaining(['pages/auth/signin/index', 'pages/not-found/index']))
    expect(tabBarList().map(t => t.text)).toEqual(['首页', '报告', '商城', '我的'])
  })

  it('each area is a subpackage whose pages sit under its root', () => {
    const subs = subPackages()
    // the website-only ops package has no page in the mini-program
    expect(subs.map(s => s.root)).toEqual(PACKAGES.filter(p => p.name !== 'main' && p.name !== 'ops').map(p => p.root))
    const all = [...mainPages(), ...subs.flatMap(s => s.pages.map(p => `${s.root}/${p}`))]
    expect(all.sort()).toEqual(MINIPROGRAM_ROUTES.map(r => r.page).sort())
    // no main-package page inside a subpackage root (WeChat refuses it)
    for (const s of subs) expect(mainPages().some(p => p.startsWith(s.root + '/'))).toBe(false)
  })

  it('preload rules start from real pages and name real subpackages', () => {
    const roots = new Set(subPackages().map(s => s.root))
    for (const [page, rule] of Object.entries(preloadRule())) {
      expect(routeByPage(page)).toBeDefined()
      for (const p of rule.packages) expect(roots.has(p)).toBe(true)
    }
  })

  it('H5: the home page first, then most specific first, the not-found catch-all last', () => {
    const pages = h5Pages()
    expect(pages[0]).toBe('pages/index/index')
    expect(pages[pages.length - 1]).toBe('pages/not-found/index')
    expect(pages).toHaveLength(ALL_ROUTES.length)
    const custom = h5CustomRoutes()
    expect(custom['/subpackages/report/disease/detail/_id/index']).toBe('/report/disease/detail/:id?')
    expect(custom['/pages/not-found/index']).toEqual(['/404', '/(.*)'])
  })

  it('H5 "first match wins" in page order gives the same route as resolvePath for every route', () => {
    const custom = h5CustomRoutes()
    const order = h5Pages()
    for (const r of ROUTES) {
      const url = sample(r.pattern)
      const first = order.find(page => {
        const alias = custom['/' + page]
        const patterns = Array.isArray(alias) ? alias.filter(a => a !== '/(.*)') : [alias]
        return patterns.some(p => resolvePathWith(p, url))
      })
      expect(first).toBe(r.page)
    }
  })

  it('system pages are not spec routes', () => {
    expect(SYSTEM_ROUTES.map(r => r.pattern)).toEqual(['/404', '/ops/lab', '/ops/finance', '/ops/commerce', '/ops/support', '/ops/content', '/ops/families', '/ops/community', '/ops/covid'])
    // the laboratory's staff console is the website's only: no page of it in the mini-program
    expect(MINIPROGRAM_ROUTES.some(r => r.pattern.startsWith('/ops'))).toBe(false)
    expect(RESOLUTION_ORDER).toHaveLength(ALL_ROUTES.length)
  })

  it('the website-only spec route is the app bridge page (/demo/jsbridge): the mini-program has no app bridge', () => {
    expect(ROUTES.filter(r => r.h5Only).map(r => r.pattern)).toEqual(['/demo/jsbridge'])
    expect(h5Pages()).toContain(routeByPattern('/demo/jsbridge')!.page)
  })
})

function resolvePathWith(pattern: string, url: string): boolean {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { matchPattern } = require('@/routes/pattern')
  return matchPattern(pattern, url) !== null
}
