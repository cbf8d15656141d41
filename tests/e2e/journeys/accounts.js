// The account journeys of issue 3, as a new person goes through them in the browser against the
// real server (run.js starts it): codes are read from the sandbox SMS outbox (GET /dev/sms-outbox,
// loopback only), exactly as a developer reads them.
//
//   (a) a guarded page → sign-in → code → sign-up with name and photo → back on the page →
//       change name and avatar → add an address → log out
//   (b) reset the password and sign in with it
//   (c) apply for cancellation; after the cooling-off period (the server's clock moved) and the
//       deletion job, the account and its data are gone
const assert = require('assert')
const { seeText, seeToast, shot: rawShot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const path = require('path')

const root = path.resolve(__dirname, '../../..')
const contracts = require('@xungen/contracts')
const endpoints = require('@xungen/contracts/endpoints')
const { signUpViaApi, useSession, newPhone, newName, api, latestCode, requestCode } = require('../harness/accounts')
const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }))

/** A photo for the avatar: 640x480 PNG, jade to amber. */
async function photo() {
  const w = 640
  const h = 480
  const pixels = Buffer.alloc(w * h * 3)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3
      pixels[i] = 11 + Math.round((217 - 11) * (x / w))
      pixels[i + 1] = 122 + Math.round((130 - 122) * (y / h))
      pixels[i + 2] = 111 - Math.round(68 * (x / w))
    }
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } }).png().toBuffer()
}

/** Taro's H5 modal: the text, then its confirm button. */
async function confirmModal(page, text) {
  await page.waitForFunction(t => [...document.querySelectorAll('.taro__modal')].some(el => el.textContent.includes(t) && el.style.display !== 'none'), text, { timeout: 15000 })
  await click(page, '.taro__modal .taro-model__confirm')
}

// Taro's H5 router keeps the pages below in the document (hidden): act on what is shown
function shown(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}

async function click(page, selector) {
  await shown(page, selector).click()
}

async function fill(page, selector, value) {
  await shown(page, `${selector} input, ${selector} textarea`).fill(value)
}

// a screenshot of the page's state from its top: a toast still fading out is left out of it
async function shot(page, name) {
  await page.evaluate(() => {
    document.querySelectorAll('.taro__toast').forEach(t => { t.style.display = 'none' })
    // a focused field would be scrolled back into view when the window narrows
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    window.scrollTo(0, 0)
  })
  await rawShot(page, name)
}

journey('accounts (a): guarded page → sign-in → code → sign-up with name and photo → back → change name and avatar → address → log out', async ({ page, base, server }) => {
  const phone = newPhone()
  const name = newName()

  // a visitor opens a page that needs an account
  await page.goto(base + '/user/info', { waitUntil: 'networkidle' })
  await page.waitForURL(u => u.pathname === '/auth/signin')
  assert.strictEqual(new URL(page.url()).searchParams.get('from'), '/user/info')
  await seeText(page, '登录基因寻根', '验证码登录', '密码登录')
  await shot(page, 'account-signin')

  // the code button refuses an empty phone locally (spec 5)
  await click(page, '.xg-code-button')
  await seeText(page, '请输入手机号')
  await fill(page, '.xg-field--phone', phone)
  const code = await requestCode(page, server, phone, 'login')
  await fill(page, '.xg-field--code', code)
  // the agreement must be ticked by the person
  await click(page, '.xg-button >> text=登录 / 注册')
  await seeToast(page, '请先阅读并同意')
  await click(page, '.xg-auth__agreement .xg-checkbox__box')
  await click(page, '.xg-button >> text=登录 / 注册')

  // not registered: on to sign-up, still carrying from
  await page.waitForURL(u => u.pathname === '/auth/signup')
  assert.strictEqual(new URL(page.url()).searchParams.get('from'), '/user/info')
  await seeText(page, '给自己起个昵称', '第 1 步 / 共 2 步')
  // spec 5: normalised on typing (emoji and runs of spaces go); next disabled while empty
  assert.ok(await page.locator('.xg-button--disabled >> text=下一步 >> visible=true').count())
  await fill(page, '.xg-field--name', '  寻根😀  新人')
  assert.strictEqual(await shown(page, '.xg-field--name input').inputValue(), '寻根 新人')
  // a purely numeric name is refused with the first error under the field
  await fill(page, '.xg-field--name', '123456')
  await click(page, '.xg-button >> text=下一步')
  await seeText(page, '昵称不能为纯数字')
  await shot(page, 'account-signup-name')
  await click(page, '.xg-field--name input') // the error clears on focus
  await page.waitForFunction(() => !document.body.innerText.includes('昵称不能为纯数字'))
  await fill(page, '.xg-field--name', name)
  await click(page, '.xg-button >> text=下一步')

  // step 2: a photo through the by-auth upload, cropped in the desktop dialog
  await seeText(page, '选一个喜欢的头像', '第 2 步 / 共 2 步', '上传照片')
  await shot(page, 'account-signup-avatar')
  const chooser = page.waitForEvent('filechooser')
  await click(page, '.xg-avatar-chooser__upload')
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() })
  await seeText(page, '调整照片大小')
  await shown(page, '.xg-crop__slider').fill('0.6')
  const canvas = await shown(page, '.xg-crop__canvas').boundingBox()
  await page.mouse.move(canvas.x + 120, canvas.y + 120)
  await page.mouse.down()
  await page.mouse.move(canvas.x + 150, canvas.y + 110, { steps: 4 })
  await page.mouse.up()
  await shot(page, 'account-avatar-crop')
  const uploaded = page.waitForResponse(r => r.url().includes('/upload/image/by-auth'))
  await click(page, '.xg-sheet--avatar-crop .xg-button >> text=保存')
  const upload = await (await uploaded).json()
  assert.strictEqual(upload.code, 0, JSON.stringify(upload))
  assert.ok(upload.data.width <= 240 && upload.data.height <= 240)
  await shown(page, '.xg-avatar-chooser__preview .xg-avatar__image').waitFor()

  await click(page, '.xg-button >> text=完成注册')
  await seeToast(page, '注册成功')
  // back on the page the guard stopped them at
  await page.waitForURL(u => u.pathname === '/user/info')
  await seeText(page, '账号资料', name, '已绑定')
  assert.strictEqual(await shown(page, '.xg-frame__menu-link--active').textContent(), '账号资料')
  await shown(page, '.xg-panel-row--avatar .xg-avatar__image').waitFor()
  await shot(page, 'account-info')

  // change the name (checked by the server) and the avatar (a gradient)
  const renamed = newName('改名')
  await click(page, '.xg-panel-row--name >> text=修改')
  await fill(page, '.xg-panel-row--name .xg-field--name', renamed)
  await click(page, '.xg-panel-row--name .xg-button >> text=保存')
  await seeToast(page, '修改成功')
  await seeText(page, renamed)
  await click(page, 'text=更换头像')
  await seeText(page, '更换头像')
  await click(page, '.xg-sheet--avatar .xg-avatar-chooser__option >> nth=2')
  await click(page, '.xg-sheet--avatar .xg-button >> text=保存')
  await seeToast(page, '修改成功')
  await shown(page, '.xg-panel-row--avatar .xg-avatar--color').waitFor()

  // a delivery address in a city without districts (spec 9: 东莞 goes from the city to its streets)
  await click(page, '.xg-frame__menu-link >> text=收货地址')
  await page.waitForURL(u => u.pathname === '/user/address/address-manage')
  await seeText(page, '还没有收货地址')
  await click(page, '.xg-button >> text=新增收货地址')
  await page.waitForURL(u => u.pathname === '/user/address/edit')
  await seeText(page, '新增收货地址', '所在地区', '设为默认地址')
  await click(page, '.xg-button >> text=保存')
  await seeText(page, contracts.DELIVERY_ADDRESS_MESSAGES.receiverEmpty, '请输入手机号', contracts.DELIVERY_ADDRESS_MESSAGES.regionMissing)
  await fill(page, '.xg-field--receiver', '林晓')
  await fill(page, '.xg-field--phone', '1381234567')
  await click(page, '.xg-region-picker__trigger')
  await click(page, '.xg-region-picker__option >> text=广东省')
  await click(page, '.xg-region-picker__option >> text=东莞市')
  await seeText(page, '暂不选择街道', '东城街道')
  await shot(page, 'account-address-picker')
  await click(page, '.xg-region-picker__option >> text=东城街道')
  await seeText(page, '广东省 东莞市 东城街道')
  await fill(page, '.xg-field--detail', '东城大道 88 号 3 栋 1201')
  await click(page, '.xg-switch')
  await click(page, '.xg-button >> text=保存')
  await seeText(page, '请输入正确的手机号')
  await fill(page, '.xg-field--phone', '13812345678')
  await shot(page, 'account-address-edit')
  await click(page, '.xg-button >> text=保存')
  await seeToast(page, '保存成功')
  await page.waitForURL(u => u.pathname === '/user/address/address-manage')
  await seeText(page, '林晓', '138****5678', '广东省东莞市东城街道东城大道 88 号 3 栋 1201', '默认')
  await shot(page, 'account-address-list')

  // settings, then log out through the server
  await click(page, '.xg-frame__menu-link >> text=账号设置')
  await seeText(page, '账号安全', '登录密码', '未设置，可用验证码登录', '退出登录')
  await shot(page, 'account-settings')
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token')).data.v)
  await click(page, '.xg-button >> text=退出登录')
  await confirmModal(page, '确定退出吗')
  await page.waitForURL(u => u.pathname === '/')
  await seeText(page, '登录 / 注册')
  assert.strictEqual(await page.evaluate(() => localStorage.getItem('token')), null)
  // the session is over on the server too
  const after = await api(server, 'GET', endpoints.ACCOUNTS.userInfo.path, { token })
  assert.ok(contracts.isSignOutCode(after.code), `old token answered ${after.code}`)

  // and back in with a new code: a registered phone signs in (the server's clock moves past the
  // 120 s between codes; the page corrects its signature clock by itself, ADR 0002)
  server.advance(121_000)
  await page.goto(base + '/auth/signin', { waitUntil: 'networkidle' })
  await fill(page, '.xg-field--phone', phone)
  await fill(page, '.xg-field--code', await requestCode(page, server, phone, 'login'))
  await click(page, '.xg-auth__agreement .xg-checkbox__box')
  await click(page, '.xg-button >> text=登录 / 注册')
  await seeToast(page, '登录成功')
  await page.waitForURL(u => u.pathname === '/')
  await seeText(page, '我的结果')
}, { weight: 40 })

journey('accounts (b): reset the password, then sign in with it', async ({ page, base, server }) => {
  const account = await signUpViaApi(server, newPhone(), newName('重置'))
  await page.goto(base + '/auth/signin', { waitUntil: 'networkidle' })
  await click(page, 'text=忘记密码？')
  await page.waitForURL(u => u.pathname === '/auth/reset')
  await seeText(page, '找回密码', '重置密码')
  await fill(page, '.xg-field--phone', account.phone)
  const code = await requestCode(page, server, account.phone, 'reset_password')
  await fill(page, '.xg-field--code', code)
  // every rule of spec 5 answers under the field
  await fill(page, '.xg-field--new-password', '123456')
  await fill(page, '.xg-field--confirm-password', '123456')
  await click(page, '.xg-button >> text=重置密码')
  await seeText(page, contracts.PASSWORD_MESSAGES.consecutiveDigits)
  await fill(page, '.xg-field--new-password', 'Gene2024x')
  await fill(page, '.xg-field--confirm-password', 'Gene2024y')
  await click(page, '.xg-button >> text=重置密码')
  await seeText(page, '两次输入的密码不一致')
  await shot(page, 'account-reset')
  await fill(page, '.xg-field--confirm-password', 'Gene2024x')
  await click(page, '.xg-button >> text=重置密码')
  await seeToast(page, '密码已重置')

  // the sign-in page opens on its password tab
  await page.waitForURL(u => u.pathname === '/auth/signin' && u.searchParams.get('tab') === 'password')
  await seeText(page, '使用已设置的登录密码登录')
  await fill(page, '.xg-field--phone', account.phone)
  await fill(page, '.xg-field--password', 'Gene2024y')
  await click(page, '.xg-auth__agreement .xg-checkbox__box')
  await click(page, '.xg-button >> text=登录')
  await seeText(page, '手机号或密码错误')
  await fill(page, '.xg-field--password', 'Gene2024x')
  await click(page, '.xg-button >> text=登录')
  await seeToast(page, '登录成功')
  await page.waitForURL(u => u.pathname === '/')
  await seeText(page, '我的结果')
}, { weight: 18 })

journey('accounts (d): an account made in the mini-program completes its profile on the website (spec 4 set-profile step)', async ({ page, base, server }) => {
  const account = await miniProgramAccount(server, newPhone())
  assert.strictEqual(account.userState, contracts.USER_STATE.REGISTERED_WITH_LOGOUT)
  await useSession(page, base, account)
  await page.goto(base + '/shop/gene', { waitUntil: 'networkidle' })
  // the default layout asks first, with a go-set button
  await seeText(page, '完善账号信息', '去设置')
  await shot(page, 'account-profile-alert')
  await click(page, '.xg-profile-gate .xg-button >> text=去设置')
  await seeText(page, '给自己起个昵称')
  const name = newName('小程序')
  await fill(page, '.xg-profile-gate .xg-field--name', name)
  await click(page, '.xg-profile-gate .xg-button >> text=下一步')
  await seeText(page, '选一个喜欢的头像')
  await click(page, '.xg-profile-gate .xg-avatar-chooser__option >> nth=4')
  await click(page, '.xg-profile-gate .xg-button >> text=完成')
  await seeToast(page, '修改成功')
  await page.waitForFunction(() => !document.querySelector('.xg-profile-gate'))
  // the account now counts as having its info, here and after a reload
  await page.reload({ waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  assert.strictEqual(await page.locator('.xg-profile-gate').count(), 0)
  const info = await api(server, 'GET', endpoints.ACCOUNTS.userInfo.path, { token: account.token })
  assert.deepStrictEqual([info.data.userName, info.data.checkResult.succeeded], [name, false])
})

journey('accounts (c): apply for cancellation; after the cooling-off period the account and its data are gone', async ({ page, base, server }) => {
  const account = await signUpViaApi(server, newPhone(), newName('注销'))
  const address = await api(server, 'POST', endpoints.ACCOUNTS.addDeliveryAddress.path, {
    token: account.token,
    body: { receiverName: '周岚', mobile: '13900001111', nationCode: '86', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '东华门大街 1 号', isDefault: true }
  })
  assert.strictEqual(address.code, 0, JSON.stringify(address))
  await useSession(page, base, account)

  await page.goto(base + '/user/cancellation', { waitUntil: 'networkidle' })
  await seeText(page, '注销账号', '注销账号是不可恢复的操作', '账号下暂无绑定的样本编码', '身份验证')
  const code = await requestCode(page, server, account.phone, 'account_cancel')
  await fill(page, '.xg-field--code', code)
  await click(page, '.xg-button >> text=申请注销')
  await seeToast(page, '请先阅读注销须知并勾选确认')
  await click(page, '.xg-checkbox >> text=我已阅读并知晓注销账号的后果')
  await shot(page, 'account-cancellation')
  await click(page, '.xg-button >> text=申请注销')
  await confirmModal(page, '冷静期')
  await seeText(page, '注销申请已提交', '还剩 15 天', '撤回注销申请')
  await shot(page, 'account-cancellation-pending')

  // the cooling-off period passes and the deletion job runs (the sweep finds the due application)
  server.advance((15 * 24 + 1) * 3600 * 1000)
  assert.strictEqual(await server.app.cancellations.enqueueDue(), 1)
  const userId = account.userId
  for (let i = 0; ; i++) {
    const row = await server.app.db.selectFrom('account_cancellations').select('status').where('user_id', '=', userId).executeTakeFirst()
    if (row.status === 'COMPLETED') break
    if (i > 100) throw new Error('the deletion job did not run')
    await new Promise(r => setTimeout(r, 50))
  }

  // the person's session is over: the page sends them to sign-in
  await page.reload({ waitUntil: 'networkidle' })
  await page.waitForURL(u => u.pathname === '/auth/signin')
  assert.strictEqual(await page.evaluate(() => localStorage.getItem('token')), null)
  // their data is gone; the phone can register again
  const user = await server.app.db.selectFrom('users').select(['phone', 'name', 'deleted_at']).where('id', '=', userId).executeTakeFirst()
  assert.deepStrictEqual([user.phone, user.name, user.deleted_at !== null], [null, null, true])
  const addresses = await server.app.db.selectFrom('delivery_addresses').select('id').where('user_id', '=', userId).execute()
  assert.strictEqual(addresses.length, 0)
  await fill(page, '.xg-field--phone', account.phone)
  const again = await requestCode(page, server, account.phone, 'login')
  await fill(page, '.xg-field--code', again)
  await click(page, '.xg-auth__agreement .xg-checkbox__box')
  await click(page, '.xg-button >> text=登录 / 注册')
  await page.waitForURL(u => u.pathname === '/auth/signup')
  await seeText(page, '给自己起个昵称')
}, { movesClock: true })

/** An account made in the mini-program: WeChat login (a guest), then a phone bound with a code (state 4). */
async function miniProgramAccount(server, phone) {
  const guest = await api(server, 'POST', endpoints.ACCOUNTS.wechatLogin.path, { body: { code: `e2e-${phone}` } })
  assert.strictEqual(guest.code, 0, JSON.stringify(guest))
  const sent = await api(server, 'POST', endpoints.ACCOUNTS.smsVerify.path, { token: guest.data.token, body: { phone, nationCode: '86', verifyType: 'bind_phone' } })
  assert.strictEqual(sent.code, 0, JSON.stringify(sent))
  const bound = await api(server, 'POST', endpoints.ACCOUNTS.wechatBindPhone.path, {
    token: guest.data.token,
    body: { phoneNumber: phone, nationCode: '86', authCode: await latestCode(server, phone, 'bind_phone') }
  })
  assert.strictEqual(bound.code, 0, JSON.stringify(bound))
  return { ...bound.data, phone }
}

module.exports = journeys
