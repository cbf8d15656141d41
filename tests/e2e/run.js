#!/usr/bin/env node
// End-to-end: the built H5 site (dist-h5/) served by the REAL server (buildApp of @xungen/server
// as startServer builds it, with a movable clock; fresh SQLite database, free port) in Debian's Chromium driven by
// playwright-core. Requests to any other host are blocked. Screenshots (phone 375x812 and
// desktop 1440x900) go to tests/e2e/output/ (gitignored).
//
//   npm run build:h5 && npm run e2e          (npm test runs both)
//   E2E_ONLY=deep node tests/e2e/run.js      only the journeys whose name contains "deep" (a|b: either)
const fs = require('fs')
const os = require('os')
const path = require('path')
const assert = require('assert')
const zlib = require('zlib')
const { chromium } = require('playwright-core')

const root = path.resolve(__dirname, '../..')
const OUT = path.join(__dirname, 'output')
const H5_DIR = path.join(root, 'dist-h5')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } }

// the server runs from its TypeScript sources (docs/server.md)
require('tsx/cjs/api').register()
const { startServer } = require(path.join(root, 'server/src'))
const accounts = require('./accounts')
const spine = require('./spine')
const ancestry = require('./ancestry')

const journeys = []
function journey(name, fn) {
  journeys.push({ name, fn })
}

// CI runs the journeys beside the server suites on two cores: a page may take longer to show
const SEE_TIMEOUT_MS = process.env.CI ? 30000 : 15000

/** waits until the page's visible text contains every string */
async function seeText(page, ...texts) {
  try {
    await page.waitForFunction(ts => ts.every(t => document.body.innerText.includes(t)), texts, { timeout: SEE_TIMEOUT_MS })
  } catch (e) {
    // say which texts the page lacks, and where it is
    const body = await page.evaluate(() => document.body.innerText).catch(() => '')
    const missing = texts.filter(t => !body.includes(t))
    throw new Error(`${page.url()} does not show ${JSON.stringify(missing)} (waited ${SEE_TIMEOUT_MS / 1000} s)`, { cause: e })
  }
}

async function shot(page, name) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size)
    // a narrower window keeps the wider one's horizontal scroll: start at the left edge
    await page.evaluate(() => window.scrollTo(0, window.scrollY))
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(OUT, `${name}-${label}.png`) })
  }
  await page.setViewportSize(VIEWPORTS.desktop)
}

journey('home page: the landing page with the site header', async ({ page, base }) => {
  // first-load weight: every script the home page loads, gzipped as a server would send it
  const scripts = []
  page.on('response', async res => {
    if (res.request().resourceType() !== 'script') return
    scripts.push(res.body().then(b => ({ url: res.url(), raw: b.length, gzip: zlib.gzipSync(b, { level: 9 }).length }), () => ({ url: res.url(), raw: 0, gzip: 0 })))
  })
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  await seeText(page, '读懂你的基因，找到你的根', '一次检测，四类报告', '在家就能完成的四步')
  assert.strictEqual(await page.title(), '基因寻根 - 基因检测与祖源寻根')
  assert.strictEqual(await page.locator('.xg-header__login').getAttribute('href'), '/auth/signin')
  const loaded = await Promise.all(scripts)
  const kb = n => (n / 1024).toFixed(1) + ' KB'
  console.log(`        first load of /: ${loaded.length} scripts, ${kb(loaded.reduce((a, x) => a + x.raw, 0))} raw, ${kb(loaded.reduce((a, x) => a + x.gzip, 0))} gzip`)
  await shot(page, 'home')
})

journey('client-side navigation: a header link opens its route without reloading the page', async ({ page, base }) => {
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  await page.evaluate(() => { window.__sameDocument = true })
  await page.hover('.xg-header__item--dropdown >> text=健康')
  await page.click('.xg-header__menu-link >> text=药物反应')
  await page.waitForURL(u => u.pathname === '/report/drug')
  // a visitor sees the demo report's drug list (issue 15), marked 示例
  await seeText(page, '药物反应', '示例', '本芯片不能检测')
  assert.strictEqual(await page.evaluate(() => window.__sameDocument), true)
  await page.goBack()
  await page.waitForURL(u => u.pathname === '/')
  await seeText(page, '读懂你的基因，找到你的根')
})

journey('back pressed while the next page is still loading shows the page the visitor came from', async ({ page, base }) => {
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  await seeText(page, '读懂你的基因，找到你的根')
  // a slow network: the next page's scripts arrive only after the visitor has gone back
  let delayed = 0
  await page.route('**/*.js', async route => {
    delayed++
    await new Promise(resolve => setTimeout(resolve, 1200))
    await route.continue().catch(() => undefined)
  })
  await page.hover('.xg-header__item--dropdown >> text=健康')
  await page.click('.xg-header__menu-link >> text=药物反应')
  await page.waitForURL(u => u.pathname === '/report/drug')
  await page.goBack()
  await page.waitForURL(u => u.pathname === '/')
  await page.waitForTimeout(2500)
  await page.unroute('**/*.js')
  assert.ok(delayed > 0, 'the drug page loads a script of its own (otherwise this journey tests nothing)')
  const text = await page.evaluate(() => document.body.innerText)
  assert.ok(text.includes('读懂你的基因，找到你的根'), 'the home page is shown again')
  assert.ok(!text.includes('本芯片不能检测'), 'the page the visitor left does not appear over it')
})

journey('deep link with a path parameter survives a reload', async ({ page, base }) => {
  await page.goto(base + '/ancestry/project/123/introduction', { waitUntil: 'networkidle' })
  await seeText(page, '项目介绍', '这部分功能正在建设中')
  assert.strictEqual(await page.title(), '项目介绍 - 基因寻根')
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '项目介绍')
  assert.strictEqual(new URL(page.url()).pathname, '/ancestry/project/123/introduction')
  await shot(page, 'deep-link-report')
})

journey('deep link with a query keeps it: /ancestry/family/42?from=familyClue (a visitor stays, spec 2.10)', async ({ page, base }) => {
  await page.goto(base + '/ancestry/family/42?from=familyClue', { waitUntil: 'networkidle' })
  await seeText(page, '家族详情')
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '家族详情')
  const url = new URL(page.url())
  assert.strictEqual(url.pathname + url.search, '/ancestry/family/42?from=familyClue')
})

journey('a guarded route sends a visitor to /auth/signin?from=…', async ({ page, base }) => {
  await page.goto(base + '/user/orders?tab=paid', { waitUntil: 'networkidle' })
  await page.waitForURL(u => u.pathname === '/auth/signin')
  const url = new URL(page.url())
  assert.strictEqual(url.searchParams.get('from'), '/user/orders?tab=paid')
  await seeText(page, '登录')
  await shot(page, 'guard-signin')
})

journey('a legacy /new/... URL redirects (301 by the server, spec 2.19)', async ({ page, base }) => {
  const response = await page.goto(base + '/new/sample/drug', { waitUntil: 'networkidle' })
  assert.strictEqual(new URL(page.url()).pathname, '/topics/drugs')
  assert.strictEqual(response.request().redirectedFrom()?.url(), base + '/new/sample/drug')
  // the drug topic page (issue 15), written from the knowledge base
  await seeText(page, '药物反应', '氯吡格雷')
})

journey('an unknown URL shows the not-found texts of 2.20 at that URL', async ({ page, base }) => {
  await page.goto(base + '/no/such/page', { waitUntil: 'networkidle' })
  await seeText(page, '抱歉，这里似乎没有找到基因', '你访问的页面不存在', '输入的网址有误', '返回首页')
  assert.strictEqual(new URL(page.url()).pathname, '/no/such/page')
  await shot(page, 'not-found')
  await page.click('text=返回首页')
  await page.waitForURL(u => u.pathname === '/')
  await seeText(page, '读懂你的基因，找到你的根')
})

/** a registered user, signed in the way sign-in leaves the browser (tests/e2e/accounts.js) */
async function signedIn(page, base, server) {
  const session = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('访客'))
  await accounts.useSession(page, base, session)
}

journey('signed in: the account centre layout and the signed-in header', async ({ page, base, server }) => {
  await signedIn(page, base, server)
  await page.goto(base + '/user/orders', { waitUntil: 'networkidle' })
  await seeText(page, '我的订单', '检测人管理', '我的结果')
  assert.strictEqual(new URL(page.url()).pathname, '/user/orders')
  assert.strictEqual(await page.locator('.xg-frame__menu-link--active').textContent(), '我的订单')
  await shot(page, 'user-home')
})

journey('bind wizard without barcode info: the error of 2.18 with a rebind button', async ({ page, base, server }) => {
  await signedIn(page, base, server)
  await page.goto(base + '/user/persons/bind/sex', { waitUntil: 'networkidle' })
  await seeText(page, '未获取到当前绑定的采样器信息，请返回重新绑定', '重新绑定')
  await shot(page, 'bind-guard')
  await page.click('.xg-button >> text=重新绑定')
  await page.waitForURL(u => u.pathname === '/user/persons/bind')
  await seeText(page, '绑定采样器')
})

journey('a web-view page keeps its phone-width layout on a desktop', async ({ page, base }) => {
  await page.goto(base + '/balance/rule', { waitUntil: 'networkidle' })
  await seeText(page, '余额规则')
  const width = await page.locator('.xg-frame__phone').evaluate(el => el.getBoundingClientRect().width)
  assert.ok(width <= 480, `phone column is ${width}px wide`)
  await shot(page, 'mobile-only')
})

journey('phone: the side drawer opens, and stays open after a reload (local storage)', async ({ page, base }) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto(base + '/shop/gene', { waitUntil: 'networkidle' })
  await page.click('.xg-header__burger')
  await seeText(page, '登录 / 注册', '遗传风险', '民族成分')
  await page.screenshot({ path: path.join(OUT, 'drawer-phone.png') })
  await page.reload({ waitUntil: 'networkidle' })
  await page.waitForSelector('.xg-drawer__panel')
  await page.click('.xg-header__burger')
  assert.strictEqual(await page.locator('.xg-drawer__panel').count(), 0)
  await page.setViewportSize(VIEWPORTS.desktop)
})

// the account journeys of issue 3 (sign-up, reset, cancellation): tests/e2e/accounts.js
accounts.register(journey, { seeText, shot })
// the commerce journeys of issue 17 run while the laboratory has produced no kit batch yet, so a
// paid sampled order waits for a kit (shipping with a barcode: server/test/commerce/labKits.test.ts)
require('./commerce').register(journey, { seeText, shot })
// the kit-to-report journeys of issue 14 (wizard, laboratory, detection status, person pages): tests/e2e/spine.js
spine.register(journey, { seeText, shot })
// the health report journeys of issue 15: tests/e2e/reports.js
require('./reports').register(journey, { seeText, shot, accounts })
// the ancestry report and gene relatives of issue 16: tests/e2e/ancestry.js
ancestry.register(journey, { seeText, shot })
// gene origin (issue 16 item 3): tests/e2e/gene-origin.js
require('./gene-origin').register(journey, { seeText, shot })
require('./consent').register(journey, { seeText, shot })
// the Y tree, clan, surname and 寻根登记 journeys of issue 16 items 4-6: tests/e2e/lineage.js
require('./lineage').register(journey, { seeText, shot })
// the non-chip tests of issue 15 item 3 (lab result entry, the owner's HPV report): tests/e2e/nonchip.js
require('./nonchip').register(journey, { seeText, shot, accounts })
// invoices, the balance and withdrawals, activities (issue 17 items 6, 7, 8, 10): tests/e2e/money.js
require('./money').register(journey, { seeText, shot })
// entries that must lead somewhere (import entry, home chips, drawer, courier pickup, imported data, sex review): tests/e2e/entries.js
require('./entries').register(journey, { seeText, shot })

/**
 * The real server as `npm start` runs it (startServer, docs/server.md), with a clock the journeys
 * can move: the cancellation journey lets the cooling-off period pass. A fresh SQLite database
 * and storage in a temporary directory, removed on close.
 */
async function startE2eServer() {
  let offsetMs = 0
  const now = () => Date.now() + offsetMs
  const server = await startServer({ port: 0, host: '127.0.0.1', h5Dir: H5_DIR, logLevel: 'warn', now })
  return {
    url: server.url,
    app: server.app,
    now,
    /** moves the server's clock (codes, sessions, deadlines and the signature window all follow it) */
    advance(ms) {
      offsetMs += ms
    },
    close: () => server.close()
  }
}

async function main() {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) throw new Error('dist-h5/index.html missing: run `npm run build:h5` first')
  fs.mkdirSync(OUT, { recursive: true })
  const only = process.env.E2E_ONLY
  const selected = journeys.filter(j => !only || only.split('|').some(o => j.name.includes(o)))
  const server = await startE2eServer()
  const base = server.url
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-e2e-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: VIEWPORTS.desktop,
    locale: 'zh-CN'
  })
  const failures = []
  const t0 = Date.now()
  try {
    // nothing leaves the machine: every request to another host is refused
    await context.route('**/*', route => (route.request().url().startsWith(base) || route.request().url().startsWith('data:') ? route.continue() : route.abort()))
    for (const j of selected) {
      const page = await context.newPage()
      const errors = []
      page.on('pageerror', e => errors.push(String(e)))
      page.on('console', m => {
        if (m.type() !== 'error') return
        // an API answer with an error status (a refused code, a wrong password, a session that
        // ended) is the envelope's business: the request layer handles it and the journey checks
        // what the person sees
        if (m.text().startsWith('Failed to load resource') && /\/(proxy|web\/api\/new)\//.test(m.location().url || '')) return
        errors.push('console: ' + m.text())
      })
      const t = Date.now()
      try {
        // every journey starts as a new visitor: nothing stored from the one before (the first
        // one runs on the fresh profile, so that it measures a first load with an empty cache)
        if (j !== selected[0]) {
          await page.goto(base + '/404', { waitUntil: 'domcontentloaded' })
          await page.evaluate(() => window.localStorage.clear())
        }
        await j.fn({ page, base, server })
        assert.deepStrictEqual(errors, [], 'no errors in the page')
        console.log(`  ok    ${j.name} (${Date.now() - t} ms)`)
      } catch (e) {
        failures.push(j.name)
        const where = String(e && e.stack || '').split('\n').filter(l => /tests\/e2e\/(run|accounts)\.js/.test(l)).slice(0, 2).map(l => l.trim())
        console.log(`  FAIL  ${j.name}\n        ${String(e && e.message || e).split('\n').slice(0, 12).join('\n        ')}${where.length ? '\n        ' + where.join('\n        ') : ''}`)
        await page.screenshot({ path: path.join(OUT, 'failure-' + failures.length + '.png') }).catch(() => undefined)
      } finally {
        await page.close()
      }
    }
  } finally {
    await context.close()
    await server.close()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  console.log(`\ne2e: ${selected.length - failures.length}/${selected.length} journeys passed in ${((Date.now() - t0) / 1000).toFixed(1)} s; screenshots in ${path.relative(root, OUT)}/`)
  if (failures.length) process.exit(1)
}

main().catch(e => {
  console.error(e)
  process.exit(1)
})
