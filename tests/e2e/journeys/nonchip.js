// The non-chip test journey of issue 15 item 3, in the browser against the real server (run.js
// starts it): a person binds an HPV kit, the laboratory receives it and passes QC, a staff member
// opens /ops/lab, is stopped by a Chinese message for a missing field, enters the HPV result in the
// form generated from the HPV definition and publishes it; the owner then opens /report/hpv/detail
// and sees each type with its IARC reference and the next step; another account cannot read it.
// A visitor sees the demo AMH report marked 示例. Screenshots: nonchip-*.png (phone and desktop).
const assert = require('assert')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const accounts = require('../harness/accounts')
const path = require('path')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))

const shown = (page, selector) => page.locator(`${selector} >> visible=true`)
const click = (page, selector) => shown(page, selector).first().click()

async function confirmModal(page, text) {
  await page.waitForFunction(t => [...document.querySelectorAll('.taro__modal')].some(el => el.textContent.includes(t) && el.style.display !== 'none'), text, { timeout: 15000 })
  await click(page, '.taro__modal .taro-model__confirm')
}

journey('non-chip tests: the lab enters an HPV result in /ops/lab, the owner reads it with its references; the demo AMH report as a visitor', async ({ page, base, server }) => {
  const ok = async (method, urlPath, opts) => {
    const res = await accounts.api(server, method, urlPath, opts)
    assert.strictEqual(res.code, 0, `${method} ${urlPath}: ${JSON.stringify(res)}`)
    return res.data
  }
  // a visitor: the demo AMH report, marked 示例, with the cited cut-off
  await page.goto(base + '/report/amh', { waitUntil: 'networkidle' })
  await seeText(page, '示例', 'AMH 卵巢储备评估', '2.35 ng/mL', '0.5–1.1 ng/mL（ESHRE 博洛尼亚标准）', '不能告诉你')
  await shot(page, 'nonchip-amh-demo')

  // the laboratory's staff and a customer with an HPV kit that passed QC
  const staff = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('实验员'))
  await server.app.db.insertInto('user_roles').values({ user_id: Number(staff.userId), role: contracts.LAB_ROLE, created_at: server.now() }).execute()
  const { barcodes: [barcode] } = await ok('POST', endpoints.LAB_ENDPOINTS.produceBatch.path, { token: staff.token, body: { sku: 'HPV', count: 1 } })
  const owner = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('客户'))
  await ok('POST', endpoints.CONSENT.accept.path, { token: owner.token, body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] } })
  await ok('PUT', endpoints.BIND_ENDPOINTS.saveDraft.path, { token: owner.token, body: { barcode, appellation: 'me', name: '李敏', surname: '李', sex: 'female', birthday: '1988-04-12', nation: '汉族', collected: true, collectDate: new Date(server.now() - 86400000).toISOString().slice(0, 10), salivaAgree: true } })
  await ok('POST', endpoints.BIND_ENDPOINTS.submit.path, { token: owner.token, body: {} })
  await ok('POST', endpoints.LAB_ENDPOINTS.receive.path.replace(':barcode', barcode), { token: staff.token })
  await ok('POST', endpoints.LAB_ENDPOINTS.qc.path.replace(':barcode', barcode), { token: staff.token, body: { passed: true } })

  // /ops/lab: the HPV form, a missing field refused in Chinese, then the result entered and published
  await accounts.useSession(page, base, staff)
  await page.goto(base + '/ops/lab', { waitUntil: 'networkidle' })
  await seeText(page, '实验室工作台', barcode)
  const row = `.xg-lab__sample:has-text("${barcode}")`
  await seeText(page, 'HPV 分型检测 · 李敏')
  await click(page, `${row} .xg-button >> text=录入检测结果`)
  await seeText(page, 'HPV 分型检测 · 检测结果录入', '检出的 HPV 型别', '内参（人源 β-球蛋白基因）')
  await click(page, `${row} .xg-choices__item >> text=HPV16`)
  await click(page, `${row} .xg-button >> text=保存草稿`)
  await seeText(page, '请选择内参（人源 β-球蛋白基因）')
  await shot(page, 'nonchip-lab-form')
  await click(page, `${row} .xg-choices__item >> text=有效`)
  await click(page, `${row} .xg-button >> text=保存并发布`)
  await confirmModal(page, '确认发布')
  await page.waitForFunction(b => [...document.querySelectorAll('.xg-lab__sample')].some(el => el.textContent.includes(b) && el.textContent.includes('报告已发布')), barcode, { timeout: 15000 })
  await shot(page, 'nonchip-lab-published')

  // the owner reads the result with its references and what to do next
  await page.evaluate(() => window.localStorage.clear())
  await accounts.useSession(page, base, owner)
  await page.goto(base + '/report/hpv/detail', { waitUntil: 'networkidle' })
  await seeText(page, '李敏', barcode, 'HPV16 阳性', '阴道镜', '高危型（IARC 1 类致癌）', '检测结果与参考范围', '什么时候需要看医生', '不能告诉你')
  assert.ok(!(await page.evaluate(() => document.body.innerText.includes('这是一份示例报告'))), 'the owner\'s own result is not the demo')
  await shot(page, 'nonchip-hpv-owner')

  // another account cannot read it: the report is not found for them
  const intruder = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('他人'))
  const refused = await accounts.api(server, 'GET', endpoints.NONCHIP_ENDPOINTS.result.path.replace(':barcode', barcode), { token: intruder.token })
  assert.strictEqual(refused.code, 4004)

  // the statement and the topic a visitor can read
  await page.goto(base + '/statement/hpv', { waitUntil: 'networkidle' })
  await seeText(page, 'HPV 分型检测声明', '不是诊断')
  await page.goto(base + '/report/ngs/overview', { waitUntil: 'networkidle' })
  await seeText(page, '遗传性肿瘤深度基因检测', '示例', '肿瘤项目', '乳腺癌')
  await shot(page, 'nonchip-ngs-demo')
  // a tumour item (the demo panel: normal status) and a locked one's description
  await click(page, '.xg-nonchip__row >> text=乳腺癌')
  await seeText(page, '乳腺癌 · 遗传风险', '示例', 'BRCA1', '未检出致病/可能致病变异')
  await shot(page, 'nonchip-tumor-demo')
  await page.goto(base + '/report/tumor/lock-detail/ovarian', { waitUntil: 'networkidle' })
  await seeText(page, '卵巢癌 · 遗传风险', '未解锁', 'BRIP1')
  // the risk test's first step as the signed-in owner
  await page.goto(base + '/report/ngs/risk-test/first-step', { waitUntil: 'networkidle' })
  await seeText(page, '第 1 步：关于你', '不计算风险分数')
  await shot(page, 'nonchip-risk-test')
}, { weight: 25 })

module.exports = journeys
