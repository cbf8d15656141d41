// Care mode (关怀模式, issue 32): switched on in the account settings, it stays on for this browser
// (the next page loads keep it) and changes the theme everywhere: larger text, darker secondary
// text, stacked rows. Screenshots of the report home, the relatives list and an order page in care
// mode at phone size (output/care-*-phone.png); each page is scanned for WCAG A/AA violations in
// care mode too (the scan runs the first time a route is shown in the process). Keyboard only: the
// sign-in page, the report home, the care switch and a confirm dialog; the landmarks and headings;
// the report, relatives, order and family-tree pages at twice the text size (output/large-text-*-phone.png).
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

/** presses Tab until the focused element passes `test` (run in the page on document.activeElement); the presses it took */
async function tabUntil(page, test, what, max = 80) {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(test)) return i
  }
  throw new Error(`${what} was not reached with ${max} presses of Tab`)
}

/** the focused element is outlined (WCAG 2.4.7) */
async function focusShows(page) {
  const outline = await page.evaluate(() => { const s = getComputedStyle(document.activeElement); return `${s.outlineStyle} ${s.outlineWidth}` })
  assert.ok(!outline.startsWith('none') && !outline.endsWith(' 0px'), `focus outline: ${outline}`)
}

/** the page has its landmarks and its title as the level-1 heading, sections as level 2 (issue 32) */
async function structure(page, title, { nav = true } = {}) {
  const s = await page.evaluate(() => {
    const visible = el => el.getClientRects().length > 0 || el.closest('[role=main]')?.getClientRects().length > 0
    const h = [...document.querySelectorAll('[role=heading]')].filter(visible)
    return {
      main: [...document.querySelectorAll('[role=main], main')].filter(visible).length,
      nav: [...document.querySelectorAll('nav, [role=navigation]')].filter(visible).length,
      h1: h.filter(e => e.getAttribute('aria-level') === '1').map(e => e.textContent),
      h2: h.filter(e => e.getAttribute('aria-level') === '2').length
    }
  })
  assert.strictEqual(s.main, 1, `one main landmark: ${JSON.stringify(s)}`)
  if (nav) assert.ok(s.nav >= 1, `a navigation landmark: ${JSON.stringify(s)}`)
  assert.deepStrictEqual(s.h1, [title], `the page title as its one level-1 heading: ${JSON.stringify(s)}`)
  assert.ok(s.h2 >= 1, `section headings: ${JSON.stringify(s)}`)
}

/**
 * WeChat's largest font, in the browser: text at twice its size (care mode's scale set to 2 on
 * every element that carries it). What it shows: the page does not scroll sideways and no text is
 * cut by a box that hides its overflow. What it does not: WeChat's own renderer of the mini-program.
 */
async function atDoubleText(page, name) {
  await page.setViewportSize(VIEWPORTS.phone)
  await page.addStyleTag({ content: ':root, .xg-care { --xg-text-scale: 2 !important; }' })
  await page.waitForTimeout(150)
  const found = await page.evaluate(() => {
    const sideways = document.documentElement.scrollWidth - window.innerWidth
    const cut = []
    for (const el of document.querySelectorAll('[role=main] *')) {
      // not drawn, or read and not drawn (the visually hidden page title)
      if (!el.getClientRects().length || !el.textContent.trim() || (el.clientWidth <= 1 && el.clientHeight <= 1)) continue
      const s = getComputedStyle(el)
      const hides = v => v === 'hidden' || v === 'clip'
      if ((hides(s.overflowY) && el.scrollHeight > el.clientHeight + 2) || (hides(s.overflowX) && s.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 2)) cut.push(`${el.className} ${el.textContent.trim().slice(0, 20)}`)
    }
    return { sideways, cut }
  })
  await page.screenshot({ path: path.join(OUT, `large-text-${name}-phone.png`) })
  await page.setViewportSize(VIEWPORTS.desktop)
  assert.ok(found.sideways <= 1, `${name} at twice the text size scrolls sideways by ${found.sideways}px`)
  assert.deepStrictEqual(found.cut, [], `${name} at twice the text size cuts text`)
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
  // keyboard only (WCAG 2.1.1), as a visitor on the sign-in page: the password tab, then the agreement
  await page.goto(base + '/auth/signin', { waitUntil: 'networkidle' })
  await seeText(page, '登录基因寻根')
  await structure(page, '登录', { nav: false })
  await tabUntil(page, () => document.activeElement?.getAttribute('role') === 'tab' && document.activeElement.textContent.includes('密码'), 'the password tab')
  await focusShows(page)
  await page.keyboard.press('Enter')
  await seeText(page, '使用已设置的登录密码登录')
  await tabUntil(page, () => document.activeElement?.getAttribute('role') === 'checkbox', 'the agreement checkbox')
  await page.keyboard.press(' ')
  assert.strictEqual(await page.evaluate(() => document.activeElement.getAttribute('aria-checked')), 'true')

  await accounts.useSession(page, base, session)

  // the sample report before: the usual size
  await page.goto(base + '/report', { waitUntil: 'networkidle' })
  await seeText(page, '示例')
  const before = await looksOf(page, '.xg-report-area__detail')
  await structure(page, await page.evaluate(() => document.title.split(' - ')[0]))
  // the report by keyboard: the side menu's 祖源 with Enter, then the ancestry share card made with Enter
  await tabUntil(page, () => document.activeElement?.getAttribute('href') === '/report/ancestry', 'the report menu\'s 祖源')
  await focusShows(page)
  await page.keyboard.press('Enter')
  await page.waitForURL(u => u.pathname === '/report/ancestry')
  await seeText(page, '祖源分享卡')
  await tabUntil(page, () => document.activeElement?.textContent.trim() === '生成祖源分享卡', 'the share card button')
  await page.keyboard.press('Enter')
  const card = page.locator('.xg-anc__share-image >> visible=true').first()
  await card.waitFor()
  assert.match(await card.locator('img').first().getAttribute('alt'), /^祖源分享卡（示例）：东亚/)
  await card.scrollIntoViewIfNeeded()
  await page.screenshot({ path: path.join(OUT, 'ancestry-share-card-desktop.png') })
  await page.goto(base + '/report', { waitUntil: 'networkidle' })

  await page.goto(base + '/user/settings', { waitUntil: 'networkidle' })
  await seeText(page, '关怀模式', '字号更大')
  const toggle = page.locator('.xg-panel-row--care [role="switch"]')
  assert.strictEqual(await toggle.getAttribute('aria-checked'), 'false')
  // by keyboard: Tab to the switch, Space turns it on
  await tabUntil(page, () => document.activeElement?.getAttribute('role') === 'switch', 'the care-mode switch')
  await focusShows(page)
  await page.keyboard.press(' ')
  await page.waitForFunction(() => document.documentElement.classList.contains('xg-care'))
  assert.strictEqual(await toggle.getAttribute('aria-checked'), 'true')
  await seeText(page, '改为跟随系统字体设置')
  await phoneShot(page, 'care-settings')
  // a dialog by keyboard: 退出登录 asks first; the confirm button has the focus, Escape cancels and the focus comes back
  await tabUntil(page, () => document.activeElement?.textContent.trim() === '退出登录', 'the log-out button')
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => document.activeElement?.classList.contains('taro-model__confirm'))
  assert.strictEqual(await page.evaluate(() => document.activeElement.closest('[role=dialog]')?.getAttribute('aria-modal')), 'true')
  await page.keyboard.press('Tab')
  assert.ok(await page.evaluate(() => document.activeElement.classList.contains('taro-model__cancel')), 'Tab stays inside the dialog')
  await page.keyboard.press('Escape')
  await page.waitForFunction(() => document.activeElement?.textContent.trim() === '退出登录')
  assert.ok(await page.evaluate(() => localStorage.getItem('token') !== null), 'Escape did not log out')

  // a new page load keeps it (stored for the device), and the type is larger and darker
  await page.goto(base + '/report', { waitUntil: 'networkidle' })
  await seeText(page, '示例')
  assert.ok(await page.locator('.xg-frame.xg-care').count() > 0, 'the frame carries the care class')
  const after = await looksOf(page, '.xg-report-area__detail')
  assert.ok(after.size >= before.size * 1.2, `text is larger in care mode: ${before.size}px → ${after.size}px`)
  assert.notStrictEqual(after.color, before.color, 'secondary text is darker in care mode')
  await phoneShot(page, 'care-report')
  await atDoubleText(page, 'report')

  await page.goto(base + '/report/gene-relatives', { waitUntil: 'networkidle' })
  await seeText(page, '基因亲人')
  await phoneShot(page, 'care-relatives')
  await atDoubleText(page, 'relatives')

  await page.goto(base + `/user/orders/${order.data.orderNo}`, { waitUntil: 'networkidle' })
  await seeText(page, order.data.orderNo)
  await phoneShot(page, 'care-order')
  await atDoubleText(page, 'order')

  // the family tree: a tree of two generations (through the API), drawn in care mode
  const tree = await accounts.api(server, 'POST', endpoints.FAMILY_TREE.create.path, { token: session.token, body: { name: '李氏家谱' } })
  assert.strictEqual(tree.code, 0, JSON.stringify(tree))
  const first = await accounts.api(server, 'POST', endpoints.FAMILY_TREE.addPerson.path.replace(':id', tree.data.id), { token: session.token, body: { surname: '李', given: '长青', sex: 'M' } })
  assert.strictEqual(first.code, 0, JSON.stringify(first))
  const son = await accounts.api(server, 'POST', endpoints.FAMILY_TREE.addPerson.path.replace(':id', tree.data.id), { token: session.token, body: { surname: '李', given: '明远', sex: 'M', relativeId: first.data.id, relation: 'child' } })
  assert.strictEqual(son.code, 0, JSON.stringify(son))
  await page.goto(base + '/ancestry/family-tree', { waitUntil: 'networkidle' })
  await seeText(page, '李氏家谱', '2 人')
  await page.waitForSelector('canvas.xg-ftree__canvas')
  await phoneShot(page, 'care-family-tree')
  await atDoubleText(page, 'family-tree')

  // switched off again: the usual theme
  await page.goto(base + '/user/settings', { waitUntil: 'networkidle' })
  await seeText(page, '关怀模式')
  await page.locator('.xg-panel-row--care [role="switch"]').click()
  await page.waitForFunction(() => !document.documentElement.classList.contains('xg-care'))
}, { weight: 10 })

module.exports = journeys
