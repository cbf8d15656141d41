// The Y tree, clan and surname journeys of issue 16 (items 4-6) in the browser against the real
// server: a visitor browses the ISOGG tree from its root, searches an SNP and opens the branch it
// defines with its SNPs; opens a surname of 百家姓 and its ancestral provinces, where small groups
// say 少于5人; a signed-in man sees his clan (same surname and Y lineage, both with relatives
// finding on) nearest shared branch first, writes a private remark, and registers for 寻根登记.
//
// The men of the surname and clan journeys are written into the database the way the analysis
// pipeline leaves a published report (a detection with has_report and a result naming the Y
// haplogroup): these pages read exactly that, and importing a dozen raw files would only make the
// journey slow. The haplogroups are real nodes of the reference tree.
const assert = require('assert')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const accounts = require('../harness/accounts')

let serial = 0

/** a tested person of the account with one published detection whose Y call is `haplogroup` */
async function man(server, userId, { surname, haplogroup, ancestralCode = null, origin = true, relatives = true }) {
  const db = server.app.db
  const now = Date.now()
  serial++
  const p = await db
    .insertInto('tested_persons')
    .values({
      user_id: userId, name: `${surname}旅程${serial}`, surname, sex: 'male', birthday: '1975-01-01', birthplace: null, birthplace_code: null,
      ancestral_place: ancestralCode ? '祖籍' : null, ancestral_place_code: ancestralCode, nation: null, appellation: 'me', ancestry_features: null,
      relatives_opt_in: relatives ? 1 : 0, gene_origin_opt_in: origin ? 1 : 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const barcode = `XG${String(8_100_000_000 + serial)}`
  const d = await db
    .insertInto('detections')
    .values({ barcode, person_id: p.id, user_id: userId, sku: 'standard', product_type: 'CHIP', submodules: '[]', collected: 1, collect_date: '2026-11-20', research_agree: 0, open_ancestry: 1, source: 'kit', has_report: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('analysis_results')
    .values({ detection_id: d.id, raw_file_id: 0, engine_version: 'e2e', kb_version: 'e2e', panel_id: 'e2e', qc_verdict: 'pass', sex: 'male', y_haplogroup: haplogroup, y_short: null, mt_haplogroup: null, summary: '{}', health: '[]', timings: '{}', created_at: now })
    .execute()
  return { personId: p.id, barcode }
}

const shown = (page, selector) => page.locator(`${selector} >> visible=true`).first()
const bodyText = page => page.evaluate(() => document.body.innerText)

journey('lineage: browse the Y tree from its root, search an SNP, open its branch and defining SNPs', async ({ page, base }) => {
  await page.goto(base + '/ancestry/ytree/Y-Adam', { waitUntil: 'networkidle' })
  await seeText(page, 'Y 树 · Y-Adam', '下一级分支（2）', 'A0000', 'A000T')
  await shown(page, '.xg-ytree__child >> text=A000T').click()
  await page.waitForURL(u => u.pathname === '/ancestry/ytree/A000T')
  await seeText(page, 'ISOGG 全称 A000T')
  await shot(page, 'lineage-ytree-root-child')
  await shown(page, '.xg-ytree__keyword input').fill('M117')
  await shown(page, '.xg-lin__search .xg-button').click()
  await page.waitForURL(u => u.pathname === '/ancestry/ytree/search' && u.searchParams.get('keyword') === 'M117')
  await seeText(page, '找到 1 个分支', 'O-M117', '由 SNP M117')
  await shot(page, 'lineage-ytree-search')
  await shown(page, '.xg-ytree__result').click()
  await page.waitForURL(u => u.pathname === '/ancestry/ytree/O2a2b1a1')
  await seeText(page, 'Y 树 · O-M117', '代表性 SNP：M117', 'O2a2b1a1a', 'O2a2b1a1b', '少于5人')
  await shot(page, 'lineage-ytree-node')
  await shown(page, '.xg-button >> text=定义 SNP 与族人').click()
  await page.waitForURL(u => u.pathname === '/ancestry/ytree/detail')
  await seeText(page, 'O-M117 的定义 SNP', 'M117', '这个分支上的族人', '登录并有已发布报告的检测人')
  await shot(page, 'lineage-ytree-detail')
  await page.goto(base + '/ancestry/ytree/O2a2b1a1/branch', { waitUntil: 'networkidle' })
  await seeText(page, 'O-M117 的整个分支', 'O2a2b1a1a')
  await page.goto(base + '/ancestry/ytree/changelog', { waitUntil: 'networkidle' })
  await seeText(page, 'Y 树版本与来源', 'Shuhua-Group/Y-LineageTracker', '没有分支的年代测定')
  await shot(page, 'lineage-ytree-changelog')
})

journey('lineage: a surname of 百家姓 with pinyin, its provinces counted from opted-in people, small groups neither counted nor named', async ({ page, base, server }) => {
  const a = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('谱牒'))
  // 张: six with their ancestral place in Guangdong, five in Fujian, one in Beijing, three who did not opt in
  for (let i = 0; i < 6; i++) await man(server, a.userId, { surname: '张', haplogroup: 'O2a2b1a1a1', ancestralCode: '440306' })
  for (let i = 0; i < 5; i++) await man(server, a.userId, { surname: '张', haplogroup: 'O1b1a1a', ancestralCode: '350100' })
  await man(server, a.userId, { surname: '张', haplogroup: 'C2', ancestralCode: '110101' })
  for (let i = 0; i < 3; i++) await man(server, a.userId, { surname: '张', haplogroup: 'C2', ancestralCode: '110101', origin: false })
  await page.goto(base + '/ancestry/library-surname', { waitUntil: 'networkidle' })
  await seeText(page, '姓氏库', '《百家姓》', '赵', 'zhào')
  await shot(page, 'lineage-surname-library')
  await shown(page, '.xg-surname__cell >> text=张').click()
  await page.waitForURL(u => /^\/ancestry\/library-surname\/\d+$/.test(u.pathname))
  // 12 opted in: shown rounded down to a multiple of five (issue 20 item 8)
  await seeText(page, '张姓', 'zhāng', '10人以上')
  await shot(page, 'lineage-surname-detail')
  await shown(page, '.xg-button >> text=祖籍分布').click()
  await seeText(page, '张姓的祖籍分布', '广东省', '5人以上', '福建省', '少于5人')
  const distribution = await bodyText(page)
  assert.ok(!distribution.includes('15人'), 'people who did not opt in are not counted')
  assert.ok(!distribution.includes('北京'), 'a place of fewer than five is not named')
  await shot(page, 'lineage-surname-distribution')
  await page.goto(base + '/ancestry/library-surname/search', { waitUntil: 'networkidle' })
  await shown(page, '.xg-surname__keyword input').fill('ouyang')
  await shown(page, '.xg-lin__search .xg-button').click()
  await seeText(page, '欧阳', 'ōu yáng')
})

journey('lineage: clan relations nearest shared branch first, a private remark, and a 寻根登记', async ({ page, base, server }) => {
  const a = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('宗亲'))
  const b = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('族人'))
  const mine = await man(server, a.userId, { surname: '陈', haplogroup: 'O2a2b1a1a1', ancestralCode: '350100' })
  await man(server, b.userId, { surname: '陈', haplogroup: 'O1b1a1a', ancestralCode: '440306' })
  await man(server, b.userId, { surname: '陈', haplogroup: 'O2a2b1a1a1b', ancestralCode: '350100' })
  await man(server, b.userId, { surname: '陈', haplogroup: 'O2a2b1a1a1', relatives: false })
  await accounts.useSession(page, base, a)
  await page.goto(base + `/ancestry/ytree/people?barcode=${mine.barcode}`, { waitUntil: 'networkidle' })
  await seeText(page, '同宗族人', '共 2 位', '陈先生', '没有分支年代测定')
  const first = await shown(page, '.xg-clan__member').innerText()
  assert.ok(first.includes('O2a2b1a1a1'), `the nearest shared branch comes first: ${first}`)
  // the other men are named by surname only (the viewer's own person keeps his name in the heading)
  for (const row of await page.locator('.xg-clan__member >> visible=true').allInnerTexts()) assert.ok(!row.includes('旅程'), `given names are never shown: ${row}`)
  await shot(page, 'lineage-clan-list')
  await shown(page, '.xg-clan__member').click()
  await seeText(page, '共同分支：', '我的备注', '还没有备注')
  await shown(page, '.xg-button >> text=添加').click()
  await page.waitForURL(u => u.pathname === '/ancestry/ytree/people/remark')
  await shown(page, '.xg-clan__remark-input input').fill('福州的堂叔')
  await shown(page, '.xg-button >> text=保存').click()
  await seeText(page, '福州的堂叔')
  await shot(page, 'lineage-clan-member')

  await page.goto(base + '/ancestry/wechat-lead', { waitUntil: 'networkidle' })
  await seeText(page, '寻根登记', '您还没有寻根登记')
  await shown(page, '.xg-button >> text=新的寻根登记').click()
  await page.waitForURL(u => u.pathname === '/ancestry/wechat-lead/profile')
  await shown(page, '.xg-field--surname input').fill('陈')
  await shown(page, '.xg-field--ancestral .xg-region-picker__trigger').click()
  await shown(page, '.xg-region-picker__option >> text=广东省').click()
  await shown(page, '.xg-region-picker__option >> text=东莞市').click()
  await shown(page, '.xg-region-picker__option >> text=暂不选择街道').click()
  await seeText(page, '已选：广东省 东莞市')
  await shown(page, '.xg-lead__contact--notification').click()
  await shot(page, 'lineage-lead-form')
  await shown(page, '.xg-button >> text=提交登记').click()
  await page.waitForURL(u => /^\/ancestry\/wechat-lead\/\d+$/.test(u.pathname))
  await seeText(page, '陈姓 · 寻根登记', '祖籍：广东省 东莞市', '站内消息通知我')
  await shot(page, 'lineage-lead-detail')
  await shown(page, '.xg-button >> text=看看陈姓的祖籍分布').click()
  await seeText(page, '陈姓的祖籍分布')
})

module.exports = journeys
