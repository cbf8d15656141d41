// The web-view pages of spec 2.13 (issue 26 items 4 and 6): a visitor reads the home tests with the
// catalogue's prices and the home page's products from the catalogue; a signed-in person sees their
// own benefits (/ltv), their reunion invitations and no home-test report yet; the question pages and
// the product's brand page (the knowledge base's figures), an unknown brand refused; the app bridge
// page runs every handler and shows what the app would receive.
const assert = require('assert')
const path = require('path')
const { seeText, shot, OUT, VIEWPORTS } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const { signUpViaApi, useSession, newPhone, newName, api } = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))

const visible = (page, selector) => page.locator(`${selector} >> visible=true`).first()

journey('web-view pages: home tests and home products from the catalogue, a person\'s benefits and reunion invitations, question and brand pages, the app bridge page runs each handler', async ({ page, base, server }) => {
  const catalogue = (await api(server, 'GET', endpoints.COMMERCE.commodityList.path, {})).data.list
  const hpv = catalogue.find(p => p.typeCode === 'HPV')
  const sampled = catalogue.filter(p => p.skuInfos[0].sampled && !['upgrade', 'speed', 'edition'].includes(p.commodityTag)).slice(0, 6)

  // a visitor: home's products are the catalogue's, each opening its product page
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  await seeText(page, sampled[0].name)
  assert.deepStrictEqual(await page.locator('[data-product]').evaluateAll(els => els.map(e => e.getAttribute('data-product'))), sampled.map(p => p.alias))
  // the product cards at each size (the section is far down the page)
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size)
    await page.locator('[data-product]').first().evaluate(e => e.scrollIntoView({ block: 'center' }))
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(OUT, `webview-home-products-${label}.png`) })
  }
  await page.setViewportSize(VIEWPORTS.desktop)

  // 居家检测: each home-sampled test with its definition and the catalogue's price
  await page.goto(base + '/home-test', { waitUntil: 'networkidle' })
  await seeText(page, '居家检测', 'HPV 分型检测', '宫颈/阴道脱落细胞（居家自采样拭子）', `¥${(hpv.skuInfos[0].actualPriceFen / 100).toFixed(2)}`, '示例报告')
  assert.strictEqual(await page.locator('[data-home-test]').count(), 5)
  await shot(page, 'webview-home-test')
  await page.goto(base + '/home-test/report', { waitUntil: 'networkidle' })
  await seeText(page, '登录后查看您的居家检测报告', '幽门螺杆菌检测（示例）')

  // the question pages and the brand pages
  await page.goto(base + '/interlocution/privacy', { waitUntil: 'networkidle' })
  await seeText(page, '隐私问答', '我的基因数据会提供给保险公司或雇主吗？', '详见：隐私政策')
  await page.goto(base + '/about/xungen', { waitUntil: 'networkidle' })
  await seeText(page, '基因寻根', '基因芯片检测的健康报告共')
  const facts = (await api(server, 'GET', endpoints.CONTENT_FACTS.whitePaper.path.replace(':paper', 'chip'), {})).data
  await seeText(page, `共 ${facts.items} 个项目，使用 ${facts.markers} 个位点`)
  await page.goto(base + '/about/nosuch', { waitUntil: 'networkidle' })
  await seeText(page, '没有找到这个品牌')

  // a signed-in person: their own benefits, their reunion invitations, no home test yet
  const person = await signUpViaApi(server, newPhone(), newName('权益'))
  await useSession(page, base, person)
  await page.goto(base + '/ltv', { waitUntil: 'networkidle' })
  await seeText(page, '专属权益', '可升级的检测', '您还没有绑定检测', '可用优惠券（0 张）', '账户余额', '¥0.00')
  await shot(page, 'webview-ltv')
  await page.goto(base + '/reunion-fission', { waitUntil: 'networkidle' })
  await seeText(page, '邀请好友寻亲', '把寻亲平台介绍给亲友', '您的订单中没有可以赠送的检测盒', '您还没有寻亲登记', '活动规则')
  await shot(page, 'webview-reunion-fission')
  await visible(page, 'a[href="/reunion-fission/rule"]').click()
  await seeText(page, '活动规则', '不设现金、余额或其他奖励', '8 位领取码')
  await page.goto(base + '/home-test/report', { waitUntil: 'networkidle' })
  await seeText(page, '您还没有居家检测')
  await page.goto(base + '/consultant/health', { waitUntil: 'networkidle' })
  await seeText(page, '健康顾问', '健康顾问能帮您什么', '居家检测报告')

  // the app bridge page: in a browser it says no app calls here, and runs each handler itself
  await page.goto(base + '/demo/jsbridge', { waitUntil: 'networkidle' })
  await seeText(page, '应用桥接调试', '当前不在基因寻根的 App 内', '获取分享信息', '更新登录凭证', '页面跳转')
  await visible(page, '[data-handler="getShareInfo"] .xg-button').click()
  await page.waitForSelector('[data-handler="getShareInfo"] [data-bridge-code="0"]')
  await visible(page, '[data-handler="updateToken"] .xg-button').click()
  await page.waitForSelector('[data-handler="updateToken"] [data-bridge-code="0"]')
  await visible(page, '[data-handler="gotoPage"] input').fill('//evil.example/x')
  await visible(page, '[data-handler="gotoPage"] .xg-button').click()
  await page.waitForSelector('[data-handler="gotoPage"] [data-bridge-code="-1"]')
  await shot(page, 'webview-jsbridge')
  await visible(page, '[data-handler="gotoPage"] input').fill('/white-papers')
  await visible(page, '[data-handler="gotoPage"] .xg-button').click()
  await page.waitForURL(url => new URL(url).pathname === '/white-papers')
  await seeText(page, '白皮书')
}, { weight: 20 })

module.exports = journeys
