// The health report journeys of issue 15, in the browser against the real server (run.js starts
// it): (a) the demo report as a visitor, marked 示例; (b) a signed-in person's real report from a
// kit that went through the laboratory (the lab's own service, the genotypes of a real
// 1000 Genomes sample), opening an item of each area and an upgrade row; (c) a share link opened
// by a visitor and then revoked. Screenshots at phone and desktop sizes: report-*.png.
const assert = require('assert')
const { seeText, shot, OUT } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const accounts = require('../harness/accounts')
const fs = require('fs')
const os = require('os')
const path = require('path')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))
const { chromium } = require('playwright-core')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// Taro's H5 router keeps the pages below in the document (hidden): act on what is shown
const shown = (page, selector) => page.locator(`${selector} >> visible=true`)

/** screenshots at phone and desktop sizes with the first shown `selector` (a chart) scrolled into view */
async function shotOf(page, name, selector) {
  for (const [label, size] of Object.entries({ phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } })) {
    await page.setViewportSize(size)
    await page.waitForTimeout(150)
    await shown(page, selector).first().evaluate(el => el.scrollIntoView({ block: 'center' }))
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(OUT, `${name}-${label}.png`) })
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** a kit bound by `session` through the wizard's calls, received, QC passed, genotyped and analysed */
async function publishedKit(server, accounts, session) {
  const { LabService } = require(path.join(root, 'server/src/domains/lab'))
  const { writeThousandGenomesFile } = require(path.join(root, 'packages/genome/src'))
  const lab = new LabService(server.app.db, server.app.storage, server.now, id => server.app.analysis.enqueueAnalysis(id))
  const { barcodes: [barcode] } = await lab.produceBatch(null, 'standard', 1)
  const draft = {
    barcode, appellation: 'me', name: session.name, surname: session.name.slice(0, 1), sex: 'female', birthday: '1985-03-02', birthplace: '北京市北京市东城区', birthplaceCode: '110101',
    nation: '汉族', collected: true, collectDate: new Date(server.now() - 86400000).toISOString().slice(0, 10), salivaAgree: true, geneRelatives: false
  }
  // binding a kit needs the separate consent to sensitive personal information (issue 12)
  const consent = await accounts.api(server, 'POST', endpoints.CONSENT.accept.path, { body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] }, token: session.token })
  assert.strictEqual(consent.code, 0, JSON.stringify(consent))
  const saved = await accounts.api(server, 'PUT', endpoints.BIND_ENDPOINTS.saveDraft.path, { body: draft, token: session.token })
  assert.strictEqual(saved.code, 0, JSON.stringify(saved))
  const bound = await accounts.api(server, 'POST', endpoints.BIND_ENDPOINTS.submit.path, { body: {}, token: session.token })
  assert.strictEqual(bound.code, 0, JSON.stringify(bound))
  await lab.receive(null, barcode)
  await lab.qc(null, barcode, true)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-e2e-kit-'))
  const file = path.join(dir, 'NA18525.txt')
  await writeThousandGenomesFile({ sample: 'NA18525', out: file })
  await lab.uploadGenotype(null, barcode, fs.readFileSync(file), 'genotype.txt')
  fs.rmSync(dir, { recursive: true, force: true })
  await server.app.queue.drain(120_000)
  const summary = await lab.summary(barcode)
  assert.strictEqual(summary.state, 'published', JSON.stringify(summary))
  return barcode
}

journey('report: the demo report as a visitor, marked 示例, an item with genotypes and East Asian frequencies', async ({ page, base }) => {
  await page.goto(base + '/report', { waitUntil: 'networkidle' })
  await seeText(page, '示例用户', '示例', '千人基因组', '遗传特征', '药物反应')
  await shot(page, 'report-home-demo')
  await page.goto(base + '/report/traits', { waitUntil: 'networkidle' })
  await seeText(page, '示例', '遗传特征')
  await shown(page, 'a.xg-report-row').first().click()
  await seeText(page, '检测的位点', '你的基因型', '证据等级', '这个结果不意味着什么', '什么时候应该看医生')
  await page.goto(base + '/report/traits/detail/alcohol_flush', { waitUntil: 'networkidle' })
  await seeText(page, 'ALDH2', 'rs671', '东亚人群中', '哈迪-温伯格')
  // the allele frequency and the three genotype shares, the reader's own genotype marked
  assert.strictEqual(await shown(page, '.xg-chart__row').count(), 4)
  assert.strictEqual(await shown(page, '.xg-chart__row--mine').count(), 1)
  await shot(page, 'report-detail-traits-demo')
  await shotOf(page, 'report-detail-chart', '.xg-chart')

  // a topic written from the knowledge base, with the genotype-share chart of each marker
  await page.goto(base + '/topics/disease/gout', { waitUntil: 'networkidle' })
  await seeText(page, '痛风', 'ABCG2', '什么时候应该看医生', '东亚人群中携带', '哈迪-温伯格')
  assert.ok(await shown(page, '.xg-chart__row').count() >= 3, 'the topic draws its frequency charts')
  await shotOf(page, 'topic-gout-chart', '.xg-chart')
  // the demo carries the health markers (simulated, said in the banner): a score item's position among East Asians, drawn
  await page.goto(base + '/report/disease/detail/gout', { waitUntil: 'networkidle' })
  await seeText(page, '示例', '模拟', '在东亚人群中的位置', '百分位按各位点的东亚人群等位基因频率')
  assert.strictEqual(await shown(page, '.xg-chart__marker').count(), 1)
  await shotOf(page, 'report-detail-score-chart', '.xg-chart__position')
  // the topics built for issue 15: ancestry, lumbar disc herniation (no result, said plainly), the drug web view with the HLA statement
  await page.goto(base + '/topics/ancestry', { waitUntil: 'networkidle' })
  await seeText(page, '祖源构成', 'PhyloTree Build 17')
  await page.goto(base + '/topics/disease/lumbar-disc-herniation', { waitUntil: 'networkidle' })
  await seeText(page, '报告暂不提供这一项', 'CHST3', 'PMID: 24216480')
  await shot(page, 'topic-lumbar')
  await page.goto(base + '/topics/drug', { waitUntil: 'networkidle' })
  await seeText(page, '本芯片不能检测', 'HLA-B*15:02', 'HLA-B*58:01', '氯吡格雷')
  await page.goto(base + '/topics/trait', { waitUntil: 'networkidle' })
  await seeText(page, '身高相关基因', '血清白蛋白')

  // the electronic report: a PDF with the Chinese font embedded; its first page as an image
  await page.goto(base + '/report/electronic-report', { waitUntil: 'networkidle' })
  await seeText(page, '报告 PDF', '示例')
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), shown(page, '.xg-button').filter({ hasText: '下载电子报告' }).first().click()])
  const pdf = path.join(OUT, 'report-demo.pdf')
  await download.saveAs(pdf)
  const bytes = fs.readFileSync(pdf)
  assert.strictEqual(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
  assert.ok(bytes.toString('latin1').includes('NotoSansCJK'), 'the Chinese font is embedded')
  if (fs.existsSync('/usr/bin/pdftoppm')) {
    require('child_process').execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(OUT, 'report-pdf-page1')])
  }
}, { weight: 20 })

journey('report: a signed-in person\'s real report, an item of each area, an upgrade row, a share link seen by a visitor and revoked', async ({ page, base, server }) => {
  const session = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('报告'))
  const barcode = await publishedKit(server, accounts, session)
  await accounts.useSession(page, base, session)
  await page.goto(base + '/report', { waitUntil: 'networkidle' })
  await seeText(page, session.name, barcode, '健康报告')
  assert.strictEqual(await shown(page, '.xg-report-head__sample').count(), 0, 'a real report is not marked 示例')
  await shot(page, 'report-home')
  const areas = [['/report/disease', 'disease'], ['/report/carrier-status', 'carrier'], ['/report/drug', 'drug'], ['/report/traits', 'traits'], ['/report/nutrition', 'nutrition'], ['/report/fitness/classify', 'fitness'], ['/report/skin/classify', 'skin']]
  for (const [list, name] of areas) {
    await page.goto(base + list, { waitUntil: 'networkidle' })
    await seeText(page, session.name)
    const first = shown(page, 'a.xg-report-row[href*="detail"]').first()
    await first.click()
    await seeText(page, '检测的位点', '证据等级')
    await shot(page, `report-detail-${name}`)
  }
  // heart items need the disease + heartDisease submodules: an upgrade row leads to /buy/upgrade
  await page.goto(base + '/report/disease', { waitUntil: 'networkidle' })
  await seeText(page, '升级解锁')
  const upgrade = shown(page, 'a.xg-report-row').filter({ hasText: '升级解锁' }).first()
  assert.ok((await upgrade.getAttribute('href')).startsWith('/buy/upgrade'))

  // share: the owner makes a link on the report home; a second browser context opens it
  await page.goto(base + '/report', { waitUntil: 'networkidle' })
  // issue 20 item 7: the owner chooses how long the link works (30 days unless chosen)
  await seeText(page, '链接有效期', '7 天', '30 天', '直到我撤销')
  await shown(page, '.xg-choices--share-validity .xg-choices__item >> text=7 天').click()
  await shown(page, '.xg-share__actions .xg-button').first().click()
  await seeText(page, '/s/', '有效期至')
  // the link given is the token's short link (spec 2.1 /s/:token), which opens the report in share mode
  const url = (await shown(page, '.xg-share__url').first().innerText()).trim()
  assert.ok(/\/s\/[A-Za-z0-9_-]{32}$/.test(url), url)
  // a second browser: nothing of the owner's session
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] })
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' })
  try {
    const v = await visitor.newPage()
    await v.goto(url, { waitUntil: 'networkidle' })
    await v.waitForURL(u => u.pathname === '/report' && u.searchParams.get('share_barcode') === barcode, { timeout: 15000 })
    await seeText(v, session.name, '健康报告', '这是一份分享的报告', '有效期至', '（北京时间）')
    assert.strictEqual(await shown(v, '.xg-footer').count(), 0, 'share mode hides the footer')
    await v.screenshot({ path: path.join(OUT, 'report-shared-phone.png') })
    // revoke, and the same link shows nothing of the report any more
    await shown(page, '.xg-share__row .xg-button').first().click()
    await page.waitForFunction(() => [...document.querySelectorAll('.taro__modal')].some(el => el.textContent.includes('撤销后') && el.style.display !== 'none'), null, { timeout: 15000 })
    await shown(page, '.taro__modal .taro-model__confirm').first().click()
    await page.waitForFunction(() => !document.querySelector('.xg-share__url') || [...document.querySelectorAll('.xg-share__url')].every(el => !el.offsetParent), null, { timeout: 15000 })
    await v.reload({ waitUntil: 'networkidle' })
    await seeText(v, '没有找到这份报告')
    // and the short link itself says it no longer works
    await v.goto(url, { waitUntil: 'networkidle' })
    await seeText(v, '链接已失效')
  } finally {
    await browser.close()
  }
}, { weight: 40 })

module.exports = journeys
