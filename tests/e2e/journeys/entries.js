// Entries that must lead somewhere (the user-facing issue's items 3, 6 and 7): the /import entry
// from every 导入数据 link, the home page's chips, the account centre's links (balance, import),
// the menu drawer after a navigation, imported data that offers no upgrade it cannot have, the
// courier pickup the collection guide promises on the detection-status page, the relation and the
// 称呼 of a second new person on the import page, and the laboratory's word after a sex review.
const assert = require('assert')
const { seeText, shot, OUT } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const fs = require('fs')
const os = require('os')
const path = require('path')
const crypto = require('crypto')
const accounts = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))
const PHONE = { width: 375, height: 812 }

function shown(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}
async function click(page, selector) {
  await shown(page, selector).click()
}
async function fill(page, selector, value) {
  await shown(page, `${selector} input`).fill(value)
}
async function ok(server, method, urlPath, opts) {
  const res = await accounts.api(server, method, urlPath, opts)
  assert.strictEqual(res.code, 0, `${method} ${urlPath}: ${JSON.stringify(res)}`)
  return res.data
}
const bodyText = page => page.evaluate(() => document.body.innerText)

/** a synthetic full-size chip file (the genome engine's generator) */
async function rawFile(sex = 'female', seed = 11) {
  const out = path.join(os.tmpdir(), `xungen-e2e-raw-chb-${sex}-seed${seed}.txt`)
  if (!fs.existsSync(out)) {
    const { generateRawFile } = require(path.join(root, 'packages/genome/src/generate'))
    await generateRawFile({ vendor: '23andme', population: 'CHB', sex, seed, out })
  }
  return out
}

async function consent(server, token) {
  await ok(server, 'POST', endpoints.CONSENT.accept.path, { token, body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] } })
}

/** an import through the signed multipart call the import page makes */
async function importFile(server, token, file, query) {
  const signed = contracts.signRequest({ method: 'POST', url: endpoints.IMPORT_ENDPOINTS.chip.path, query, body: null }, { keys: contracts.DEVELOPMENT_SIGNING_KEYS, nowMs: server.now(), randomBytes: n => new Uint8Array(crypto.randomBytes(n)) })
  const form = new FormData()
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file))
  const res = await (await fetch(server.url + signed.url, { method: 'POST', headers: { token }, body: form })).json()
  assert.strictEqual(res.code, 0, JSON.stringify(res))
  return res.data
}

async function waitState(server, token, barcode, wanted, ms = 120000) {
  const t0 = Date.now()
  for (;;) {
    const s = await ok(server, 'GET', endpoints.PERSONS_ENDPOINTS.detectionStatus.path.replace(':barcode', barcode), { token })
    if (s.state === wanted) return s
    assert.ok(Date.now() - t0 < ms, `still ${s.state}, waiting for ${wanted}`)
    await new Promise(r => setTimeout(r, 300))
  }
}

async function staffAccount(server) {
  const staff = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('实验员'))
  await server.app.db.insertInto('user_roles').values({ user_id: Number(staff.userId), role: contracts.LAB_ROLE, created_at: server.now() }).execute()
  return staff
}

/** a lab kit bound through the wizard's calls */
async function boundKit(server, staff, user, draft = {}) {
  const batch = await ok(server, 'POST', endpoints.LAB_ENDPOINTS.produceBatch.path, { token: staff.token, body: { sku: 'standard', count: 1 } })
  const barcode = batch.barcodes[0]
  await consent(server, user.token)
  await ok(server, 'PUT', endpoints.BIND_ENDPOINTS.saveDraft.path, { token: user.token, body: { barcode, appellation: 'me', name: '周雨桐', surname: '周', sex: 'female', birthday: '1988-04-01', nation: '汉族', collected: true, collectDate: new Date(server.now()).toISOString().slice(0, 10), salivaAgree: true, ...draft } })
  await ok(server, 'POST', endpoints.BIND_ENDPOINTS.submit.path, { token: user.token, body: {} })
  return barcode
}

journey('import entry: every 导入数据 link opens /import, which lists the formats and opens the chip and Y importers; the account centre links it and the balance', async ({ page, base, server }) => {
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  assert.strictEqual(await page.locator('.xg-header__import').first().getAttribute('href'), '/import')
  assert.ok((await page.locator('.xg-footer a[href="/import"]').count()) > 0, 'the footer links /import')
  await click(page, '.xg-home__import')
  await page.waitForURL(u => u.pathname === '/import')
  await seeText(page, '导入基因数据', '芯片原始数据', 'Y 染色体全序列数据', '支持格式', '23魔方', 'WeGene 微基因', '23andMe', 'VCF')
  assert.ok(!(await bodyText(page)).includes('建设中'), '/import is built')
  await shot(page, 'entries-import')
  // a visitor is asked to sign in by the importer itself
  await click(page, '.xg-import-home__go--chip')
  await page.waitForURL(u => u.pathname === '/auth/signin')

  const user = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('入口'))
  await accounts.useSession(page, base, user)
  await page.goto(base + '/user', { waitUntil: 'networkidle' })
  await seeText(page, '导入基因数据', '我的余额')
  await shot(page, 'entries-account-centre')
  await click(page, '.xg-account-home__menu >> text=导入基因数据')
  await page.waitForURL(u => u.pathname === '/import')
  await click(page, '.xg-import-home__go--yfull')
  await page.waitForURL(u => u.pathname === '/import/yfull')
  await seeText(page, '导入 Y 染色体全序列数据')
  await page.goto(base + '/user', { waitUntil: 'networkidle' })
  await click(page, '.xg-account-home__menu >> text=我的余额')
  await page.waitForURL(u => u.pathname === '/balance/withdraw')
  await seeText(page, '余额')
})

journey('home chips open their pages (topics, products, the family album); every chip has a page; the drawer closes after a navigation', async ({ page, base }) => {
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  await seeText(page, '一次检测，四类报告')
  // every chip's page is built now: none is left as plain text (a chip whose page is not built would be)
  assert.strictEqual(await page.locator('.xg-home__tag--plain').count(), 0, 'no chip is plain text')
  assert.strictEqual(await page.locator('a.xg-home__tag >> text=家族相册').count(), 1)
  assert.strictEqual(new URL(await page.locator('a.xg-home__tag >> text=家族相册').getAttribute('href'), base).pathname, '/ancestry/family-tree/gallery')
  await click(page, 'a.xg-home__tag >> text=遗传风险')
  await page.waitForURL(u => u.pathname === '/topics/disease')
  await seeText(page, '疾病')
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  // the product cards are the catalogue's (features/commerce/HomeProducts)
  await click(page, 'a.xg-home__products-card[data-product="ancestry"]')
  await page.waitForURL(u => u.pathname === '/shop/product-detail' && u.searchParams.get('id') === 'ancestry')
  await seeText(page, '基因寻根·祖源版')
  await shot(page, 'entries-home-product')

  await page.setViewportSize(PHONE)
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  await click(page, '.xg-header__burger')
  await page.waitForSelector('.xg-drawer__panel >> visible=true')
  await click(page, '.xg-drawer__link >> text=遗传风险')
  await page.waitForURL(u => u.pathname !== '/')
  await page.waitForTimeout(600)
  assert.strictEqual(await page.locator('.xg-drawer__panel >> visible=true').count(), 0, 'the drawer closed after the navigation')
  await page.screenshot({ path: path.join(OUT, 'entries-drawer-after-navigation-phone.png') })
  // back: the page below does not show the drawer either
  await page.goBack()
  await page.waitForURL(u => u.pathname === '/')
  await page.waitForTimeout(600)
  assert.strictEqual(await page.locator('.xg-drawer__panel >> visible=true').count(), 0, 'the drawer is closed on the page gone back to')
  // the logo, with the drawer open: the home page opens without the drawer over it
  await page.goto(base + '/shop/gene', { waitUntil: 'networkidle' })
  await click(page, '.xg-header__burger')
  await page.waitForSelector('.xg-drawer__panel >> visible=true')
  await click(page, '.xg-header__brand')
  await page.waitForURL(u => u.pathname === '/')
  await page.waitForTimeout(600)
  assert.strictEqual(await page.locator('.xg-drawer__panel >> visible=true').count(), 0, 'the drawer closed after the logo was tapped')
  await page.screenshot({ path: path.join(OUT, 'entries-drawer-after-logo-phone.png') })
  await page.goBack()
  await page.waitForURL(u => u.pathname === '/shop/gene')
  await page.waitForTimeout(600)
  assert.strictEqual(await page.locator('.xg-drawer__panel >> visible=true').count(), 0, 'and is closed on the page gone back to')
  await page.setViewportSize({ width: 1440, height: 900 })
})

journey('import a second new person: the relation is asked (a second 本人 refused), the 称呼 is kept from the real name; imported data offers no upgrade', async ({ page, base, server }) => {
  const user = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('导入'))
  await consent(server, user.token)
  const first = await importFile(server, user.token, await rawFile(), { name: '黄海燕', gender: 'female', birthday: '1975-03-08', appellation: 'me' })
  await accounts.useSession(page, base, user)
  await page.goto(base + '/import/chip', { waitUntil: 'networkidle' })
  await seeText(page, '导入芯片数据', '黄海燕', '新建检测人')
  await click(page, '.xg-choices--import-person .xg-choices__item >> text=新建检测人')
  await seeText(page, '检测人是您的')
  // the button stays off until the relation is chosen
  await fill(page, '.xg-field--import-name', '黄秀英')
  await click(page, '.xg-field--import-appellation .xg-choices__item >> text=本人')
  await seeText(page, '您已绑定过该关系的检测人')
  await click(page, '.xg-field--import-appellation .xg-choices__item >> text=母亲')
  await page.waitForSelector('.xg-field--import-sex .xg-choices__item--selected >> text=女')
  await page.locator('.xg-import .xg-persons__switch-row .xg-switch >> visible=true').first().click()
  await seeText(page, '寻亲称呼')
  await fill(page, '.xg-field--relatives-name', '秀英')
  await page.locator('.xg-date-field--import-birthday >> visible=true').first().click()
  await click(page, '.taro-picker__action >> text=确定')
  const chooser = page.waitForEvent('filechooser')
  await click(page, '.xg-import__file')
  await (await chooser).setFiles(await rawFile())
  await click(page, '.xg-import .xg-checkbox__box')
  await click(page, '.xg-import .xg-button >> text=开始导入')
  await seeText(page, '称呼不能包含检测人的真实姓名')
  await fill(page, '.xg-field--relatives-name', '海燕妈妈')
  await shot(page, 'entries-import-second-person')
  await click(page, '.xg-import .xg-button >> text=开始导入')
  await page.waitForURL(u => u.pathname.startsWith('/user/persons/detection-status/'), { timeout: 60000 })
  const barcode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop())
  const persons = await ok(server, 'GET', endpoints.PERSONS_ENDPOINTS.personsV2.path, { token: user.token, query: { page: 1, size: 10 } })
  const second = persons.list.find(p => p.name === '黄秀英')
  assert.deepStrictEqual([second.basic.appellation, second.basic.sex, second.basic.relativesName], ['mother', 'female', '海燕妈妈'])
  await waitState(server, user.token, barcode, 'published')
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '黄秀英', '数据已导入', '报告已发布')
  const status = await bodyText(page)
  assert.ok(!/genotyped|analysing|published|IMPORTED/.test(status), 'the import result speaks Chinese')
  await shot(page, 'entries-import-result')

  // imported data has no upgrade: its locked items say why, none offers 升级解锁
  await waitState(server, user.token, first.barcode, 'published')
  await page.goto(base + `/report/disease?barcode=${first.barcode}`, { waitUntil: 'networkidle' })
  await page.waitForSelector('.xg-report-row >> visible=true', { timeout: 30000 })
  const report = await bodyText(page)
  assert.ok(!report.includes('升级解锁'), 'no 升级解锁 on imported data')
  const locked = page.locator('.xg-report-row--locked >> visible=true')
  if ((await locked.count()) > 0) {
    await locked.first().click()
    await seeText(page, contracts.IMPORTED_DATA_LOCK_TEXT)
  }
  await shot(page, 'entries-imported-report')
}, { weight: 30 })

journey('detection status books the courier pickup the collection guide promises, then follows it; after a sex review the owner reads the laboratory\'s conclusion', async ({ page, base, server }) => {
  // the pickup dates offered are the browser's days; an earlier journey may have moved the
  // server's clock (an account's 15 cooling-off days): the browser keeps the same time
  await page.clock.setSystemTime(new Date(server.now()))
  const staff = await staffAccount(server)
  const user = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('回寄'))
  const barcode = await boundKit(server, staff, user)
  await ok(server, 'POST', endpoints.ACCOUNTS.addDeliveryAddress.path, {
    token: user.token,
    body: { receiverName: '周雨桐', mobile: '13900002222', nationCode: '86', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '东华门大街 1 号', isDefault: true }
  })
  await accounts.useSession(page, base, user)
  await page.goto(base + '/user/persons/bind/instructions', { waitUntil: 'networkidle' })
  await seeText(page, '在「检测进度」中预约上门取件')
  await page.goto(base + `/user/persons/detection-status/${barcode}`, { waitUntil: 'networkidle' })
  await seeText(page, '已绑定', '预约上门取件')
  await shot(page, 'entries-status-pickup')
  await click(page, '.xg-detection-status__pickup')
  await page.waitForURL(u => u.pathname === '/buy/express/return-shipping' && u.searchParams.get('barcode') === barcode)
  await seeText(page, '样本回寄', barcode, '周雨桐')
  assert.strictEqual(await page.locator(`.xg-checkbox--checked:has-text("${barcode}")`).count() > 0, true, 'the sample is chosen already')
  await click(page, '.xg-express-return .xg-button >> text=预约上门取件')
  await page.waitForURL(u => /^\/buy\/express\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith('return-shipping'), { timeout: 45000 })
  const mailNO = decodeURIComponent(new URL(page.url()).pathname.split('/').pop())
  await page.goto(base + `/user/persons/detection-status/${barcode}`, { waitUntil: 'networkidle' })
  await seeText(page, '已预约上门取件', mailNO)
  await shot(page, 'entries-status-pickup-booked')

  // the lab: a male file for a woman holds the report; staff correct the sex with a reason
  const lab = p => p.replace(':barcode', barcode)
  await ok(server, 'POST', lab(endpoints.LAB_ENDPOINTS.receive.path), { token: staff.token })
  await ok(server, 'POST', lab(endpoints.LAB_ENDPOINTS.qc.path), { token: staff.token, body: { passed: true } })
  const signed = contracts.signRequest({ method: 'POST', url: lab(endpoints.LAB_ENDPOINTS.uploadGenotype.path), query: {}, body: null }, { keys: contracts.DEVELOPMENT_SIGNING_KEYS, nowMs: server.now(), randomBytes: n => new Uint8Array(crypto.randomBytes(n)) })
  const form = new FormData()
  form.append('file', new Blob([fs.readFileSync(await rawFile('male', 7))]), 'male.txt')
  const up = await (await fetch(server.url + signed.url, { method: 'POST', headers: { token: staff.token }, body: form })).json()
  assert.strictEqual(up.code, 0, JSON.stringify(up))
  await waitState(server, user.token, barcode, 'held')
  const bare = await accounts.api(server, 'POST', lab(endpoints.LAB_ENDPOINTS.release.path), { token: staff.token, body: { note: '复核' } })
  assert.strictEqual(bare.code, 4006, 'a sex review needs its conclusion')
  await ok(server, 'POST', lab(endpoints.LAB_ENDPOINTS.release.path), { token: staff.token, body: { sexConclusion: 'genetic', reason: '经电话核实，绑定时性别选错' } })
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '报告已发布', '实验室复核说明', '检测人的性别已按基因检测结果更正为「男」', '经电话核实，绑定时性别选错')
  await shot(page, 'entries-status-sex-review')
  const person = await ok(server, 'GET', endpoints.PERSONS_ENDPOINTS.personsV2.path, { token: user.token, query: { page: 1, size: 10 } })
  assert.strictEqual(person.list[0].basic.sex, 'male')
}, { weight: 20 })

module.exports = journeys
