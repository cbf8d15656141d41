// The gene-origin journey of issue 16 item 3 in the browser against the real server: a man's raw
// file (the engine's generator) is imported and analysed; with gene origin off his page offers
// the switch and the agreement and shows no one else; he opens the privacy page from there and the switch is turned on; other
// opted-in persons (seeded as published results on the same Y haplogroup, a few on his mt
// haplogroup) then appear as counts only, the few as 少于5人; the common-origin list, one common
// origin, his own origin with a clade's reference populations, the agreement and the
// sponsorship page (not open) are shown.
const assert = require('assert')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const fs = require('fs')
const os = require('os')
const path = require('path')
const crypto = require('crypto')
const accounts = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))
const dir = path.join(os.tmpdir(), 'xungen-e2e-gene-origin')

async function manFile() {
  fs.mkdirSync(dir, { recursive: true })
  const man = path.join(dir, 'man-chb-seed11.txt')
  if (!fs.existsSync(man)) {
    const { generateRawFile } = require(path.join(root, 'packages/genome/src/generate'))
    await generateRawFile({ vendor: '23andme', population: 'CHB', sex: 'male', seed: 11, out: man })
  }
  return man
}

async function account(server, name) {
  const a = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName(name))
  const r = await accounts.api(server, 'POST', endpoints.CONSENT.accept.path, { token: a.token, body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] } })
  assert.strictEqual(r.code, 0, JSON.stringify(r))
  return a
}

async function importFile(server, token, file, name, gender) {
  const query = { name, gender, birthday: '1970-01-01', appellation: 'children' }
  const signed = contracts.signRequest({ method: 'POST', url: endpoints.IMPORT_ENDPOINTS.chip.path, query, body: null }, { keys: contracts.DEVELOPMENT_SIGNING_KEYS, nowMs: server.now(), randomBytes: n => new Uint8Array(crypto.randomBytes(n)) })
  const form = new FormData()
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file))
  const res = await (await fetch(server.url + signed.url, { method: 'POST', headers: { token }, body: form })).json()
  assert.strictEqual(res.code, 0, JSON.stringify(res))
  await server.app.queue.drain(180_000)
  return res.data
}

let seq = 0
/** another account's opted-in person with a published result (the pipeline's stored columns) */
async function seedOther(db, userId, { surname, y, mt, place }) {
  const now = Date.now()
  const p = await db
    .insertInto('tested_persons')
    .values({ user_id: userId, name: `他人${++seq}`, surname, sex: y ? 'male' : 'female', birthday: '1975-01-01', birthplace: null, birthplace_code: null, ancestral_place: place ? '广东省' : null, ancestral_place_code: place, nation: '汉族', appellation: null, ancestry_features: null, relatives_opt_in: 0, gene_origin_opt_in: 1, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  const d = await db
    .insertInto('detections')
    .values({ barcode: `GOE${String(Date.now() % 1e6).padStart(6, '0')}${seq}`, person_id: p.id, user_id: userId, sku: 'import', product_type: 'GENETIC', submodules: '["ancestor","standard"]', collected: 0, collect_date: null, research_agree: 0, open_ancestry: 0, source: 'import', has_report: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('analysis_results')
    .values({ detection_id: d.id, raw_file_id: 0, engine_version: 'e2e', kb_version: 'e2e', panel_id: 'e2e', qc_verdict: 'pass', sex: y ? 'male' : 'female', y_haplogroup: y, y_short: null, mt_haplogroup: mt, summary: '{}', health: '[]', timings: '{}', created_at: now })
    .execute()
}

journey('gene origin: off shows only his own lines; on, others appear as counts only (少于5人 below five); common origins, his origin, the agreement, sponsorship', async ({ page, base, server }) => {
  const a = await account(server, '溯源')
  const others = await account(server, '他人')
  const man = await importFile(server, a.token, await manFile(), '王建国', 'male')
  const stored = await server.app.db.selectFrom('analysis_results').innerJoin('detections', 'detections.id', 'analysis_results.detection_id').select(['analysis_results.y_haplogroup', 'analysis_results.mt_haplogroup']).where('detections.barcode', '=', man.barcode).orderBy('analysis_results.id', 'desc').executeTakeFirst()
  assert.ok(stored && stored.y_haplogroup && stored.mt_haplogroup, 'the pipeline called his Y and mt haplogroups')
  // six men on his Y haplogroup, surnamed 王, ancestral place in Guangdong; three women on his mt haplogroup
  for (let i = 0; i < 6; i++) await seedOther(server.app.db, others.userId, { surname: '王', y: stored.y_haplogroup, mt: 'B4', place: '440106' })
  for (let i = 0; i < 3; i++) await seedOther(server.app.db, others.userId, { surname: '陈', y: null, mt: stored.mt_haplogroup, place: null })
  // an import asks no surname; the binding wizard does (王 for 王建国)
  await server.app.db.updateTable('tested_persons').set({ surname: '王' }).where('id', '=', man.personId).execute()

  await accounts.useSession(page, base, a)
  await page.goto(base + `/report/gene-origin?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
  await seeText(page, '王建国的基因溯源', stored.y_haplogroup, stored.mt_haplogroup, '基因溯源未开启', '去开启基因溯源')
  assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('共同起源统计'), 'no counts while the switch is off')
  await shot(page, 'gene-origin-off')

  // the switch, on the person's privacy page (agreeing in the confirmation)
  await page.click('.xg-button >> text=去开启基因溯源')
  await page.waitForURL(u => /\/user\/persons\/\d+\/privacy\/gene-origin$/.test(u.pathname))
  await seeText(page, '基因溯源', '未开启', '《基因溯源服务协议》')
  // turned on through the switch's own call (as the relatives journey does): the page is the one above
  const on = await accounts.api(server, 'PUT', endpoints.PERSONS_ENDPOINTS.privacy.path.replace(':id', String(man.personId)), { token: a.token, body: { feature: 'geneOrigin', open: true } })
  assert.strictEqual(on.code, 0, JSON.stringify(on))
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '已开启：')

  await page.goto(base + `/report/gene-origin?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
  // 9 others, 6 named 王: rounded down to a multiple of five (issue 20 item 8)
  await seeText(page, '共同起源统计', '开启基因溯源的其他用户', '5人以上', '其中姓王的用户', '少于5人')
  const body = await page.evaluate(() => document.body.innerText)
  assert.ok(!body.includes('他人1') && !body.includes('GOE'), 'no other person is named')
  await shot(page, 'gene-origin-on')

  await page.click('text=查看父系共同起源')
  await page.waitForURL(u => u.pathname === '/report/gene-origin/common-list')
  await seeText(page, '父系共同起源', `与您同属父系 ${stored.y_haplogroup} 支系的用户：5人以上，其中同姓 5人以上`)
  await shot(page, 'gene-origin-common-list')
  await page.locator('.xg-go__clade').first().click()
  await page.waitForURL(u => u.pathname === '/report/gene-origin/common-origin')
  await seeText(page, `共同起源：父系 ${stored.y_haplogroup}`, '同属该支系的其他用户', '广东省', '王')
  await shot(page, 'gene-origin-common-origin')

  await page.goto(base + `/report/gene-origin/common-list?barcode=${man.barcode}&line=maternal`, { waitUntil: 'networkidle' })
  await seeText(page, '母系共同起源', `与您同属母系 ${stored.mt_haplogroup} 支系的用户：少于5人`)

  await page.goto(base + `/report/gene-origin/my-origin?barcode=${man.barcode}`, { waitUntil: 'networkidle' })
  await seeText(page, '王建国的起源', '父系：', '母系：', 'Y-Adam', '参考数据中没有各人群的母系单倍群分型表')
  await shot(page, 'gene-origin-my-origin')
  // K: an ancestor of most Eurasian lineages (O, N, R ...), so of his too
  await page.locator('.xg-go__step >> text=/^K$/').first().click()
  await page.waitForURL(u => u.pathname === '/report/gene-origin/detail')
  await seeText(page, '父系支系 K', '在参考树上的位置', '北京汉族', '千人基因组计划')
  await shot(page, 'gene-origin-detail')

  await page.goto(base + '/report/gene-origin/protocal', { waitUntil: 'networkidle' })
  await seeText(page, '基因溯源服务协议', '二、开启（自愿）', '三、其他用户能看到什么', '五、关闭与删除（撤回同意）')
  await shot(page, 'gene-origin-protocal')
  await page.goto(base + '/report/gene-origin/sponsor', { waitUntil: 'networkidle' })
  await seeText(page, '起源研究赞助', '没有开放', '不接受任何付款')
  await shot(page, 'gene-origin-sponsor')
}, { weight: 27 })

module.exports = journeys
