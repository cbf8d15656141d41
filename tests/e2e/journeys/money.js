// The money journeys of issue 17 (items 6, 7, 8, 10): an invoice for a paid order arrives in the
// sandbox e-mail outbox as a PDF; friends help a (demo) fission activity, its reward is claimed
// into the balance, a withdrawal is asked for with an SMS code, finance staff refuse it in /ops
// and the money returns; the coupon gift and crowdfunding pages as a visitor sees them.
const assert = require('assert')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const path = require('path')
const { signUpViaApi, useSession, newPhone, newName, api, latestCode } = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const { ACTIVITIES, BALANCE, COMMERCE } = require(path.join(root, 'packages/contracts/src/endpoints'))

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

async function paidOrder(server, token, commodityId) {
  const created = await api(server, 'POST', COMMERCE.createOrder.path, { token, body: { commodityId, count: 1, idempotencyKey: `e2e-money-${Date.now()}` } })
  assert.strictEqual(created.code, 0, JSON.stringify(created))
  const prepay = await api(server, 'POST', COMMERCE.pay.path.replace(':orderNo', created.data.orderNo), { token, body: { payType: 'WECHAT_H5' } })
  const prepayId = new URL(prepay.data.url, server.url).searchParams.get('prepayId')
  await fetch(server.url + contracts.SANDBOX_CASHIER_PATH, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `prepayId=${prepayId}&outcome=SUCCESS` })
  return created.data
}

async function outboxFor(server, to) {
  for (let i = 0; i < 100; i++) {
    const { list } = await (await fetch(`${server.url}${contracts.DEV_EMAIL_OUTBOX_PATH}?to=${encodeURIComponent(to)}`)).json()
    if (list && list.length) return list
    await new Promise(r => setTimeout(r, 200))
  }
  throw new Error(`no e-mail was sent to ${to}`)
}

journey('money: an invoice for a paid order, as a company, arrives in the e-mail outbox as a PDF', async ({ page, base, server }) => {
  const buyer = await signUpViaApi(server, newPhone(), newName('开票'))
  const order = await paidOrder(server, buyer.token, 'standard-reuse')
  await useSession(page, base, buyer)
  await page.goto(base + `/user/orders/${order.orderNo}`, { waitUntil: 'networkidle' })
  await seeText(page, '已完成', '申请发票')
  await shown(page, '.xg-button >> text=申请发票').click()
  await page.waitForURL(u => u.pathname === '/buy/invoice')
  await seeText(page, '可开票金额', '¥399.00', '个人', '企业')
  await shown(page, '.xg-tabs__tab >> text=企业').click()
  await fill(page, '.xg-field--title', '示例科技有限公司')
  // a taxpayer code with a wrong check character is caught before sending
  await fill(page, '.xg-field--taxpayerCode', '91350100M000100Y44')
  await fill(page, '.xg-field--email', 'finance@example.com')
  await shown(page, '.xg-button >> text=提交申请').click()
  await seeText(page, '纳税人识别号校验位不正确，请核对')
  await shot(page, 'money-invoice-form')
  await fill(page, '.xg-field--taxpayerCode', '91350100M000100Y43')
  await shown(page, '.xg-button >> text=提交申请').click()
  await seeText(page, '91350100M000100Y43', '重新发送到')
  const [mail] = await outboxFor(server, 'finance@example.com')
  assert.strictEqual(mail.subject, `【基因寻根】订单 ${order.orderNo} 的电子发票`)
  assert.match(mail.attachmentName, /^发票-I\d{20}\.pdf$/)
  const pdf = Buffer.from(await (await fetch(server.url + mail.attachmentUrl)).arrayBuffer())
  assert.strictEqual(pdf.subarray(0, 5).toString(), '%PDF-')
  await page.reload({ waitUntil: 'networkidle' })
  await seeText(page, '已发送至邮箱', 'finance@example.com')
  await shot(page, 'money-invoice-sent')
})

journey('money: friends help a demo fission activity, the reward goes to the balance, a withdrawal is refused by finance and returns', async ({ page, base, server }) => {
  const inviter = await signUpViaApi(server, newPhone(), newName('邀请'))
  await useSession(page, base, inviter)
  await page.goto(base + '/fission/hearing', { waitUntil: 'networkidle' })
  await seeText(page, '示例', '听力基因科普活动（示例）', '不是一项科研项目', '发起邀请')
  await shot(page, 'money-fission-hearing')
  await shown(page, '.xg-button >> text=发起邀请').click()
  await page.waitForURL(u => u.pathname === '/fission/invitation-friend')
  await seeText(page, '我的邀请码', '还差 3 位')
  const code = (await shown(page, '.xg-invite-code').textContent()).trim()
  assert.match(code, /^[23456789A-Z]{8}$/)
  await shot(page, 'money-fission-invite')

  // a friend opens the link and helps; two more help through the API
  const friend = await signUpViaApi(server, newPhone(), newName('好友'))
  await useSession(page, base, friend)
  await page.goto(base + `/fission/project-detail?key=hearing&code=${code}`, { waitUntil: 'networkidle' })
  await seeText(page, '好友邀请你为 TA 助力')
  await shown(page, '.xg-button >> text=为 TA 助力').click()
  await page.waitForURL(u => u.pathname === '/fission/fission-success')
  await seeText(page, '助力成功', '还差 2 位')
  await shot(page, 'money-fission-helped')
  for (let i = 0; i < 2; i++) {
    const f = await signUpViaApi(server, newPhone(), newName('好友'))
    const r = await api(server, 'POST', ACTIVITIES.helpFission.path, { token: f.token, body: { inviteCode: code } })
    assert.strictEqual(r.code, 0, JSON.stringify(r))
  }
  // a second reward of the same kind (this journey's stand-in for another activity), so that the sum reaches the 10-yuan minimum
  await server.app.db.transaction().execute(trx => server.app.balance.grantReward(trx, { userId: Number(inviter.userId), source: 'E2E', sourceRef: `e2e-${inviter.userId}`, title: '测试奖励', amountFen: 1000 }))

  // the inviter claims both rewards and asks for a withdrawal
  await useSession(page, base, inviter)
  await page.goto(base + '/balance/withdraw', { waitUntil: 'networkidle' })
  await seeText(page, '账户余额', '听力基因科普活动（示例） 邀请奖励', '领取 ¥5.00', '领取 ¥10.00')
  await shown(page, '.xg-button >> text=领取 ¥5.00').click()
  await seeText(page, '+5.00')
  await shown(page, '.xg-button >> text=领取 ¥10.00').click()
  await page.waitForFunction(() => document.querySelector('.xg-balance-amount')?.textContent === '15.00', null, { timeout: 15000 })
  await shot(page, 'money-balance')
  await shown(page, '.xg-button >> text=申请提现').click()
  await page.waitForURL(u => u.pathname === '/balance/form')
  await fill(page, '.xg-field--amount', '20')
  await fill(page, '.xg-field--account', inviter.phone)
  await fill(page, '.xg-field--name', '王小明')
  await shown(page, '.xg-button >> text=下一步').click()
  await seeText(page, '提现金额不能超过余额', '请先阅读并同意《余额服务协议》')
  await fill(page, '.xg-field--amount', '12.5')
  await shown(page, '.xg-checkbox__box').click()
  await shot(page, 'money-withdraw-form')
  await shown(page, '.xg-button >> text=下一步').click()
  await page.waitForURL(u => u.pathname === '/balance/auth')
  await seeText(page, '确认提现', '¥12.50')
  await shown(page, '.xg-code-button').click()
  const authCode = await latestCode(server, inviter.phone, 'withdraw')
  await fill(page, '.xg-field--code', authCode)
  await shot(page, 'money-withdraw-auth')
  await shown(page, '.xg-button >> text=确认提现').click()
  await page.waitForURL(u => u.pathname === '/balance/success')
  await seeText(page, '提现申请已提交', '¥12.50')
  await shot(page, 'money-withdraw-success')
  await shown(page, '.xg-button >> text=返回余额').click()
  await page.waitForURL(u => u.pathname === '/balance/withdraw')
  await seeText(page, '审核中', '提现审核中 ¥12.50')
  assert.strictEqual(await shown(page, '.xg-balance-amount').textContent(), '2.50')

  // finance staff refuse it in /ops/finance: the money returns
  const staff = await signUpViaApi(server, newPhone(), newName('财务'))
  await server.app.db.insertInto('user_roles').values({ user_id: Number(staff.userId), role: 'finance', created_at: server.now() }).execute()
  await useSession(page, base, staff)
  await page.goto(base + '/ops/finance', { waitUntil: 'networkidle' })
  await seeText(page, '财务工作台', '账本核对无误', '¥12.50', '王小明')
  await shot(page, 'money-ops-finance')
  await shown(page, '.xg-finance-row input[placeholder^="拒绝原因"]').fill('收款人与支付宝实名不符')
  await shown(page, '.xg-button >> text=拒绝并退回').click()
  await seeText(page, '暂无记录')
  await useSession(page, base, inviter)
  await page.goto(base + '/balance/withdraw', { waitUntil: 'networkidle' })
  await seeText(page, '未通过，已退回余额', '收款人与支付宝实名不符', '提现未通过，退回')
  assert.strictEqual(await shown(page, '.xg-balance-amount').textContent(), '15.00')
  const state = await api(server, 'GET', BALANCE.balanceAndLimit.path, { token: inviter.token })
  assert.deepStrictEqual([state.data.balanceFen, state.data.pendingFen], [1500, 0])
  assert.deepStrictEqual(await server.app.commerce.ledger.audit(server.app.db), [])
}, { weight: 18 })

journey('money: the coupon gift (示例) received once, its rules, and the demo crowdfunding page', async ({ page, base, server }) => {
  await page.goto(base + '/crowdfunding', { waitUntil: 'networkidle' })
  await seeText(page, '家乡寻根检测众筹（示例）', '已筹 ¥0.00', '支持 · 祖源版', '¥299.00')
  await shot(page, 'money-crowdfunding')
  await page.goto(base + '/crowdfunding/paybacks', { waitUntil: 'networkidle' })
  await seeText(page, '电子支持者证书 1 张')
  const account = await signUpViaApi(server, newPhone(), newName('领券'))
  await useSession(page, base, account)
  await page.goto(base + '/coupon?scene=SHARE_GIFT', { waitUntil: 'networkidle' })
  await seeText(page, '分享领券（示例）', '¥20', '无门槛减 20.00 元')
  await shown(page, '.xg-gift >> .xg-button >> text=领取').click()
  await seeText(page, '已领取')
  await shot(page, 'money-coupon')
  const held = await api(server, 'GET', COMMERCE.coupons.path, { token: account.token })
  assert.deepStrictEqual(held.data.list.map(c => c.name), ['分享好礼 无门槛减 20 元（示例）'])
  await page.goto(base + '/coupon/protocol?scene=SHARE_GIFT', { waitUntil: 'networkidle' })
  await seeText(page, '活动规则', '优惠券如何计入订单价格')
})

module.exports = journeys
