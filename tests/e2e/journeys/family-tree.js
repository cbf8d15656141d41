// The family tree journeys of issue 24 (items 1 and 3) in the browser against the real server: a
// signed-in user creates a tree with themself (字辈, a 农历 birth date, a life story), adds a parent
// on the person page and a child, sees the tree drawn on the canvas, exports it as GEDCOM 7.0 and
// imports the file as a new tree (the report says what was not kept); shares the tree as
// viewer-only with a second account, who browses it read-only; a third account gets 没有找到.
// Families (issue 24 items 4, 5): the library filtered, a self-built family of the tree sent to
// review, nobody else sees it until staff approve it in /ops/families, then the third account finds it.
const assert = require('assert')
const fs = require('fs')
const os = require('os')
const path = require('path')
const endpoints = require('@xungen/contracts/endpoints')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const accounts = require('../harness/accounts')
const { publishedPerson } = require('../harness/published')

const shown = (page, selector) => page.locator(`${selector} >> visible=true`).first()
const fill = (page, selector, value) => shown(page, `${selector} input, ${selector} textarea, input${selector}, textarea${selector}`).fill(value)

journey('family tree: three generations with a life story, GEDCOM out and back in, shared and browsed read-only', async ({ page, base, server }) => {
  const owner = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('谱主'))
  const viewerPhone = accounts.newPhone()
  const viewer = await accounts.signUpViaApi(server, viewerPhone, accounts.newName('族亲'))
  const stranger = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('路人'))
  await accounts.useSession(page, base, owner)
  await page.goto(base + '/ancestry/family-tree', { waitUntil: 'networkidle' })
  await seeText(page, '创建我的家谱', '第一位成员')
  await fill(page, '.xg-ftree__tree-name', '王氏家谱')
  await fill(page, '.xg-ftree__surname', '王')
  await fill(page, '.xg-ftree__given', '德明')
  await fill(page, '.xg-ftree__generation', '德')
  await shown(page, '.xg-ftree__birth-calendar >> text=农历').click()
  await fill(page, '.xg-ftree__birth-year', '1950')
  await fill(page, '.xg-ftree__birth-month', '3')
  await fill(page, '.xg-ftree__birth-day', '15')
  await fill(page, '.xg-ftree__note', '一九七〇年自泉州迁居厦门。')
  await shot(page, 'family-tree-first')
  await shown(page, '.xg-button >> text=创建家谱').click()
  await seeText(page, '王氏家谱', '1 人', '以 王德明 为中心')
  // the person page: the 农历 date in Chinese, the story; a father added from it
  await shown(page, '.xg-ftree__open-person').click()
  await page.waitForURL(u => /^\/ancestry\/family-tree\/person\/\d+$/.test(u.pathname))
  await seeText(page, '王德明', '德字辈', '农历1950年三月十五', '一九七〇年自泉州迁居厦门。')
  await shown(page, '.xg-ftree__add-parent').click()
  await fill(page, '.xg-ftree__given', '家福')
  await fill(page, '.xg-ftree__birth-year', '1920')
  await shown(page, '.xg-ftree__save').click()
  await seeText(page, '王家福', '1920年')
  // a child through the API (the same form), then the drawing: three generations
  const trees = await accounts.api(server, 'GET', endpoints.FAMILY_TREE.allOfMine.path, { token: owner.token })
  const treeId = trees.data.list[0].id
  const me = trees.data.list[0].personInfo.id
  const child = await accounts.api(server, 'POST', endpoints.FAMILY_TREE.addPerson.path.replace(':id', treeId), { token: owner.token, body: { surname: '王', given: '仁杰', sex: 'M', relativeId: me, relation: 'child' } })
  assert.strictEqual(child.code, 0, JSON.stringify(child))
  await page.goto(base + '/ancestry/family-tree', { waitUntil: 'networkidle' })
  await seeText(page, '王氏家谱', '3 人', '以 王德明 为中心 · 3 人')
  await page.waitForSelector('canvas.xg-ftree__canvas')
  await shot(page, 'family-tree-drawn')

  // GEDCOM 7.0 out, and in again as a new tree
  await page.goto(base + '/ancestry/family-tree/manage', { waitUntil: 'networkidle' })
  await seeText(page, '管理家谱', '王氏家谱')
  const download = page.waitForEvent('download')
  await shown(page, '.xg-button >> text=导出 GEDCOM 7.0').click()
  const file = path.join(os.tmpdir(), `xungen-e2e-tree-${process.pid}.ged`)
  await (await download).saveAs(file)
  const text = fs.readFileSync(file, 'utf8')
  assert.ok(text.includes('2 VERS 7.0') && text.includes('_LUNAR 15 M3 1950') && text.includes('2 _ZIBEI 德'), text.slice(0, 400))
  const chooser = page.waitForEvent('filechooser')
  await shown(page, '.xg-button >> text=选择 .ged 文件').click()
  await (await chooser).setFiles(file)
  await seeText(page, '已导入 3 人、2 个家庭（GEDCOM 7.0，UTF-8）', '文件中的内容全部导入')
  await shot(page, 'family-tree-imported')
  fs.rmSync(file, { force: true })

  // families (issue 24 items 4, 5): the library filtered by 有字辈 (demo families marked 示例), then
  // a self-built family of this tree: base information, an ancestor, two tree persons linked, sent to review
  await page.goto(base + '/ancestry/library-family', { waitUntil: 'networkidle' })
  await seeText(page, '家族库', '示例陈氏家族')
  await shown(page, '.xg-fam-flag--hasGenerationName').click()
  await seeText(page, '示例林氏家族', '示例张氏家族', '示例')
  assert.ok(!(await page.locator('.xg-fam-results').innerText()).includes('示例陈氏家族'), 'the filter leaves out a family without 字辈')
  await shot(page, 'families-library-filtered')
  // the demo family's genealogy book, a page at a time
  await page.goto(base + '/ancestry/genealogy-images', { waitUntil: 'networkidle' })
  await shown(page, '.xg-fam-book >> text=示例林氏族谱（虚构）').click()
  await seeText(page, '示例族谱：页面文字为虚构', '第 1 / 3 页')
  await shown(page, '.xg-button >> text=下一页').click()
  await seeText(page, '第 2 / 3 页', '明德守正敦厚传家')
  await shot(page, 'families-genealogy-page')
  await page.goto(base + '/ancestry/self-build-family/form', { waitUntil: 'networkidle' })
  await fill(page, '.xg-fam-surname', '王')
  await fill(page, '.xg-fam-name', '王氏旅程测试家族')
  await fill(page, '.xg-fam-generationPoem', '家德仁')
  await shown(page, '.xg-fam-base-save').click()
  await seeText(page, '王氏旅程测试家族', '状态：草稿', '字辈 3 代')
  await shown(page, '.xg-fam-section >> text=先祖和名人').click()
  await shown(page, '.xg-fam-add-ancestor').click()
  await fill(page, '.xg-fam-person-name', '王家福')
  await shown(page, '.xg-fam-people-save').click()
  await seeText(page, '先祖和名人', '1 位')
  await shown(page, '.xg-fam-section >> text=关联家谱成员').click()
  await seeText(page, '关联家谱成员', '王德明')
  await shown(page, '.xg-fam-tree-person >> text=王德明').click()
  await shown(page, '.xg-fam-tree-person >> text=王家福').click()
  await shown(page, '.xg-fam-links-save').click()
  await seeText(page, '关联家谱成员', '2 位')
  await shown(page, '.xg-fam-submit').click()
  await seeText(page, '状态：审核中')
  await shot(page, 'families-self-built-pending')
  const familyId = Number(new URL(page.url()).searchParams.get('id'))
  assert.ok(familyId > 0, page.url())
  await page.goto(base + '/ancestry/family-tree/manage', { waitUntil: 'networkidle' })

  // shared as viewer-only: the second account browses it read-only
  await shown(page, '.xg-ftree__tree >> nth=0').locator('.xg-button >> text=分享').click()
  await fill(page, '.xg-ftree__share-phone', viewerPhone)
  await shown(page, '.xg-button >> text=邀请').click()
  await seeText(page, '只浏览')
  await accounts.useSession(page, base, viewer)
  await page.goto(base + '/ancestry/family-tree/manage', { waitUntil: 'networkidle' })
  await seeText(page, '王氏家谱', '分享 · 只浏览 · 3 人')
  await shown(page, '.xg-ftree__shared .xg-button >> text=浏览').click()
  await seeText(page, '浏览模式', '以 王德明 为中心')
  await shot(page, 'family-tree-browse')
  // another account: the tree is not there at all
  await accounts.useSession(page, base, stranger)
  await page.goto(base + `/ancestry/family-tree?browse=${treeId}`, { waitUntil: 'networkidle' })
  await seeText(page, '没有找到')
  assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('王德明'))
  // the family waiting for review is not there for anyone else either
  await page.goto(base + `/ancestry/family/${familyId}`, { waitUntil: 'networkidle' })
  await seeText(page, '没有找到')

  // staff with the operator role approve it in /ops/families; then it is public, its tree persons counted but not named
  const staff = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('审核'))
  const { LabService } = require('../../../server/src/domains/lab')
  await new LabService(server.app.db, server.app.storage, server.now, async () => {}).grantRole(Number(staff.userId), 'operator')
  await accounts.useSession(page, base, staff)
  await page.goto(base + '/ops/families', { waitUntil: 'networkidle' })
  await seeText(page, '家族审核', '王氏旅程测试家族', '王家福')
  await shot(page, 'families-ops-review')
  const card = page.locator('.xg-fam-review', { hasText: '王氏旅程测试家族' })
  await card.locator('.xg-fam-approve').click()
  await card.waitFor({ state: 'detached' })
  await accounts.useSession(page, base, stranger)
  await page.goto(base + '/ancestry/library-family/search', { waitUntil: 'networkidle' })
  await fill(page, '.xg-fam-keyword', '王氏旅程')
  await shown(page, '.xg-fam-search').click()
  await shown(page, '.xg-fam-row >> text=王氏旅程测试家族').click()
  await seeText(page, '王氏旅程测试家族', '第 3 代', '王家福', '已关联家谱成员 2 位', '成员姓名只有家族创建者能看到')
  assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('王德明'))
  await shot(page, 'families-public')
})

/** a tested person with a published standard report and relatives finding on, as the pipeline leaves it */
const tested = (server, userId, name) => publishedPerson(server, userId, { name, surname: name.slice(0, 1), origin: false, productType: 'HEALTH_ANCESTRY_V3' })

journey('family tree: a gene relative placed in the tree where the predicted relationship allows (放入家谱)', async ({ page, base, server }) => {
  const owner = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('寻亲'))
  const other = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('堂亲'))
  const me = await tested(server, owner.userId, '周建国')
  const cousin = await tested(server, other.userId, '周建华')
  const [a, b] = [me.detectionId, cousin.detectionId].sort((x, y) => x - y)
  await server.app.db.insertInto('relative_matches').values({ detection_a: a, detection_b: b, total_cm: 900, segments: 30, largest_cm: 80, relationship: 'third-degree', relationship_label: '三级亲属', grade: null, created_at: Date.now() }).execute()
  // the tree: the tested man, his father and his father's brother (through the API: the form is the first journey's)
  const api = (method, d, params, body, query) => accounts.api(server, method, d.path.replace(/:(\w+)/g, (_m, k) => params[k]), { token: owner.token, body, query })
  const F = endpoints.FAMILY_TREE
  const tree = (await api('POST', F.create, {}, { name: '周氏家谱' })).data
  const self = (await api('POST', F.addPerson, { id: tree.id }, { surname: '周', given: '建国', sex: 'M' })).data
  const father = (await api('POST', F.addPerson, { id: tree.id }, { surname: '周', given: '守仁', sex: 'M', relativeId: self.id, relation: 'parent' })).data
  await api('POST', F.addPerson, { id: tree.id }, { surname: '周', given: '守义', sex: 'M', relativeId: father.id, relation: 'sibling' })
  await accounts.useSession(page, base, owner)
  // where the relatives page's 放入家谱 leads
  await page.goto(base + `/ancestry/family-tree?place=${cousin.personId}&barcode=${me.barcode}`, { waitUntil: 'networkidle' })
  await seeText(page, '放入家谱', 'DNA 推断的关系：3级亲属', '周建国 就是检测人')
  await shown(page, '.xg-ftree__link-self').click()
  await seeText(page, '以检测人 周建国 为准', '周守义的子女（检测人的堂或表兄弟姐妹）')
  await fill(page, '.xg-ftree__place-surname', '周')
  await fill(page, '.xg-ftree__place-given', '建华')
  await shot(page, 'family-tree-placement')
  await shown(page, '.xg-ftree__position .xg-button').click()
  await page.waitForURL(u => /^\/ancestry\/family-tree\/person\/\d+$/.test(u.pathname))
  await seeText(page, '周建华', 'DNA 印证：3级亲属', '周守义')
  const nodes = (await api('GET', F.tree, { id: tree.id })).data.familyNodes
  assert.deepStrictEqual(nodes.filter(n => n.tested || n.dnaMatch).map(n => [n.name, n.tested, n.dnaMatch, n.dnaConflict]), [['周建国', true, null, false], ['周建华', false, '3级亲属', false]])
})

module.exports = journeys
