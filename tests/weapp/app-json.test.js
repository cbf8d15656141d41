// The mini-program build (dist/) against the route table: pages, subpackages, tab bar, files,
// WeChat's package limits, and WeChat's own WXML/WXSS compilers.
const fs = require('fs')
const path = require('path')
const { dist, assertBuilt } = require('./simulate-env')
const { measure } = require('../../scripts/check-weapp-size')
const { MINIPROGRAM_ROUTES } = require('../../src/routes')

beforeAll(assertBuilt)

function appJson() {
  return JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
}

test('app.json lists every route of the table, each page once', () => {
  const app = appJson()
  const all = [...app.pages, ...app.subPackages.flatMap(s => s.pages.map(p => `${s.root}/${p}`))]
  expect(all.sort()).toEqual(MINIPROGRAM_ROUTES.map(r => r.page).sort())
  expect(app.pages[0]).toBe('pages/index/index')
})

test('every page was compiled: .js, .json and .wxml, with its title from the table', () => {
  for (const route of MINIPROGRAM_ROUTES) {
    for (const ext of ['.js', '.json', '.wxml']) expect(fs.existsSync(path.join(dist, route.page + ext))).toBe(true)
    const config = JSON.parse(fs.readFileSync(path.join(dist, route.page + '.json'), 'utf8'))
    expect(config.navigationBarTitleText).toBe(route.title)
  }
})

test('tab pages are in the main package; preloads name real subpackages', () => {
  const app = appJson()
  for (const item of app.tabBar.list) expect(app.pages).toContain(item.pagePath)
  const roots = app.subPackages.map(s => s.root)
  for (const rule of Object.values(app.preloadRule)) for (const p of rule.packages) expect(roots).toContain(p)
})

test('package sizes within WeChat limits (2 MB per package, 20 MB in all)', () => {
  const { sizes, total, problems } = measure(dist)
  console.log('weapp package sizes (KB):', Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, +(v / 1024).toFixed(1)])), 'total', +(total / 1024).toFixed(1))
  expect(problems).toEqual([])
})

test('all WXML and WXSS compile with WeChat\'s compilers (miniprogram-compiler)', () => {
  const compiler = require('miniprogram-compiler')
  expect(() => compiler.wxmlToJs(dist)).not.toThrow()
  expect(() => compiler.wxssToJs(dist)).not.toThrow()
})

test("WeChat's accessibility attributes reach the templates of view, text and image (config/plugins/weappAria.js)", () => {
  const base = fs.readFileSync(path.join(dist, 'base.wxml'), 'utf8')
  for (const tag of ['view', 'text', 'image']) {
    const first = base.match(new RegExp(`<${tag} [^>]*>`))
    expect(first).not.toBeNull()
    for (const attr of ['aria-role', 'aria-label', 'aria-hidden', 'aria-checked']) expect(first[0]).toContain(`${attr}="{{`)
  }
})
