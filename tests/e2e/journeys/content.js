// The content journey of issue 26: legal texts a visitor reads, a text of a feature accepted per
// version (and asked again when the version accepted is older), staff writing a white paper in
// /ops/content that the public sees only once published and then at once, and the measured and
// configured figures of /flow and /app.
const assert = require('assert')
const path = require('path')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const { signUpViaApi, useSession, newPhone, newName, api } = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))

function shown(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}

journey('content: a visitor reads the SDK list; a user accepts the family-tree agreement and is asked again for an updated reunion text; staff publish a white paper that shows at once', async ({ page, base, server }) => {
  // a visitor: the third-party SDK list from the footer's link, and /flow and /app as they stand
  await page.goto(base + '/protocol/sdk-list', { waitUntil: 'networkidle' })
  await seeText(page, '第三方 SDK 清单', '微信支付', '阿里云短信服务', '基因数据和样本信息不会提供给下列任何第三方')
  await shot(page, 'content-sdk-list')
  await page.goto(base + '/flow', { waitUntil: 'networkidle' })
  await seeText(page, '检测流程', '实验室用时（实测）', '样本签收到报告发布（合计）')
  await shot(page, 'content-flow')
  await page.goto(base + '/app', { waitUntil: 'networkidle' })
  await seeText(page, '寻根 App', '寻亲 App', '暂未上架应用商店')
  await shot(page, 'content-app')

  // a signed-in person: the family-tree agreement accepted in its version; the reunion text asks
  // again because the version accepted earlier is older
  const person = await signUpViaApi(server, newPhone(), newName('家谱'))
  await server.app.db.insertInto('consent_acceptances').values({ user_id: Number(person.userId), document: 'reunion', version: '2025-01-01', accepted_at: server.now() - 1000, withdrawn_at: null }).execute()
  await useSession(page, base, person)
  await page.goto(base + '/protocol/familytree', { waitUntil: 'networkidle' })
  await seeText(page, '家谱服务协议', `版本：${contracts.AGREEMENTS.familytree.version}`, '同意《家谱服务协议》')
  await shown(page, '.xg-agreement-accept .xg-button').click()
  await seeText(page, '同意本版本')
  const status = await api(server, 'GET', endpoints.CONSENT.agreements.path, { token: person.token })
  assert.strictEqual(status.data.list.find(d => d.document === 'familytree').acceptedVersion, contracts.AGREEMENTS.familytree.version)
  await page.goto(base + '/protocol/reunion', { waitUntil: 'networkidle' })
  await seeText(page, '寻亲服务协议', '本协议已更新（您同意的是 2025-01-01 版本），请阅读后重新同意', '同意《寻亲服务协议》')
  await shot(page, 'content-reunion-asks-again')

  // genetic counselling: service hours, and a booking on the first bookable workday
  await page.goto(base + '/consult', { waitUntil: 'networkidle' })
  await seeText(page, '遗传咨询', '工作日 09:00–18:00', '预约咨询')
  await shown(page, '.xg-choices--consult-day .xg-choices__item').click()
  await shown(page, '.xg-choices--consult-period .xg-choices__item').click()
  await shown(page, '.xg-consult__topic textarea, textarea.xg-consult__topic').fill('携带者筛查的结果对备孕有什么影响')
  await shown(page, '.xg-consult__submit').click()
  await seeText(page, '已预约')
  const mine = await api(server, 'GET', endpoints.CONSULT.bookings.path, { token: person.token })
  assert.strictEqual(mine.data.list.length, 1)
  assert.strictEqual(mine.data.list[0].day, contracts.bookableDays(server.now())[0])
  await shot(page, 'content-consult')

  // staff: a white paper's text written, saved as a draft (not public), published (public at once)
  const editor = await signUpViaApi(server, newPhone(), newName('编辑'))
  const { LabService } = require(path.join(root, 'server/src/domains/lab'))
  await new LabService(server.app.db, server.app.storage, server.now, async () => {}).grantRole(Number(editor.userId), 'operator')
  await useSession(page, base, editor)
  await page.goto(base + '/ops/content', { waitUntil: 'networkidle' })
  await seeText(page, '内容管理', '新建内容')
  await shown(page, '.xg-content-new').click()
  await shown(page, '.xg-content-key input, input.xg-content-key').fill('white-paper/drugs')
  await shown(page, '.xg-content-title input, input.xg-content-title').fill('药物基因组学白皮书')
  await shown(page, 'textarea.xg-content-body, .xg-content-body textarea').fill('## 我们如何解读药物反应\n\n药物反应报告按 **CPIC** 指南给出用药提示，不替代医生的处方。')
  await shown(page, '.xg-content-save').click()
  await seeText(page, '草稿预览', '我们如何解读药物反应')
  await shot(page, 'content-ops-draft')
  const draft = await api(server, 'GET', `${endpoints.CONTENT.published.path}?key=white-paper/drugs`)
  assert.strictEqual(draft.code, 404, 'a draft is not public')
  await shown(page, '.xg-content-publish').click()
  await seeText(page, '第 1 版')
  await page.goto(base + '/white-papers/drugs', { waitUntil: 'networkidle' })
  await seeText(page, '药物基因组学白皮书', '我们如何解读药物反应', '第 1 版', '检测范围', '参考文献')
  await shot(page, 'content-white-paper-drugs')
}, { weight: 20 })

module.exports = journeys
