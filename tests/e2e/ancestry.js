// The ancestry and relatives journeys of issue 16 in the browser against the real server:
//   a man's raw file (the engine's generator) is imported and analysed; his ancestry home,
//   composition and paternal lineage show the engine's call on his kit. A simulated family
//   (father, child, sibling of the child, stranger) is imported with relatives finding on; the
//   child sees father and sibling at grade 2-3 and not the stranger, and compares them in the
//   chromosome browser; the father turning relatives finding off hides him at once.
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
  const family = ['father', 'child', 'sibling', 'stranger'].map(n => path.join(dir, `${n}.txt`))
  if (!family.every(f => fs.existsSync(f))) {
    const g = require(path.join(root, 'packages/genome/src'))
    const { chipGenotypes, PopulationSimulator } = require(path.join(root, 'packages/genome/src/simulate/people'))
    const { writeSimulatedVendorFile } = require(path.join(root, 'packages/genome/src/simulate/vendor-file'))
    const ref = g.getReference()
    const { panel } = await g.loadPanel({ ref })
    const match = g.createMatchPanel(panel, g.readGeneticMap(ref))
    const freq = g.buildFrequencyModel(panel, ref)
    const sim = new PopulationSimulator(match, [{ population: 'CHS', a2: freq.simulationA2('CHS') }], new g.Rng('e2e-ancestry'))
    const father = sim.founder('CHS')
    const mother = sim.founder('CHS')
    const people = { father, child: sim.child(father, mother), sibling: sim.child(father, mother), stranger: sim.founder('CHS') }
    for (const [name, p] of Object.entries(people)) writeSimulatedVendorFile(panel, chipGenotypes(match, p, sim.rng), '23andme', path.join(dir, `${name}.txt`), [name])
  }
  return { man, father: family[0], child: family[1], sibling: family[2], stranger: family[3] }
}

/** a new account that accepted the separate consent for sensitive personal information (import needs it) */
async function account(server, name) {
  const a = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName(name))
  const r = await accounts.api(server, 'POST', contracts.CONSENT_API.accept.path, { token: a.token, body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] } })
  assert.strictEqual(r.code, 0, JSON.stringify(r))
  return a
}

/** imports a raw file for a new person of the account, through the signed API as the import page does */
async function importFile(server, token, file, name, gender) {
  const query = { name, gender, birthday: '1970-01-01', geneRelatives: '1' }
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
    await page.goto(base + `/report/ancestry/family/all-list`, { waitUntil: 'networkidle' })
    await seeText(page, '家族线索功能已暂停', '下载祖源 App')
  })

  journey('gene relatives: a family finds each other at grade 2-3, a stranger does not; the chromosome browser; switching off hides', async ({ page, base, server }) => {
    const f = await files()
    const a = await account(server, '寻亲')
    const b = await account(server, '父亲')
    const c = await account(server, '路人')
    const father = await importFile(server, b.token, f.father, '李德明', 'female')
    const sibling = await importFile(server, b.token, f.sibling, '李晓雯', 'female')
    await importFile(server, c.token, f.stranger, '赵路人', 'female')
    const child = await importFile(server, a.token, f.child, '李晓梅', 'female')
    await accounts.useSession(page, base, a)
    await page.goto(base + `/report/gene-relatives?barcode=${child.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '基因亲人', '李德明', '李晓雯', '亲缘等级 2-3 代', '最长')
    assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('赵路人'), 'the stranger is not a relative')
    await shot(page, 'relatives-list')
    await page.locator('.xg-anc__rel >> text=加入染色体对比 >> visible=true').first().click()
    await page.locator('.xg-anc__rel >> text=加入染色体对比 >> visible=true').first().click()
    await page.waitForSelector('.xg-chr__seg >> visible=true', { timeout: 60000 })
    await seeText(page, '个片段', 'X 染色体暂未比对')
    await page.locator('.xg-chr >> visible=true').first().scrollIntoViewIfNeeded()
    await shot(page, 'relatives-chromosome-browser')
    // the father turns relatives finding off: gone from the child's list at once
    const off = await accounts.api(server, 'PUT', contracts.PERSONS_API.privacy.path.replace(':id', String(father.personId)), { token: b.token, body: { feature: 'geneRelatives', open: false } })
    assert.strictEqual(off.code, 0, JSON.stringify(off))
    await page.goto(base + `/report/gene-relatives?barcode=${child.barcode}`, { waitUntil: 'networkidle' })
    await seeText(page, '李晓雯')
    assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('李德明'), 'the father is hidden after switching off')
    void sibling
  })
}

module.exports = { register }
