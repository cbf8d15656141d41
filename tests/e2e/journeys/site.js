// The site's frame as a visitor meets it: the home page, navigation without reloads, deep links,
// guards, legacy URLs, the not-found page, the account centre's layout, the phone drawer.
const assert = require('assert')
const path = require('path')
const zlib = require('zlib')
const { seeText, shot, OUT, VIEWPORTS } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const accounts = require('../harness/accounts')
const { COMPILE_HINT } = require('../../../config/h5Build')

/** a registered user, signed in the way sign-in leaves the browser */
async function signedIn(page, base, server) {
  const session = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('访客'))
  await accounts.useSession(page, base, session)
}

journey('home page: the landing page with the site header', async ({ page, base }) => {
  // first-load weight: every script the home page loads, gzipped as a server would send it
  const scripts = []
  page.on('response', async res => {
    if (res.request().resourceType() !== 'script') return
    scripts.push(res.body().then(b => ({ url: res.url(), raw: b.length, gzip: zlib.gzipSync(b, { level: 9 }).length, hinted: b.toString('latin1', 0, COMPILE_HINT.length) === COMPILE_HINT }), () => ({ url: res.url(), raw: 0, gzip: 0, hinted: false })))
  })
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  await seeText(page, '读懂你的基因，找到你的根', '一次检测，四类报告', '在家就能完成的四步')
  assert.strictEqual(await page.title(), '基因寻根 - 基因检测与祖源寻根')
  assert.strictEqual(await page.locator('.xg-header__login').getAttribute('href'), '/auth/signin')
  const loaded = await Promise.all(scripts)
  const kb = n => (n / 1024).toFixed(1) + ' KB'
  // each begins with V8's compile hint (config/h5Build.js CompileHintsPlugin): compiled while it streams in
  assert.deepStrictEqual(loaded.filter(x => !x.hinted).map(x => x.url), [])
  console.log(`        first load of /: ${loaded.length} scripts, ${kb(loaded.reduce((a, x) => a + x.raw, 0))} raw, ${kb(loaded.reduce((a, x) => a + x.gzip, 0))} gzip`)
  await shot(page, 'home')
}, { first: true, weight: 6 })

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
}, { weight: 4 })

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
}, { weight: 4 })

journey('deep link with a path parameter survives a reload', async ({ page, base }) => {
  // a page still waiting for its data (published ancient samples): the shared not-built page
  await page.goto(base + '/ancestry/neolithic/123', { waitUntil: 'networkidle' })
  await seeText(page, '新石器时代古人', '这部分功能正在建设中')
  assert.strictEqual(await page.title(), '新石器时代古人 - 基因寻根')
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '新石器时代古人')
  assert.strictEqual(new URL(page.url()).pathname, '/ancestry/neolithic/123')
  await shot(page, 'deep-link-report')
}, { weight: 4 })

journey('deep link with a query keeps it: /ancestry/family/42?from=familyClue (a visitor stays, spec 2.10)', async ({ page, base }) => {
  // no family 42 in the library: the page says so, and keeps the address through a reload
  await page.goto(base + '/ancestry/family/42?from=familyClue', { waitUntil: 'networkidle' })
  await seeText(page, '家族不存在')
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '家族不存在')
  const url = new URL(page.url())
  assert.strictEqual(url.pathname + url.search, '/ancestry/family/42?from=familyClue')
}, { weight: 4 })

journey('a guarded route sends a visitor to /auth/signin?from=…', async ({ page, base }) => {
  await page.goto(base + '/user/orders?tab=paid', { waitUntil: 'networkidle' })
  await page.waitForURL(u => u.pathname === '/auth/signin')
  const url = new URL(page.url())
  assert.strictEqual(url.searchParams.get('from'), '/user/orders?tab=paid')
  await seeText(page, '登录')
  await shot(page, 'guard-signin')
}, { weight: 4 })

journey('a legacy /new/... URL redirects (301 by the server, spec 2.19)', async ({ page, base }) => {
  const response = await page.goto(base + '/new/sample/drug', { waitUntil: 'networkidle' })
  assert.strictEqual(new URL(page.url()).pathname, '/topics/drugs')
  assert.strictEqual(response.request().redirectedFrom()?.url(), base + '/new/sample/drug')
  // the drug topic page (issue 15), written from the knowledge base
  await seeText(page, '药物反应', '氯吡格雷')
}, { weight: 4 })

journey('an unknown URL shows the not-found texts of 2.20 at that URL', async ({ page, base }) => {
  await page.goto(base + '/no/such/page', { waitUntil: 'networkidle' })
  await seeText(page, '抱歉，这里似乎没有找到基因', '你访问的页面不存在', '输入的网址有误', '返回首页')
  assert.strictEqual(new URL(page.url()).pathname, '/no/such/page')
  await shot(page, 'not-found')
  await page.click('text=返回首页')
  await page.waitForURL(u => u.pathname === '/')
  await seeText(page, '读懂你的基因，找到你的根')
}, { weight: 4 })

journey('signed in: the account centre layout and the signed-in header', async ({ page, base, server }) => {
  await signedIn(page, base, server)
  await page.goto(base + '/user/orders', { waitUntil: 'networkidle' })
  await seeText(page, '我的订单', '检测人管理', '我的结果')
  assert.strictEqual(new URL(page.url()).pathname, '/user/orders')
  assert.strictEqual(await page.locator('.xg-frame__menu-link--active').textContent(), '我的订单')
  await shot(page, 'user-home')
}, { weight: 4 })

journey('bind wizard without barcode info: the error of 2.18 with a rebind button', async ({ page, base, server }) => {
  await signedIn(page, base, server)
  await page.goto(base + '/user/persons/bind/sex', { waitUntil: 'networkidle' })
  await seeText(page, '未获取到当前绑定的采样器信息，请返回重新绑定', '重新绑定')
  await shot(page, 'bind-guard')
  await page.click('.xg-button >> text=重新绑定')
  await page.waitForURL(u => u.pathname === '/user/persons/bind')
  await seeText(page, '绑定采样器')
}, { weight: 4 })

journey('a web-view page keeps its phone-width layout on a desktop', async ({ page, base }) => {
  await page.goto(base + '/balance/rule', { waitUntil: 'networkidle' })
  await seeText(page, '余额规则')
  const width = await page.locator('.xg-frame__phone').evaluate(el => el.getBoundingClientRect().width)
  assert.ok(width <= 480, `phone column is ${width}px wide`)
  await shot(page, 'mobile-only')
}, { weight: 4 })

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
}, { weight: 4 })

module.exports = journeys
