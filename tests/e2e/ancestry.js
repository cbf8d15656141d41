// The ancestry and relatives journeys of issue 16 in the browser against the real server:
//   a man's raw file (the engine's generator) is imported and analysed; his ancestry home,
//   composition and paternal lineage show the engine's call on his kit, and so do the origin
//   trace, the surname page and the star rating. A simulated family (mother, her sister, the
//   child, the child's full sibling, a stranger) is imported with relatives finding on; the child
//   sees mother, aunt and sibling with their spec 3.10 grades and the parent side (the mother by
//   birthday and sex, the sibling by the relationship, the aunt from the mother's own kit), not
//   the stranger; compares them in the chromosome browser; sees the distribution with every group
//   under 5 hidden; the mother turning relatives finding off hides her at once.
const assert = require('assert')
const fs = require('fs')
const os = require('os')
const path = require('path')
const crypto = require('crypto')
const accounts = require('./accounts')

const root = path.resolve(__dirname, '../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const dir = path.join(os.tmpdir(), 'xungen-e2e-ancestry')

async function files() {
  fs.mkdirSync(dir, { recursive: true })
  const man = path.join(dir, 'man-chb-seed11.txt')
  if (!fs.existsSync(man)) {
    const { generateRawFile } = require(path.join(root, 'packages/genome/src/generate'))
    await generateRawFile({ vendor: '23andme', population: 'CHB', sex: 'male', seed: 11, out: man })
  }
  const family = ['mother', 'child', 'sibling', 'stranger', 'aunt'].map(n => path.join(dir, `${n}.txt`))
  if (!family.every(f => fs.existsSync(f))) {
    const g = require(path.join(root, 'packages/genome/src'))
    const { chipGenotypes, PopulationSimulator } = require(path.join(root, 'packages/genome/src/simulate/people'))
    const { writeSimulatedVendorFile } = require(path.join(root, 'packages/genome/src/simulate/vendor-file'))
    const ref = g.getReference()
    const { panel } = await g.loadUniverse({ ref })
    const match = g.createMatchPanel(panel, g.readGeneticMap(ref))
    const freq = g.buildFrequencyModel(panel, ref)
    const sim = new PopulationSimulator(match, [{ population: 'CHS', a2: freq.simulationA2('CHS') }], new g.Rng('e2e-ancestry-2'))
    const grandfather = sim.founder('CHS')
    const grandmother = sim.founder('CHS')
    const mother = sim.child(grandfather, grandmother)
    const aunt = sim.child(grandfather, grandmother)
    const father = sim.founder('CHS')
    const people = { mother, child: sim.child(father, mother), sibling: sim.child(father, mother), stranger: sim.founder('CHS'), aunt }
    for (const [name, p] of Object.entries(people)) writeSimulatedVendorFile(panel, chipGenotypes(match, p, sim.rng), '23andme', path.join(dir, `${name}.txt`), [name])
  }
  return { man, mother: family[0], child: family[1], sibling: family[2], stranger: family[3], aunt: family[4] }
}

/** a new account that accepted the separate consent for sensitive personal information (import needs it) */
async function account(server, name) {
  const a = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName(name))
  const r = await accounts.api(server, 'POST', contracts.CONSENT_API.accept.path, { token: a.token, body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] } })
  assert.strictEqual(r.code, 0, JSON.stringify(r))
  return a
}

/** imports a raw file for a new person of the account, through the signed API as the import page does */
async function importFile(server, token, file, name, gender, extra = {}) {
  const query = { name, gender, birthday: '1970-01-01', geneRelatives: '1', ...extra }
  const signed = contracts.signRequest({ method: 'POST', url: contracts.IMPORT_API.chip.path, query, body: null }, { keys: contracts.DEVELOPMENT_SIGNING_KEYS, nowMs: server.now(), randomBytes: n => new Uint8Array(crypto.randomBytes(n)) })
  const form = new FormData()
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file))
  const res = await (await fetch(server.url + signed.url, { method: 'POST', headers: { token }, body: form })).json()
  assert.strictEqual(res.code, 0, JSON.stringify(res))
  await server.app.queue.drain(180_000)
  return res.data
}

function register(journey, { seeText, shot }) {
  journey('ancestry: a man\'s report shows his composition with intervals and his Y lineage with its path and markers', async ({ page, base, server }) => {
    const f = await files()
    const a = await account(server, '祖源')
    const man = await importFile(server, a.token, f.man, '王建国', 'male')
    await accounts.useSession(page, base, a)
    await page.goto(base + `/report/ancestry?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '王建国的祖源分析', '祖源成分', '父系单倍群（Y 染色体）', '东亚')
    await shot(page, 'ancestry-home')
    await page.goto(base + `/report/ancestry/nation/detail?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '95% 区间', '参考人群', '不作细分推测')
    await shot(page, 'ancestry-nation-detail')
    await page.goto(base + `/report/ancestry/paternal?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '王建国的父系溯源', '从 Y 染色体亚当到您的分支', '支持该分型的位点', '千人基因组计划男性样本')
    // the page shows the same call the pipeline stored when the report was published
    const stored = await server.app.db.selectFrom('analysis_results').innerJoin('detections', 'detections.id', 'analysis_results.detection_id').select(['analysis_results.y_short']).where('detections.barcode', '=', man.barcode).orderBy('analysis_results.id', 'desc').executeTakeFirst()
    assert.ok(stored && stored.y_short, 'the pipeline called a Y haplogroup for the man')
    await seeText(page, stored.y_short)
    await shot(page, 'ancestry-paternal')
    await page.goto(base + `/report/ancestry/haploid?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '王建国的单倍群', stored.y_short, '线粒体单倍群（母系）')
    await page.goto(base + `/report/ancestry/origin-trace?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '王建国的祖源追溯', '祖源成分指向的地区', '父系（Y 染色体）指向的人群', stored.y_short, '依据：', '古人 DNA 对比')
    await shot(page, 'ancestry-origin-trace')
    // imports carry no surname (the binding wizard asks for it): the person's record is given one here
    await server.app.db.updateTable('tested_persons').set({ surname: '王' }).where('id', '=', man.personId).execute()
    await page.goto(base + `/report/ancestry/surname?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '王建国的姓氏溯源', 'wáng', `父系单倍群 ${stored.y_short}`, '开启基因寻亲的用户中', '少于 5 人')
    await shot(page, 'ancestry-surname')
    await page.goto(base + `/report/ancestry/upgrade-star?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '王建国的祖源报告星级', '/ 5 项', '已完成 Y 染色体全序列检测', '了解 Y 染色体全序列检测')
    await shot(page, 'ancestry-upgrade-star')
    await page.click('text=星级怎么算？')
    await page.waitForURL(u => u.pathname === '/report/ancestry/upgrade-star/explain')
    await seeText(page, '星级说明', '女性（3 项）')
    await page.goto(base + `/report/ancestry/family/all-list`, { waitUntil: 'networkidle' })
    await seeText(page, '家族线索功能已暂停', '下载祖源 App')
  })

  journey('gene relatives: a family finds each other with spec grades and the parent side, a stranger does not; the browser; the distribution; switching off hides', async ({ page, base, server }) => {
    const f = await files()
    const a = await account(server, '寻亲')
    const b = await account(server, '母亲')
    const c = await account(server, '路人')
    const place = { birthplace: '广东省广州市越秀区', birthplaceCode: '440104' }
    const mother = await importFile(server, b.token, f.mother, '陈秀兰', 'female', { birthday: '1962-05-01', ...place })
    await importFile(server, b.token, f.aunt, '陈秀英', 'female', { birthday: '1965-01-01', ...place })
    await importFile(server, b.token, f.sibling, '李晓雯', 'female', { birthday: '1993-01-01', ...place })
    await importFile(server, c.token, f.stranger, '赵路人', 'female')
    const child = await importFile(server, a.token, f.child, '李晓梅', 'female', { birthday: '1990-03-01' })
    await accounts.useSession(page, base, a)
    await page.goto(base + `/report/gene-relatives?barcode=${child.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '基因亲人', '陈秀兰', '陈秀英', '李晓雯', '亲兄弟姐妹', '亲缘等级 2-3：近亲或直系亲属 · 血缘相隔 2 代', '最长')
    const body = await page.evaluate(() => document.body.innerText)
    assert.ok(!body.includes('赵路人'), 'the stranger is not a relative')
    // the parent side (spec 3.10): the mother by birthday and sex, the sibling by the relationship, the aunt from the mother's own kit
    const card = async name => page.locator('.xg-anc__rel', { hasText: name }).first().innerText()
    assert.ok((await card('陈秀兰')).includes('亲缘来源：母亲一方'), await card('陈秀兰'))
    assert.ok((await card('李晓雯')).includes('亲缘来源：父母双方'), await card('李晓雯'))
    // the full sibling's grade reads with the generations between the two, not as "2-3 代"
    assert.ok(!(await card('李晓雯')).includes('2-3 代'), await card('李晓雯'))
    const aunt = await card('陈秀英')
    assert.ok(aunt.includes('亲缘来源：母亲一方') && aunt.includes('根据您母亲的检测数据'), aunt)
    await seeText(page, '私信功能随社区一起上线')
    await shot(page, 'relatives-list')
    await page.locator('.xg-anc__rel >> text=加入染色体对比 >> visible=true').first().click()
    await page.locator('.xg-anc__rel >> text=加入染色体对比 >> visible=true').first().click()
    await page.waitForSelector('.xg-chr__seg >> visible=true', { timeout: 60000 })
    await seeText(page, '个片段', 'X 染色体暂未比对')
    await page.locator('.xg-chr >> visible=true').first().scrollIntoViewIfNeeded()
    await shot(page, 'relatives-chromosome-browser')
    // where the relatives come from: three from one district, every group under 5 hidden
    await page.goto(base + `/report/ancestry/gene-relatives-distribution?barcode=${child.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '基因亲人分布', '没有人数达到 5 人的省份', '另有 3 位亲人', '共 3 位基因亲人')
    assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('广东'), 'a group under 5 is not named')
    await shot(page, 'relatives-distribution')
    await page.goto(base + `/report/gene-relatives/protocol`, { waitUntil: 'networkidle' })
    await seeText(page, '基因亲人服务协议', '对方能看到什么', '随时退出', '敏感个人信息')
    await shot(page, 'relatives-protocol')
    // the mother turns relatives finding off: gone from the child's list at once
    const off = await accounts.api(server, 'PUT', contracts.PERSONS_API.privacy.path.replace(':id', String(mother.personId)), { token: b.token, body: { feature: 'geneRelatives', open: false } })
    assert.strictEqual(off.code, 0, JSON.stringify(off))
    await page.goto(base + `/report/gene-relatives?barcode=${child.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '李晓雯')
    assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('陈秀兰'), 'the mother is hidden after switching off')
  })
}

module.exports = { register }
