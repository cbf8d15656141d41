// The kit-to-report journeys of issue 14 in the browser against the real server (run.js starts it):
//   (a) a new account binds a kit the laboratory produced, through every step of the wizard
//       (leaving mid-way and resuming), the lab receives it, DNA QC fails, the person is asked for
//       a new sample, the lab receives it again, passes QC, uploads a genotype file, the report is
//       published; the detection-status timeline shows every real state, the person pages show them
//   (b) a second account cannot see the first one's person or kit, nor bind it
// The laboratory acts through its signed API with a staff account (the /ops/lab calls).
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

function shown(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}
async function click(page, selector) {
  await shown(page, selector).click()
}
async function fill(page, selector, value) {
  await shown(page, `${selector} input`).fill(value)
}
/** the step shown now: its frame's modifier (Taro keeps the pages below in the document) */
function stepOf(page) {
  const u = new URL(page.url())
  if (u.pathname === '/user/persons/bind') return 'start'
  if (u.searchParams.get('for') === 'ancestral') return 'ancestral-place'
  return u.pathname.split('/').pop()
}
async function next(page) {
  await click(page, `.xg-wizard--${stepOf(page)} .xg-wizard__next`)
}
async function other(page) {
  await click(page, `.xg-wizard--${stepOf(page)} .xg-wizard__other`)
}
async function waitPath(page, pathname) {
  await page.waitForURL(u => u.pathname === pathname, { timeout: 15000 })
}

/** A signed call that must succeed; answers data. */
async function ok(server, method, urlPath, opts) {
  const res = await accounts.api(server, method, urlPath, opts)
  assert.strictEqual(res.code, 0, `${method} ${urlPath}: ${JSON.stringify(res)}`)
  return res.data
}

/** The lab uploads the chip's raw file (multipart; the signature covers path and query). */
async function uploadGenotype(server, token, barcode, file) {
  const urlPath = endpoints.LAB_ENDPOINTS.uploadGenotype.path.replace(':barcode', barcode)
  const signed = contracts.signRequest({ method: 'POST', url: urlPath, query: {}, body: null }, { keys: contracts.DEVELOPMENT_SIGNING_KEYS, nowMs: server.now(), randomBytes: n => new Uint8Array(crypto.randomBytes(n)) })
  const form = new FormData()
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file))
  const res = await (await fetch(server.url + signed.url, { method: 'POST', headers: { token }, body: form })).json()
  assert.strictEqual(res.code, 0, JSON.stringify(res))
}

/** A staff account with the lab role (npm run lab -- grant-role does the same). */
async function staffAccount(server) {
  const staff = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('实验员'))
  await server.app.db.insertInto('user_roles').values({ user_id: Number(staff.userId), role: contracts.LAB_ROLE, created_at: server.now() }).execute()
  return staff
}

/** A synthetic full-size chip file (the genome engine's generator; the header says it is synthetic). */
async function rawFile() {
  const out = path.join(os.tmpdir(), `xungen-e2e-raw-chb-male-seed7.txt`)
  if (!fs.existsSync(out)) {
    const { generateRawFile } = require(path.join(root, 'packages/genome/src/generate'))
    await generateRawFile({ vendor: '23andme', population: 'CHB', sex: 'male', seed: 7, out })
  }
  return out
}

async function pickDate(page, fieldSelector) {
  await click(page, fieldSelector)
  await click(page, '.taro-picker__action >> text=确定')
}

journey('kit to report: bind a lab kit in the wizard, QC fails, a new sample, report out, the timeline', async ({ page, base, server }) => {
  const staff = await staffAccount(server)
  const batch = await ok(server, 'POST', endpoints.LAB_ENDPOINTS.produceBatch.path, { token: staff.token, body: { sku: 'standard', count: 2 } })
  const barcode = batch.barcodes[0]
  const user = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('寻根'))
  await accounts.useSession(page, base, user)

  // the account centre: nothing bound yet
  await page.goto(base + '/user', { waitUntil: 'networkidle' })
  await seeText(page, '还没有绑定采样器')
  await shot(page, 'spine-user-empty')
  await click(page, '.xg-persons__empty .xg-button')
  await waitPath(page, '/user/persons/bind')
  await seeText(page, '绑定采样器', '开始绑定')
  await shot(page, 'spine-bind-start')
  await next(page)

  // barcode: a wrong check digit answers at once, then the real one
  await waitPath(page, '/user/persons/bind/barcode')
  const wrong = barcode.slice(0, 11) + String((Number(barcode[11]) + 1) % 10)
  await fill(page, '.xg-field--barcode', wrong)
  await next(page)
  await seeText(page, contracts.BARCODE_MESSAGES.checkDigit)
  await shot(page, 'spine-bind-barcode')
  await fill(page, '.xg-field--barcode', barcode.toLowerCase())
  await next(page)

  await waitPath(page, '/user/persons/bind/appellation')
  await click(page, '.xg-choices__item >> text=本人')
  await shot(page, 'spine-bind-appellation')
  await next(page)
  await waitPath(page, '/user/persons/bind/appellation-check')
  await seeText(page, '检测人是您的「本人」')
  await next(page)

  await waitPath(page, '/user/persons/bind/name')
  await fill(page, '.xg-field--name', '12345')
  await next(page)
  // the server's name rule answers under the field
  await page.waitForSelector('.xg-field--name .xg-field__error >> visible=true')
  await fill(page, '.xg-field--name', '王建国')
  await next(page)
  await waitPath(page, '/user/persons/bind/surname-check')
  await seeText(page, '检测人姓「王」吗？')

  // leave, come back: the start page resumes the server's draft where it stopped
  await page.goto(base + '/user/persons/bind', { waitUntil: 'networkidle' })
  await seeText(page, '继续上次的绑定', barcode)
  await next(page)
  await waitPath(page, '/user/persons/bind/surname-check')
  await next(page)

  await waitPath(page, '/user/persons/bind/sex')
  await click(page, '.xg-choices__item >> text=男')
  await next(page)
  await waitPath(page, '/user/persons/bind/birthday')
  await pickDate(page, '.xg-date-field--birthday')
  await seeText(page, '1990年1月1日')
  await next(page)
  await waitPath(page, '/user/persons/bind/birthplace')
  await other(page)
  await page.waitForURL(u => u.pathname === '/user/persons/bind/birthplace' && u.search.includes('for=ancestral'))
  await seeText(page, '检测人的祖籍')
  await other(page)
  await waitPath(page, '/user/persons/bind/nation')
  await fill(page, '.xg-nation-picker', '满')
  await click(page, '.xg-nation-picker__item >> text=满族')
  await shot(page, 'spine-bind-nation')
  await next(page)
  await waitPath(page, '/user/persons/bind/ancestry-features')
  await click(page, '.xg-features__row--relatives .xg-switch')
  await seeText(page, '《在线寻亲授权协议》', '寻亲称呼', '对方只能看到这个称呼和亲缘关系')
  // the 称呼 relatives see: the real name (or the given name) is refused at once
  await fill(page, '.xg-field--relatives-name', '建国老王')
  await next(page)
  await seeText(page, '称呼不能包含检测人的真实姓名')
  await shot(page, 'spine-bind-relatives-name')
  await fill(page, '.xg-field--relatives-name', '满族老王')
  await next(page)
  // not collected yet: the example first, then back
  await waitPath(page, '/user/persons/bind/collected-check')
  await other(page)
  await waitPath(page, '/user/persons/bind/collect-example')
  await next(page)
  await waitPath(page, '/user/persons/bind/collected-check')
  await next(page)
  await waitPath(page, '/user/persons/bind/collect-date')
  await pickDate(page, '.xg-date-field--collect-date')
  await next(page)

  await waitPath(page, '/user/persons/bind/check')
  await seeText(page, '王建国', '满族', '开启', '寻亲称呼', '满族老王')
  await next(page)
  // the consent is required
  await page.waitForSelector('.xg-checkbox--highlight >> visible=true')
  await shot(page, 'spine-bind-check')
  await click(page, '.xg-wizard--check .xg-checkbox__box')
  // the separate consent to sensitive personal information (PIPL) is required too
  await next(page)
  await page.waitForSelector('.xg-check__sensitive .xg-checkbox--highlight >> visible=true')
  await click(page, '.xg-check__sensitive .xg-checkbox__box')
  await next(page)
  await waitPath(page, `/user/persons/detection-status/${barcode}`)
  await seeText(page, '王建国', '已绑定')

  // the same draft submitted again binds nothing new
  const mine = await ok(server, 'GET', endpoints.PERSONS_ENDPOINTS.personsV2.path, { token: user.token, query: { page: 1, size: 10 } })
  assert.strictEqual(mine.count, 1)
  assert.strictEqual(mine.list[0].privacy.geneRelatives, true)
  assert.deepStrictEqual([mine.list[0].basic.relativesName, mine.list[0].basic.shownToRelatives], ['满族老王', '满族老王'])

  // the laboratory: received, DNA QC fails
  const lab = p => p.replace(':barcode', barcode)
  await ok(server, 'POST', lab(endpoints.LAB_ENDPOINTS.receive.path), { token: staff.token })
  await ok(server, 'POST', lab(endpoints.LAB_ENDPOINTS.qc.path), { token: staff.token, body: { passed: false, note: 'DNA 浓度不足' } })
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, 'DNA 质检未通过', '样本已签收', '填写新样本的采样日期')
  await shot(page, 'spine-status-qc-failed')
  // the person sends a new sample and says when it was collected
  await click(page, '.xg-button >> text=填写新样本的采样日期')
  await waitPath(page, '/user/persons/bind/collect-date')
  await seeText(page, '新样本的采样日期')
  await pickDate(page, '.xg-date-field--collect-date')
  await next(page)
  await waitPath(page, `/user/persons/detection-status/${barcode}`)

  // the new sample: received, QC passed, genotyped, analysed, published
  await ok(server, 'POST', lab(endpoints.LAB_ENDPOINTS.receive.path), { token: staff.token })
  await ok(server, 'POST', lab(endpoints.LAB_ENDPOINTS.qc.path), { token: staff.token, body: { passed: true } })
  await uploadGenotype(server, staff.token, barcode, await rawFile())
  const t0 = Date.now()
  for (;;) {
    const s = await ok(server, 'GET', endpoints.PERSONS_ENDPOINTS.detectionStatus.path.replace(':barcode', barcode), { token: user.token })
    if (s.state === 'published') break
    assert.ok(!['held', 'analysisFailed'].includes(s.state), `analysis ended ${s.state}`)
    assert.ok(Date.now() - t0 < 120000, `still ${s.state} after 120 s`)
    await new Promise(r => setTimeout(r, 300))
  }
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '报告已发布', '查看报告', '样本已签收（第 2 份样本）', 'DNA 质检通过（第 2 份样本）', '芯片检测完成', '数据分析中')
  await shot(page, 'spine-status-published')

  // the person pages
  await page.goto(base + '/user', { waitUntil: 'networkidle' })
  await seeText(page, '王建国', '报告已发布')
  await shot(page, 'spine-user-home')
  await page.goto(base + '/user/persons', { waitUntil: 'networkidle' })
  await seeText(page, '检测人管理', '王建国', '报告已出', '我绑定的 1 位')
  await shot(page, 'spine-persons')
  await click(page, '.xg-persons-list__item .xg-persons__row')
  await page.waitForURL(u => /^\/user\/persons\/\d+$/.test(u.pathname))
  await seeText(page, '父系单倍群', '基因寻亲', '已开启')
  await shot(page, 'spine-person')
  const personId = new URL(page.url()).pathname.split('/').pop()
  await page.goto(base + `/user/persons/${personId}/detections/chip`, { waitUntil: 'networkidle' })
  await seeText(page, barcode, '报告已出', '下载原始数据')
  // the owner downloads the raw data: a code sent to the account's phone first (issue 20), then a
  // single-use link for this session, saved under the product's name
  await click(page, '.xg-raw-data .xg-button')
  await seeText(page, '验证身份后下载', '原始数据包含您的全部基因信息')
  const rawCode = await accounts.requestCode(page, server, user.phone, 'raw_data_download')
  await fill(page, '.xg-sheet--raw-data .xg-field--code', rawCode)
  await shot(page, 'spine-raw-data-verify')
  const download = page.waitForEvent('download', { timeout: 15000 })
  await click(page, '.xg-sheet--raw-data .xg-button >> text=验证并下载')
  const saved = await download
  assert.match(saved.suggestedFilename(), new RegExp(`^基因寻根_${barcode}_\\d{8}\\.txt$`))
  assert.ok(fs.statSync(await saved.path()).size > 0, 'the file arrived')
  await page.goto(base + `/user/persons/${personId}/base-info`, { waitUntil: 'networkidle' })
  await seeText(page, '基本信息', '还可修改 3 次', '满族')
  await shot(page, 'spine-base-info')
  await page.goto(base + `/user/persons/${personId}/privacy/gene-relatives`, { waitUntil: 'networkidle' })
  await seeText(page, '已开启')
  // the 称呼 relatives see, changed on the person's relatives page
  await seeText(page, '寻亲称呼', '当前显示为「满族老王」')
  await fill(page, '.xg-field--relatives-name', '王家长子')
  await click(page, '.xg-privacy__alias .xg-button >> text=保存称呼')
  await seeText(page, '当前显示为「王家长子」')
  await shot(page, 'spine-relatives-name-edit')
  await click(page, '.xg-persons__switch-row .xg-switch')
  await seeText(page, '未开启：检测人不参与 DNA 比对')
  const after = await ok(server, 'GET', endpoints.PERSONS_ENDPOINTS.personById.path.replace(':id', personId), { token: user.token })
  assert.strictEqual(after.privacy.geneRelatives, false)

  // (b) another account: the person and the kit do not exist for it
  const stranger = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('他人'))
  const seen = await accounts.api(server, 'GET', endpoints.PERSONS_ENDPOINTS.personById.path.replace(':id', personId), { token: stranger.token })
  assert.strictEqual(seen.code, contracts.CODES.SCT_NON_EXIST, JSON.stringify(seen))
  const bindOther = await accounts.api(server, 'GET', endpoints.BIND_ENDPOINTS.barcodeCheck.path, { token: stranger.token, query: { barcode } })
  assert.strictEqual(bindOther.code, contracts.CODES.SCT_BOUND, JSON.stringify(bindOther))
  await page.goto(base + '/404', { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => window.localStorage.clear())
  await accounts.useSession(page, base, stranger)
  await page.goto(base + `/user/persons/detection-status/${barcode}`, { waitUntil: 'networkidle' })
  await page.waitForSelector('.xg-error-view >> visible=true')
  assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('王建国'))
  await page.goto(base + '/user/persons/bind/barcode', { waitUntil: 'networkidle' })
  await fill(page, '.xg-field--barcode', barcode)
  await next(page)
  await seeText(page, '该样本编码已被绑定')
  await page.waitForSelector('.xg-wizard__error >> visible=true')
  await shot(page, 'spine-other-user-bound-kit')
}, { weight: 60 })

journey('import: a raw file from another company with a progress bar; a file the engine cannot read is refused in Chinese', async ({ page, base, server }) => {
  const user = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('导入'))
  await accounts.useSession(page, base, user)
  await page.goto(base + '/import/chip', { waitUntil: 'networkidle' })
  await seeText(page, '导入芯片数据', '新建检测人', '选择原始数据文件')
  await click(page, '.xg-choices--import-person .xg-choices__item >> text=新建检测人')
  // a new person is asked who they are to the account holder, as the wizard asks it
  await click(page, '.xg-field--import-appellation .xg-choices__item >> text=本人')
  await fill(page, '.xg-field--import-name', '李秀英')
  await click(page, '.xg-field--import-sex .xg-choices__item >> text=女')
  await pickDate(page, '.xg-date-field--import-birthday')

  // a file with a handful of markers: the server's refusal, nothing stored
  const tiny = path.join(os.tmpdir(), `xungen-e2e-tiny-${process.pid}.txt`)
  fs.writeFileSync(tiny, '# rsid\tchromosome\tposition\tgenotype\nrs4477212\t1\t82154\tAA\nrs3094315\t1\t752566\tAG\n')
  let chooser = page.waitForEvent('filechooser')
  await click(page, '.xg-import__file')
  await (await chooser).setFiles(tiny)
  await seeText(page, path.basename(tiny))
  await click(page, '.xg-import .xg-checkbox__box')
  await click(page, '.xg-import .xg-button >> text=开始导入')
  await page.waitForSelector('.xg-import__error >> visible=true', { timeout: 30000 })
  await shot(page, 'spine-import-refused')
  const none = await ok(server, 'GET', endpoints.PERSONS_ENDPOINTS.personsV2.path, { token: user.token, query: { page: 1, size: 10 } })
  assert.strictEqual(none.count, 0, 'a refused file stores no person')

  // a VCF file: the whole-genome confirmation is offered (only for VCF files), off by default
  const vcf = path.join(os.tmpdir(), `xungen-e2e-genome-${process.pid}.vcf`)
  fs.writeFileSync(vcf, '##fileformat=VCFv4.2\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tS1\n1\t752566\trs3094315\tG\tA\t.\tPASS\t.\tGT\t0/1\n')
  chooser = page.waitForEvent('filechooser')
  await click(page, '.xg-import__file')
  await (await chooser).setFiles(vcf)
  await seeText(page, path.basename(vcf), '这是全基因组测序（WGS）的 VCF 文件', '外显子组、靶向测序或芯片转换的 VCF 请不要开启')
  await shot(page, 'spine-import-vcf-genome-switch')
  fs.rmSync(vcf, { force: true })

  // a full chip file: uploaded with progress, then the detection's status
  chooser = page.waitForEvent('filechooser')
  await click(page, '.xg-import__file')
  await (await chooser).setFiles(await rawFile())
  await click(page, '.xg-import .xg-button >> text=开始导入')
  await page.waitForSelector('.xg-import__progress >> visible=true')
  await page.waitForURL(u => u.pathname.startsWith('/user/persons/detection-status/'), { timeout: 60000 })
  await seeText(page, '李秀英')
  await shot(page, 'spine-import-status')
}, { weight: 15 })

journey('the laboratory console: produce kits, receive, pass QC and upload a sample\'s file; an account without the role is refused', async ({ page, base, server }) => {
  const nobody = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('访客'))
  await accounts.useSession(page, base, nobody)
  await page.goto(base + '/ops/lab', { waitUntil: 'networkidle' })
  await seeText(page, '当前账号没有实验室权限')

  const staff = await staffAccount(server)
  await page.evaluate(() => window.localStorage.clear())
  await accounts.useSession(page, base, staff)
  await page.goto(base + '/ops/lab', { waitUntil: 'networkidle' })
  await seeText(page, '实验室工作台', '生产采样器', '刷新')
  await fill(page, '.xg-lab__batches', '2')
  await click(page, '.xg-button >> text=生产一批')
  await seeText(page, '新批次编码')
  const made = (await shown(page, '.xg-lab__made').textContent()).match(/XG\d{10}/g)
  assert.strictEqual(made.length, 2)

  // a customer binds one of them (the wizard's calls)
  const user = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('客户'))
  const barcode = made[0]
  await ok(server, 'POST', endpoints.CONSENT.accept.path, { token: user.token, body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] } })
  await ok(server, 'PUT', endpoints.BIND_ENDPOINTS.saveDraft.path, { token: user.token, body: { barcode, appellation: 'me', name: '张伟', surname: '张', sex: 'male', birthday: '1985-06-01', nation: '汉族', collected: true, collectDate: new Date(server.now()).toISOString().slice(0, 10), salivaAgree: true } })
  await ok(server, 'POST', endpoints.BIND_ENDPOINTS.submit.path, { token: user.token, body: {} })

  await click(page, '.xg-button >> text=刷新')
  await seeText(page, barcode, '张伟', '已绑定')
  await click(page, `.xg-lab__sample:has-text("${barcode}") .xg-button >> text=签收样本`)
  await seeText(page, '样本已签收')
  await click(page, `.xg-lab__sample:has-text("${barcode}") .xg-button >> text=质检通过`)
  await seeText(page, 'DNA 质检通过')
  await shot(page, 'spine-lab')
  const chooser = page.waitForEvent('filechooser')
  await click(page, `.xg-lab__sample:has-text("${barcode}") .xg-button >> text=上传芯片数据`)
  await (await chooser).setFiles(await rawFile())
  const t0 = Date.now()
  for (;;) {
    const s = await ok(server, 'GET', endpoints.PERSONS_ENDPOINTS.detectionStatus.path.replace(':barcode', barcode), { token: user.token })
    if (s.state === 'published') break
    assert.ok(Date.now() - t0 < 120000, `still ${s.state}`)
    await new Promise(r => setTimeout(r, 300))
  }
  await click(page, '.xg-button >> text=刷新')
  await seeText(page, '报告已发布')
  await shot(page, 'spine-lab-published')
}, { weight: 15 })

module.exports = journeys
