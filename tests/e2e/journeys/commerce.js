// The commerce journeys of issue 17: a visitor finds a test in the shop, signs in, orders it,
// pays in the sandbox cashier (the server verifies the signed, encrypted notification) and sees
// the order paid; cancelling an unpaid order; a refund; finding orders by phone; an upgrade of a
// published detection paid in the cashier, after which the report shows the unlocked items
// (recomputed from the stored raw data, no new sample); Alipay's sandbox gateway; the pages of
// the Y full-sequence path, the speed package and the staff's catalogue; a partner channel's link
// ordered at the channel's price, and a staff test purchase for 0.01 yuan.
const assert = require('assert')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const fs = require('fs')
const os = require('os')
const path = require('path')
const { signUpViaApi, useSession, newPhone, newName, api, latestCode } = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))

function shown(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}
async function fill(page, selector, value) {
  await shown(page, `${selector} input, input${selector}`).fill(value)
}
async function confirmModal(page, text) {
  await page.waitForFunction(t => [...document.querySelectorAll('.taro__modal')].some(el => el.textContent.includes(t) && el.style.display !== 'none'), text, { timeout: 15000 })
  await shown(page, '.taro__modal .taro-model__confirm').click()
}

journey('commerce: visitor → product → sign in → order → sandbox cashier → paid; refund; the order in the list', async ({ page, base, server }) => {
  await page.goto(base + '/shop/gene', { waitUntil: 'networkidle' })
  await seeText(page, '基因寻根·健康+祖源 标准版', '¥499.00', '基因寻根·祖源版')
  await shot(page, 'commerce-shop')
  await shown(page, '.xg-product-card >> text=基因寻根·健康+祖源 标准版').click()
  await page.waitForURL(u => u.pathname === '/shop/product-detail')
  await seeText(page, '多盒优惠', '2 盒起 ¥449.00/盒', '相关版本', '健康+祖源 标准版（免采样）')
  await shown(page, '.xg-button >> text=立即购买').click()
  await page.waitForURL(u => u.pathname === '/buy/STANDARD_ANCESTRY/order')
  await seeText(page, '采样盒寄往', '¥499.00')
  assert.match(await page.title(), /确认订单/)

  const account = await signUpViaApi(server, newPhone(), newName('买家'))
  await useSession(page, base, account)
  await page.goto(base + '/buy/STANDARD_ANCESTRY/order', { waitUntil: 'networkidle' })
  await seeText(page, '采样盒寄往', '应付')
  await shown(page, '.xg-stepper__plus').click()
  await seeText(page, '¥898.00')
  await fill(page, '.xg-input-name', '王小明')
  await fill(page, '.xg-input-mobile', account.phone)
  await fill(page, '.xg-input-address', '北京市东城区东华门街道东华门大街 1 号')
  await shot(page, 'commerce-order')
  await shown(page, '.xg-button >> text=提交订单并支付').click()

  // the sandbox cashier (server page), then back to the shop's success page
  await page.waitForURL(u => u.pathname === '/sandbox/cashier')
  await seeText(page, '沙箱收银台', '¥898.00', '不会产生真实扣款')
  await shot(page, 'commerce-cashier')
  await page.click('#pay')
  await page.waitForURL(u => u.pathname === '/buy/order-success')
  await seeText(page, '支付成功', '已支付')
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  await shot(page, 'commerce-paid')

  // the order detail: paid, its kit waits for the laboratory's batches (not on this branch)
  await shown(page, '.xg-button >> text=查看订单').click()
  await page.waitForURL(u => u.pathname === `/user/orders/${orderNo}`)
  await seeText(page, '已支付', '¥898.00', '等待分配采样盒', '王小明')
  // refund before shipping
  await shown(page, '.xg-button >> text=申请退款').click()
  await confirmModal(page, '确认申请退款吗')
  await seeText(page, '已退款', '¥898.00')
  const detail = await api(server, 'GET', endpoints.COMMERCE.order.path.replace(':orderNo', orderNo), { token: account.token })
  assert.strictEqual(detail.data.state, 'REFUNDED')
  assert.strictEqual(detail.data.refundedFen, 89800)

  await page.goto(base + '/user/orders', { waitUntil: 'networkidle' })
  await seeText(page, orderNo, '已退款')
  await shot(page, 'commerce-orders')
}, { weight: 30, noKits: true })

journey('commerce: cancel an unpaid order from its page', async ({ page, base, server }) => {
  const account = await signUpViaApi(server, newPhone(), newName('取消'))
  const created = await api(server, 'POST', endpoints.COMMERCE.createOrder.path, { token: account.token, body: { commodityId: 'standard-reuse', count: 1, idempotencyKey: `e2e-cancel-${Date.now()}` } })
  assert.strictEqual(created.code, 0, JSON.stringify(created))
  await useSession(page, base, account)
  await page.goto(base + `/user/orders/${created.data.orderNo}`, { waitUntil: 'networkidle' })
  await seeText(page, '待支付', '去支付', '取消订单')
  await shown(page, '.xg-button >> text=取消订单').click()
  await confirmModal(page, '确认取消该订单吗')
  await seeText(page, '已取消')
}, { noKits: true })

journey('commerce: redeem a coupon code, and find an order by the receiver phone', async ({ page, base, server }) => {
  const account = await signUpViaApi(server, newPhone(), newName('券'))
  await useSession(page, base, account)
  await page.goto(base + '/user/coupon', { waitUntil: 'networkidle' })
  await fill(page, '.xg-coupon-code', 'XUNGEN50')
  await shown(page, '.xg-button >> text=兑换').click()
  await seeText(page, '新人立减 50 元', '满 299.00 元减 50.00 元', '可使用')
  await shot(page, 'commerce-coupon')

  const receiverPhone = newPhone()
  const created = await api(server, 'POST', endpoints.COMMERCE.createOrder.path, {
    token: account.token,
    body: { commodityId: 'hp', count: 1, idempotencyKey: `e2e-retrieve-${Date.now()}`, receiver: { name: '李四', mobile: receiverPhone, nationCode: '86', address: '上海市黄浦区南京东路 100 号' } }
  })
  assert.strictEqual(created.code, 0, JSON.stringify(created))
  await page.goto(base + '/user/orders/retrieve', { waitUntil: 'networkidle' })
  await fill(page, '.xg-field--phone', receiverPhone)
  await shown(page, '.xg-code-button').click()
  const code = await latestCode(server, receiverPhone, 'login')
  await fill(page, '.xg-field--code', code)
  await shown(page, '.xg-button >> text=查询订单').click()
  await seeText(page, created.data.orderNo, '幽门螺杆菌检测')
  await shot(page, 'commerce-retrieve')
}, { noKits: true })

// produces a lab batch (sku standard): the journeys marked noKits run before it, so their paid order gets no kit
journey('commerce: upgrade a published detection → pay the difference in the cashier → the report gains the items, no new sample', async ({ page, base, server }) => {
  const account = await signUpViaApi(server, newPhone(), newName('升级'))
  const barcode = await publishedKit(server, account)
  const samplesBefore = await server.app.db.selectFrom('samples').select('id').where('barcode', '=', barcode).execute()
  await useSession(page, base, account)
  await page.goto(base + '/report/disease', { waitUntil: 'networkidle' })
  await seeText(page, '升级解锁')
  const upgradeRows = () => page.locator('a.xg-report-row >> visible=true').filter({ hasText: '升级解锁' })
  const locked = await upgradeRows().count()
  assert.ok(locked > 0)

  await page.goto(base + `/buy/upgrade?barcode=${barcode}`, { waitUntil: 'networkidle' })
  await seeText(page, '升级到 基因寻根 健康+祖源 标准版 V4', '499.00 元版本升级到 699.00 元版本，只需补差价 200.00 元', '遗传风险', '补差价 ¥200.00 升级')
  await shot(page, 'commerce-upgrade')
  await shown(page, '.xg-upgrade__buy').click()
  await page.waitForURL(u => u.pathname === '/sandbox/cashier')
  await seeText(page, '沙箱收银台', '¥200.00')
  await page.click('#pay')
  await page.waitForURL(u => u.pathname === '/buy/order-success')
  await seeText(page, '支付成功', '已完成')
  await server.app.queue.drain(120_000)

  await page.goto(base + '/report/disease', { waitUntil: 'networkidle' })
  // the detection is V4 now; the heart items it unlocked are rows of the report (this sample's
  // file, the 1000 Genomes markers of the panel, does not carry their SNPs: they read 未检出)
  await seeText(page, '遗传风险', '标准版 V4', '冠心病', '心房颤动')
  assert.strictEqual(await upgradeRows().count(), 0)
  await shot(page, 'commerce-upgrade-report')
  // no new sample: the same sample rows; a new stored result computed from the raw data
  assert.deepStrictEqual(await server.app.db.selectFrom('samples').select('id').where('barcode', '=', barcode).execute(), samplesBefore)
  await page.goto(base + `/buy/upgrade?barcode=${barcode}`, { waitUntil: 'networkidle' })
  await seeText(page, '暂无可升级的样本')
}, { weight: 24 })

journey('commerce: Alipay on a phone browser through the sandbox gateway; the speed package; the Y full-sequence pages; the staff catalogue', async ({ page, base, server }) => {
  const account = await signUpViaApi(server, newPhone(), newName('支付宝'))
  const created = await api(server, 'POST', endpoints.COMMERCE.createOrder.path, { token: account.token, body: { commodityId: 'standard-reuse', count: 1, idempotencyKey: `e2e-alipay-${Date.now()}` } })
  assert.strictEqual(created.code, 0, JSON.stringify(created))
  const prepay = await api(server, 'POST', endpoints.COMMERCE.pay.path.replace(':orderNo', created.data.orderNo), { token: account.token, body: { payType: 'ALIPAY_WAP' } })
  assert.strictEqual(prepay.data.kind, 'redirect')
  await useSession(page, base, account)
  await page.goto(base + prepay.data.url, { waitUntil: 'networkidle' })
  await seeText(page, '支付宝沙箱收银台', '¥399.00')
  await shot(page, 'commerce-alipay')
  await page.click('#pay')
  await page.waitForURL(u => u.pathname === '/buy/order-success')
  await seeText(page, '支付成功')

  // PayPal: the sandbox approval page, back to /buy/paypal-success, which captures; the webhook credits
  const second = await api(server, 'POST', endpoints.COMMERCE.createOrder.path, { token: account.token, body: { commodityId: 'ancestry-reuse', count: 1, idempotencyKey: `e2e-paypal-${Date.now()}` } })
  const toPaypal = await api(server, 'POST', endpoints.COMMERCE.pay.path.replace(':orderNo', second.data.orderNo), { token: account.token, body: { payType: 'PAYPAL' } })
  await page.goto(base + toPaypal.data.url, { waitUntil: 'networkidle' })
  await seeText(page, 'PayPal Sandbox Checkout', 'CNY 199.00')
  await page.click('#approve')
  await page.waitForURL(u => u.pathname === '/buy/paypal-success')
  await seeText(page, '支付成功', '检测将使用您已寄回的样本进行')
  await shot(page, 'commerce-paypal-success')

  await page.goto(base + '/buy/speed-package', { waitUntil: 'networkidle' })
  await seeText(page, '加急服务（¥99.00）', '还没有绑定的样本')
  await shot(page, 'commerce-speed')
  await page.goto(base + '/shop/yfull', { waitUntil: 'networkidle' })
  await page.waitForURL(u => u.pathname === '/shop/yfull-noreport')
  await seeText(page, '请先选择一位已绑定样本的检测人')
  await shot(page, 'commerce-yfull-noreport')
  await page.goto(base + '/shop/yfull-compare', { waitUntil: 'networkidle' })
  await seeText(page, '父系 Y 染色体深度检测', '¥1999.00')
  await shot(page, 'commerce-yfull-compare')
  await page.goto(base + '/protocol/buy', { waitUntil: 'networkidle' })
  await seeText(page, '购买协议', '不适用七日无理由退货')
  await shot(page, 'commerce-protocol-buy')

  // the staff catalogue: an operator changes a price; the shop shows it
  const operator = await signUpViaApi(server, newPhone(), newName('运营'))
  const { LabService } = require(path.join(root, 'server/src/domains/lab'))
  await new LabService(server.app.db, server.app.storage, server.now, async () => {}).grantRole(Number(operator.userId), 'operator')
  await useSession(page, base, operator)
  await page.goto(base + '/ops/commerce', { waitUntil: 'networkidle' })
  await seeText(page, '商品与价格管理', '幽门螺杆菌检测')
  await shown(page, '.xg-catalogue__row[data-alias="amh"] .xg-ops-edit').click()
  await fill(page, '.xg-ops-price', '189.00')
  await fill(page, '.xg-ops-packages textarea, textarea.xg-ops-packages', '1 189.00')
  await shot(page, 'commerce-ops')
  await shown(page, '.xg-ops-save').click()
  await seeText(page, '¥189.00')
  const detail = await api(server, 'GET', endpoints.COMMERCE.commodityDetail.path.replace(':commodityId', 'amh'))
  assert.strictEqual(detail.data.skuInfos[0].actualPriceFen, 18900)
}, { weight: 30 })

journey("commerce: a partner channel's link → sign in → order at the channel price → sandbox cashier → paid; a staff test purchase for 0.01 yuan", async ({ page, base, server }) => {
  // a visitor opens the partner's link: the channel's products at its price, its period and limit
  await page.goto(base + '/buy/distribution?channel=DEMO-CLINIC', { waitUntil: 'networkidle' })
  await seeText(page, '示例渠道·体检中心会员专享', '有效期', '每个账号限购 2 件', '¥399.00', '商城价 ¥499.00', '¥249.00', '登录后购买')
  await shot(page, 'commerce-distribution')
  await shown(page, '.xg-button >> text=登录后购买').click()
  await page.waitForURL(u => u.pathname === '/auth/signin')
  assert.strictEqual(new URL(page.url()).searchParams.get('from'), '/buy/distribution?channel=DEMO-CLINIC')

  const account = await signUpViaApi(server, newPhone(), newName('渠道'))
  await useSession(page, base, account)
  await page.goto(base + '/buy/distribution?channel=DEMO-CLINIC', { waitUntil: 'networkidle' })
  await seeText(page, '您已购买 0 件，还可购买 2 件', '采样盒寄往')
  await shown(page, '.xg-channel__item >> text=基因寻根·祖源版').click()
  await shown(page, '.xg-stepper__plus').click()
  await seeText(page, '¥498.00')
  await fill(page, '.xg-input-name', '赵小雨')
  await fill(page, '.xg-input-mobile', account.phone)
  await fill(page, '.xg-input-address', '上海市徐汇区漕溪北路 100 号')
  await shot(page, 'commerce-distribution-order')
  await shown(page, '.xg-button >> text=提交订单并支付').click()
  await page.waitForURL(u => u.pathname === '/sandbox/cashier')
  await seeText(page, '沙箱收银台', '¥498.00')
  await page.click('#pay')
  await page.waitForURL(u => u.pathname === '/buy/order-success')
  await seeText(page, '支付成功', '基因寻根·祖源版', '¥498.00')
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  const detail = await api(server, 'GET', endpoints.COMMERCE.order.path.replace(':orderNo', orderNo), { token: account.token })
  assert.strictEqual(detail.data.paidAt !== null, true)
  assert.strictEqual(detail.data.payableFen, 49800)
  // the limit is reached: the page says so and offers no order
  await page.goto(base + '/buy/distribution?channel=DEMO-CLINIC', { waitUntil: 'networkidle' })
  await seeText(page, '每个账号限购 2 件，您已购满')
  await shot(page, 'commerce-distribution-full')
  // the partner order's result page shows the same order
  await page.goto(base + `/buy/popopet-success?orderNo=${orderNo}`, { waitUntil: 'networkidle' })
  await seeText(page, '支付成功', orderNo, '¥498.00')
  await shot(page, 'commerce-popopet-success')
  // an unknown channel
  await page.goto(base + '/buy/distribution?channel=NO-SUCH', { waitUntil: 'networkidle' })
  await seeText(page, '该渠道不存在，请核对链接')

  // the staff's test purchase: refused to the buyer, 0.01 yuan through the cashier for an operator
  await page.goto(base + '/buy/product-test', { waitUntil: 'networkidle' })
  await seeText(page, '当前账号没有运营权限')
  await shot(page, 'commerce-product-test-refused')
  const operator = await signUpViaApi(server, newPhone(), newName('运营'))
  const { LabService } = require(path.join(root, 'server/src/domains/lab'))
  await new LabService(server.app.db, server.app.storage, server.now, async () => {}).grantRole(Number(operator.userId), 'operator')
  await useSession(page, base, operator)
  await page.goto(base + '/buy/product-test', { waitUntil: 'networkidle' })
  await seeText(page, '商品试购', '不寄送采样盒', '幽门螺杆菌检测')
  await shown(page, '.xg-test-item >> text=幽门螺杆菌检测').click()
  await shot(page, 'commerce-product-test')
  await shown(page, '.xg-button >> text=试购「幽门螺杆菌检测」¥0.01').click()
  await page.waitForURL(u => u.pathname === '/sandbox/cashier')
  await seeText(page, '¥0.01')
  await page.click('#pay')
  await page.waitForURL(u => u.pathname === '/buy/order-success')
  await seeText(page, '支付成功', '这是一笔试购订单')
  await shot(page, 'commerce-product-test-paid')
}, { weight: 27 })

/** a kit bound by `session` through the wizard's calls, received, QC passed, genotyped and analysed */
async function publishedKit(server, session) {
  const { LabService } = require(path.join(root, 'server/src/domains/lab'))
  const { writeThousandGenomesFile } = require(path.join(root, 'packages/genome/src'))
  const lab = new LabService(server.app.db, server.app.storage, server.now, id => server.app.analysis.enqueueAnalysis(id))
  const { barcodes: [barcode] } = await lab.produceBatch(null, 'standard', 1)
  const draft = {
    barcode, appellation: 'me', name: session.name, surname: session.name.slice(0, 1), sex: 'male', birthday: '1980-05-17', birthplace: '北京市北京市东城区', birthplaceCode: '110101',
    nation: '汉族', collected: true, collectDate: new Date(server.now() - 86400000).toISOString().slice(0, 10), salivaAgree: true, geneRelatives: false
  }
  const consent = await api(server, 'POST', endpoints.CONSENT.accept.path, { body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] }, token: session.token })
  assert.strictEqual(consent.code, 0, JSON.stringify(consent))
  assert.strictEqual((await api(server, 'PUT', endpoints.BIND_ENDPOINTS.saveDraft.path, { body: draft, token: session.token })).code, 0)
  const bound = await api(server, 'POST', endpoints.BIND_ENDPOINTS.submit.path, { body: {}, token: session.token })
  assert.strictEqual(bound.code, 0, JSON.stringify(bound))
  await lab.receive(null, barcode)
  await lab.qc(null, barcode, true)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-e2e-upgrade-'))
  const file = path.join(dir, 'NA18525.txt')
  await writeThousandGenomesFile({ sample: 'NA18525', out: file })
  await lab.uploadGenotype(null, barcode, fs.readFileSync(file), 'genotype.txt')
  fs.rmSync(dir, { recursive: true, force: true })
  await server.app.queue.drain(120_000)
  assert.strictEqual((await lab.summary(barcode)).state, 'published')
  return barcode
}

module.exports = journeys
