// Care mode (关怀模式, issue 32): switched on in the account settings, it stays on for this browser
// (the next page loads keep it) and changes the theme everywhere: larger text, darker secondary
// text, stacked rows. Screenshots of the report home, the relatives list and an order page in care
// mode at phone size (output/care-*-phone.png); each page is scanned for WCAG A/AA violations in
// care mode too (the scan runs the first time a route is shown in the process).
const assert = require('assert')
const path = require('path')
const { seeText, OUT, VIEWPORTS } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const accounts = require('../harness/accounts')
const root = path.resolve(__dirname, '../../..')
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))

/** the computed font size (px) and colour of the first element matching the selector */
function looksOf(page, selector) {
  return page.locator(selector).first().evaluate(el => ({ size: parseFloat(getComputedStyle(el).fontSize), color: getComputedStyle(el).color }))
}

async function phoneShot(page, name) {
  await page.setViewportSize(VIEWPORTS.phone)
  await page.waitForTimeout(150)
  await page.screenshot({ path: path.join(OUT, `${name}-phone.png`) })
  await page.setViewportSize(VIEWPORTS.desktop)
}

journey('care mode: switched on in settings, kept for the device; the report, relatives and order pages in larger, darker type', async ({ page, base, server }) => {
  const session = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('长辈'))
  const order = await accounts.api(server, 'POST', endpoints.COMMERCE.createOrder.path, { token: session.token, body: { commodityId: 'standard-reuse', count: 1, idempotencyKey: `e2e-care-${Date.now()}` } })
  assert.strictEqual(order.code, 0, JSON.stringify(order))
  await accounts.useSession(page, base, session)

  // the sample report before: the usual size
  await page.goto(base + '/report', { waitUntil: 'networkidle' })
  await seeText(page, '示例')
  const before = await looksOf(page, '.xg-report-area__detail')

  await page.goto(base + '/user/settings', { waitUntil: 'networkidle' })
  await seeText(page, '关怀模式', '字号更大')
  const toggle = page.locator('.xg-panel-row--care [role="switch"]')
  assert.strictEqual(await toggle.getAttribute('aria-checked'), 'false')
  await toggle.click()
  await page.waitForFunction(() => document.documentElement.classList.contains('xg-care'))
  assert.strictEqual(await toggle.getAttribute('aria-checked'), 'true')
  await seeText(page, '改为跟随系统字体设置')
  await phoneShot(page, 'care-settings')

  // a new page load keeps it (stored for the device), and the type is larger and darker
  await page.goto(base + '/report', { waitUntil: 'networkidle' })
  await seeText(page, '示例')
  assert.ok(await page.locator('.xg-frame.xg-care').count() > 0, 'the frame carries the care class')
  const after = await looksOf(page, '.xg-report-area__detail')
  assert.ok(after.size >= before.size * 1.2, `text is larger in care mode: ${before.size}px → ${after.size}px`)
  assert.notStrictEqual(after.color, before.color, 'secondary text is darker in care mode')
  await phoneShot(page, 'care-report')

  await page.goto(base + '/report/gene-relatives', { waitUntil: 'networkidle' })
  await seeText(page, '基因亲人')
  await phoneShot(page, 'care-relatives')

  await page.goto(base + `/user/orders/${order.data.orderNo}`, { waitUntil: 'networkidle' })
  await seeText(page, order.data.orderNo)
  await phoneShot(page, 'care-order')

  // switched off again: the usual theme
  await page.goto(base + '/user/settings', { waitUntil: 'networkidle' })
  await seeText(page, '关怀模式')
  await page.locator('.xg-panel-row--care [role="switch"]').click()
  await page.waitForFunction(() => !document.documentElement.classList.contains('xg-care'))
}, { weight: 10 })

module.exports = journeys
