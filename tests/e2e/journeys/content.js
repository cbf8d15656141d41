// The content journey of issue 26: legal texts a visitor reads, a text of a feature accepted per
// version (and asked again when the version accepted is older), staff writing a white paper in
// /ops/content that the public sees only once published and then at once, a new version of the
// privacy policy published there and asked again at the next visit, an activity shown only inside
// its window, a health questionnaire answered and found in the account's data export (the file
// 导出我的数据 of /user/settings downloads), and the
// measured and configured figures of /flow and /app.
const assert = require('assert')
const fs = require('fs')
const path = require('path')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const { signUpViaApi, useSession, newPhone, newName, api } = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }))
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))

function shown(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}

journey('content: a visitor reads the SDK list; a user accepts the family-tree agreement and is asked again for an updated reunion text; staff publish a white paper that shows at once, and a new privacy policy version a signed-in user is asked to accept', async ({ page, base, server }) => {
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

  // the health questionnaire (issue 26 item 8): answered after its agreement, then in the account's data export
  await shown(page, '.xg-questionnaire__open').click()
  await seeText(page, '生活习惯', '既往病史', '家族病史')
  await shown(page, '.xg-choices--q-smoking .xg-choices__item').click()
  await shown(page, '.xg-field--q-conditions .xg-checkbox__box').click()
  await shown(page, '.xg-questionnaire__save').click()
  await seeText(page, '请先阅读并同意《健康问卷知情同意》')
  await shown(page, '.xg-questionnaire__agree .xg-checkbox__box').click()
  await shot(page, 'content-questionnaire')
  await shown(page, '.xg-questionnaire__save').click()
  await seeText(page, '您已填写 2 道题')
  const exported = await api(server, 'GET', endpoints.ACCOUNTS.accountDataExport.path, { token: person.token })
  assert.deepStrictEqual(exported.data.sections.questionnaire.answers, { smoking: '从不吸烟', conditions: ['高血压'] })
  assert.strictEqual(exported.data.sections['consult-bookings'].length, 1)
  // ... and in the file the 导出我的数据 row of /user/settings downloads
  await page.goto(base + '/user/settings', { waitUntil: 'networkidle' })
  await seeText(page, '隐私', '导出我的数据')
  const [download] = await Promise.all([page.waitForEvent('download'), shown(page, '.xg-panel-row--data-export').click()])
  assert.match(download.suggestedFilename(), /^xungen-data-\d{8}\.json$/)
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'))
  assert.deepStrictEqual(file.sections.questionnaire.answers, { smoking: '从不吸烟', conditions: ['高血压'] })
  assert.strictEqual(file.userId, Number(person.userId))
  assert.strictEqual(file.sections.profile.users[0].id, Number(person.userId))
  await seeText(page, '已导出您的数据')
  await shot(page, 'content-data-export')

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

  // staff set up the anniversary activity (issue 26 item 5): a window starting in an hour, three
  // pictures uploaded, a share scene; the page says it has not started, then, with the window
  // moved to have begun, shows it
  await page.goto(base + '/ops/content', { waitUntil: 'networkidle' })
  // the visits roll-up (issue 26 item 10) with the switch off by default
  await seeText(page, '访问统计', '近 14 天每日页面浏览量', '统计未开启')
  await shown(page, '.xg-activity-new').click()
  await shown(page, '.xg-activity-tag input, input.xg-activity-tag').fill('anniversary')
  await shown(page, '.xg-activity-title input, input.xg-activity-title').fill('基因寻根周年庆')
  await shown(page, '.xg-activity-start input, input.xg-activity-start').fill(contracts.chinaDateTime(server.now() + 3600_000))
  await shown(page, '.xg-activity-end input, input.xg-activity-end').fill(contracts.chinaDateTime(server.now() + 3 * 86400_000))
  for (const [i, colour] of [[214, 120, 40], [20, 110, 100], [60, 80, 160]].entries()) {
    const chooser = page.waitForEvent('filechooser')
    await shown(page, '.xg-activity-upload').click()
    const png = await sharp({ create: { width: 480, height: 200, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } }).png().toBuffer()
    await (await chooser).setFiles({ name: `pic-${i}.png`, mimeType: 'image/png', buffer: png })
    await page.locator('.xg-activity-alt input, input.xg-activity-alt').nth(i).waitFor()
    await page.locator('.xg-activity-alt input, input.xg-activity-alt').nth(i).fill(`周年庆海报 ${i + 1}`)
  }
  await shown(page, '.xg-activity-share-title input, input.xg-activity-share-title').fill('基因寻根周年庆，检测套装限时优惠')
  await shown(page, '.xg-activity-share-description input, input.xg-activity-share-description').fill('邀请家人一起读懂自己的基因')
  await shown(page, '.xg-activity-save').click()
  await seeText(page, '活动已保存', '未开始')
  await shot(page, 'content-ops-activity')
  await page.goto(base + '/activity/anniversary', { waitUntil: 'networkidle' })
  await seeText(page, '基因寻根周年庆', '活动尚未开始')
  assert.strictEqual(await page.locator('.xg-activity__picture').count(), 0, 'no pictures before the window')
  const saved = (await api(server, 'GET', endpoints.CONTENT_ACTIVITIES.opsActivities.path, { token: editor.token })).data.list.find(a => a.tag === 'anniversary')
  const moved = await api(server, 'PUT', '/proxy/ops/content/activities/anniversary', { token: editor.token, body: { title: saved.title, startDate: server.now() - 60_000, endDate: saved.endDate, picInfos: saved.picInfos, share: saved.share } })
  assert.strictEqual(moved.code, 0, JSON.stringify(moved))
  await page.goto(base + '/activity/anniversary', { waitUntil: 'networkidle' })
  await seeText(page, '基因寻根周年庆', '活动时间', '邀请家人一起读懂自己的基因')
  await page.waitForFunction(() => [...document.querySelectorAll('.xg-activity__picture img')].filter(img => img.naturalWidth > 0).length === 3)
  await shot(page, 'content-activity-running')
  await page.goto(base + '/activity/share', { waitUntil: 'networkidle' })
  await seeText(page, '基因寻根周年庆，检测套装限时优惠', '查看活动')

  // staff publish a new version of the privacy policy (issue 26 item 1), starting from the text in
  // force; a signed-in person who accepted the earlier version is asked at the next visit and agrees
  const reader = await signUpViaApi(server, newPhone(), newName('读者'))
  const accepted = await api(server, 'POST', endpoints.CONSENT.accept.path, { token: reader.token, body: { accepted: [{ document: 'service', version: contracts.AGREEMENTS.service.version }, { document: 'privacy', version: contracts.AGREEMENTS.privacy.version }] } })
  assert.deepStrictEqual(accepted.data.pending, [])
  try {
    await page.goto(base + '/ops/content', { waitUntil: 'networkidle' })
    await shown(page, '.xg-content-new').click()
    await shown(page, '.xg-content-key input, input.xg-content-key').fill('agreement/privacy')
    await shown(page, '.xg-content-from-file').click()
    const body = shown(page, 'textarea.xg-content-body, .xg-content-body textarea')
    await body.fill((await body.inputValue()) + '\n\n## 本次更新\n\n新增：样本检测完成后，剩余 DNA 的保存期限由 2 年改为 1 年。\n')
    await shown(page, '.xg-content-save').click()
    await seeText(page, '草稿预览', '本次更新', '要求已同意旧版本的用户重新同意')
    await shown(page, '.xg-content-publish').click()
    await seeText(page, '第 1 版', '要求重新同意')
    await shot(page, 'content-ops-agreement')
    const version = (await api(server, 'GET', `${endpoints.CONTENT.published.path}?key=agreement/privacy`)).data.agreementVersion

    await useSession(page, base, reader)
    await page.goto(base + '/user/orders', { waitUntil: 'networkidle' })
    await seeText(page, '协议更新', `《隐私政策》${version} 版本`, '剩余 DNA 的保存期限由 2 年改为 1 年', '不同意，退出登录')
    await shot(page, 'content-agreement-asked-again')
    await shown(page, '.xg-agreement-update__agree').click()
    await seeText(page, '已同意')
    assert.strictEqual(await page.locator('.xg-agreement-update').count(), 0, 'the question goes once agreed')
    const after = await api(server, 'GET', endpoints.CONSENT.agreements.path, { token: reader.token })
    assert.deepStrictEqual(after.data.pending, [])
    assert.strictEqual(after.data.list.find(d => d.document === 'privacy').acceptedVersion, version)
    // the policy's page shows the version in force
    await page.goto(base + '/protocol/privacy', { waitUntil: 'networkidle' })
    await seeText(page, `版本：${version}`, '本次更新')
  } finally {
    // the journeys after this one share the server: the policy goes back to its content file
    const db = server.app.db
    const ids = (await db.selectFrom('content_documents').select('id').where('key', '=', 'agreement/privacy').execute()).map(r => r.id)
    if (ids.length) {
      await db.deleteFrom('content_versions').where('document_id', 'in', ids).execute()
      await db.deleteFrom('content_documents').where('id', 'in', ids).execute()
    }
  }
}, { weight: 24 })

module.exports = journeys
