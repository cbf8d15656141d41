// The commerce journeys of issue 17: a visitor finds a test in the shop, signs in, orders it,
// pays in the sandbox cashier (the server verifies the signed, encrypted notification) and sees
// the order paid; cancelling an unpaid order; a refund; finding orders by phone.
const assert = require('assert')
const path = require('path')
const { signUpViaApi, useSession, newPhone, newName, api, latestCode } = require('./accounts')

const root = path.resolve(__dirname, '../..')
const contracts = require(path.join(root, 'packages/contracts/src'))

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

function register(journey, { seeText, shot }) {
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
    const detail = await api(server, 'GET', contracts.COMMERCE_API.order.path.replace(':orderNo', orderNo), { token: account.token })
    assert.strictEqual(detail.data.state, 'REFUNDED')
    assert.strictEqual(detail.data.refundedFen, 89800)

    await page.goto(base + '/user/orders', { waitUntil: 'networkidle' })
    await seeText(page, orderNo, '已退款')
    await shot(page, 'commerce-orders')
  })

  journey('commerce: cancel an unpaid order from its page', async ({ page, base, server }) => {
    const account = await signUpViaApi(server, newPhone(), newName('取消'))
    const created = await api(server, 'POST', contracts.COMMERCE_API.createOrder.path, { token: account.token, body: { commodityId: 'standard-reuse', count: 1, idempotencyKey: `e2e-cancel-${Date.now()}` } })
    assert.strictEqual(created.code, 0, JSON.stringify(created))
    await useSession(page, base, account)
    await page.goto(base + `/user/orders/${created.data.orderNo}`, { waitUntil: 'networkidle' })
    await seeText(page, '待支付', '去支付', '取消订单')
    await shown(page, '.xg-button >> text=取消订单').click()
    await confirmModal(page, '确认取消该订单吗')
    await seeText(page, '已取消')
  })

  journey('commerce: redeem a coupon code, and find an order by the receiver phone', async ({ page, base, server }) => {
    const account = await signUpViaApi(server, newPhone(), newName('券'))
    await useSession(page, base, account)
    await page.goto(base + '/user/coupon', { waitUntil: 'networkidle' })
    await fill(page, '.xg-coupon-code', 'XUNGEN50')
    await shown(page, '.xg-button >> text=兑换').click()
    await seeText(page, '新人立减 50 元', '满 299.00 元减 50.00 元', '可使用')
    await shot(page, 'commerce-coupon')

    const receiverPhone = newPhone()
    const created = await api(server, 'POST', contracts.COMMERCE_API.createOrder.path, {
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
  })
}

module.exports = { register }
