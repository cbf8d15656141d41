/**
 * @jest-environment node
 */
// The flows people live in, in the compiled mini-program (dist/) inside the bare VM of bareVm.js:
// no browser globals, a real page stack, page lifecycles, WeChat's refusals. The server is the fake
// of familyServer.js (a family account with two published reports).
const path = require('path')
const { createMiniProgram, assertBuilt, textOf, find, findAll, tap, input, dispatch, until, sleep } = require('./bareVm')
const { familyServer, PERSONS, RAW_DATA_CODE, MEI_WAITING } = require('./familyServer')
const { AGREEMENTS } = require('../../packages/contracts/src/consent')

const DIST = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : undefined
beforeAll(() => assertBuilt(DIST))

const [MEI, JIANGUO] = PERSONS
const stored = v => ({ v, exp: null })
const CONSENTED = { agreementsAccepted: stored({ service: AGREEMENTS.service.version, privacy: AGREEMENTS.privacy.version }) }
const SIGNED_IN = {
  ...CONSENTED,
  token: stored('xg_family_token_0123456789'),
  sessionUser: stored({ userId: '41', userState: 4, hasPhone: true })
}

function start({ storage = SIGNED_IN, server = familyServer(), fail, system } = {}) {
  const mp = createMiniProgram({ dist: DIST, storage, request: server.answer, fail, system })
  mp.launch()
  return { mp, server }
}

/** the signed-in report names its person once, in the layout's person card (name, product, barcode) */
const cardShows = (page, barcode) => findAll(page, 'xg-report-person').some(n => textOf(n).includes(barcode))

const toasts = mp => mp.callsOf('showToast').map(o => o.title)
const go = (mp, api, url) => new Promise((resolve, reject) => mp.wx[api]({ url, success: resolve, fail: e => reject(new Error(e.errMsg)) }))

describe('the tested person (issue 21): every report page shows the chosen person, on tab pages too', () => {
  test('switching to the second person changes /report and a category page, and survives a restart', async () => {
    const { mp, server } = start()
    const report = mp.open('pages/report/index')
    // without a choice: the account's latest report, and the card says whose it is
    await until(() => cardShows(report, MEI.barcode), 'the latest report')
    await until(() => findAll(report, 'xg-report-person__switch').length > 0, 'the person card')

    tap(report, 'xg-report-person__switch')
    await until(() => findAll(report, 'xg-switcher__item').length === 2, 'the switcher')
    tap(report, 'xg-switcher__item', JIANGUO.name)
    await sleep(20)
    tap(report, 'xg-switcher__confirm')
    await until(() => cardShows(report, JIANGUO.barcode), "the second person's report")
    expect(findAll(report, 'xg-report-person').map(textOf).join(' ')).toContain(JIANGUO.name)

    // a health category page reads the same choice
    await go(mp, 'navigateTo', '/subpackages/report/disease/index')
    const disease = mp.current()
    await until(() => textOf(disease).includes(`2型糖尿病（${JIANGUO.name}）`), 'the category of the second person')
    expect(server.sent.filter(r => r.path.startsWith('/proxy/report/items/')).map(r => r.path)).toEqual([`/proxy/report/items/${JIANGUO.barcode}`])

    // a restart (the same phone's storage): still the second person
    const again = start({ storage: Object.fromEntries(mp.storage) })
    const reopened = again.mp.open('pages/report/index')
    await until(() => cardShows(reopened, JIANGUO.barcode), 'the choice after a restart')
    expect(again.mp.errors).toEqual([])
    expect(mp.errors).toEqual([])
  })

  test('「查看报告」 of a detection opens the report tab with that barcode (switchTab drops queries: the tab reads it from state)', async () => {
    const { mp } = start()
    const report = mp.open('pages/report/index')
    await until(() => cardShows(report, MEI.barcode), 'the report tab')
    await go(mp, 'navigateTo', `/subpackages/user/persons/detection-status/_barcode/index?barcode=${JIANGUO.barcode}`)
    const status = mp.current()
    await until(() => textOf(status).includes('查看报告'), 'the detection status')
    tap(status, 'xg-button', '查看报告')
    await until(() => mp.current() === report, 'the report tab again')
    expect(mp.callsOf('switchTab').map(o => o.url)).toEqual(['/pages/report/index'])
    await until(() => cardShows(report, JIANGUO.barcode), 'the report of the barcode asked for')
    expect(mp.stack.map(p => p.route)).toEqual(['pages/report/index'])
  })
})

describe('the relatives list', () => {
  test("the chosen person's relatives: the list is asked for that person's barcode", async () => {
    const chosen = { ...SIGNED_IN, barcode: stored(JIANGUO.barcode), barcodeOwner: stored({ userId: '41', personId: JIANGUO.id }) }
    const { mp, server } = start({ storage: chosen })
    const page = mp.open('subpackages/report/gene-relatives/index')
    await until(() => textOf(page).includes(MEI.name) && textOf(page).includes('父母子女'), 'the relatives list')
    expect(server.sent.filter(r => r.path.startsWith('/proxy/detected-persons/relatives/')).map(r => r.path)).toEqual([`/proxy/detected-persons/relatives/${JIANGUO.barcode}`])
    expect(mp.errors).toEqual([])
  })
})

describe('sharing a report through WeChat (issue 23 item 3)', () => {
  test("the share card's path opens the shared report for a receiver who is not signed in; no link names taro.com", async () => {
    const { mp, server } = start()
    const report = mp.open('pages/report/index')
    await until(() => textOf(report).includes('分享报告'), 'the share panel')
    expect(typeof report.onShareAppMessage).toBe('function')
    const card = report.onShareAppMessage({ from: 'menu' })
    expect(card.title).toBe('邀请你查看我的基因检测报告')
    const shared = await card.promise
    expect(shared.path).toMatch(/^\/pages\/report\/index\?share_barcode=XG0000000017&share_token=shr_/)
    expect([...server.shares.values()]).toEqual([MEI.barcode])
    // never to Moments: a report is personal
    expect(report.onShareTimeline).toBeUndefined()

    // the receiver: a new phone, nobody signed in, WeChat opens the card's path
    const receiver = start({ storage: {}, server })
    const opened = receiver.mp.open(shared.path.slice(1))
    await until(() => textOf(opened).includes(`条码${MEI.barcode}`), 'the shared report')
    const asked = server.sent.filter(r => r.path === `/proxy/report/home/${MEI.barcode}` && r.header['share-token'])
    expect(asked.length).toBeGreaterThan(0)

    // the website link copied on the share panel is the token's short link (spec 2.1 /s/:token) on the public origin
    tap(report, 'xg-button', '生成分享链接')
    await until(() => mp.callsOf('setClipboardData').length > 0, 'the copied link')
    expect(mp.callsOf('setClipboardData')[0].data).toMatch(/^https?:\/\/(?!taro\.com)[^/]+\/s\/shr_[^/?#]+$/)
  })
})

describe('sharing public pages (issue 23 item 3)', () => {
  test('a crowdfunding campaign shares to friends and to Moments, opening the same campaign', async () => {
    const { mp } = start()
    const page = mp.open('subpackages/activity/crowdfunding/index?id=5')
    await until(() => textOf(page).includes('已筹'), 'the campaign')
    expect(page.onShareAppMessage({ from: 'menu' })).toEqual({ title: '家乡寻根检测众筹（示例）：一起支持', path: '/subpackages/activity/crowdfunding/index?id=5' })
    expect(page.onShareTimeline()).toEqual({ title: '家乡寻根检测众筹（示例）：一起支持', query: 'id=5' })
  })

  test('a page that shares nothing of its own (a visitor of a shared report) shares the home page, never its share token', async () => {
    const server = familyServer()
    server.shares.set('shr_0017_1abcdefghijklmnop', MEI.barcode)
    const { mp } = start({ storage: {}, server })
    const page = mp.open(`pages/report/index?share_barcode=${MEI.barcode}&share_token=shr_0017_1abcdefghijklmnop`)
    await until(() => textOf(page).includes(`条码${MEI.barcode}`), 'the shared report')
    expect(page.onShareAppMessage({ from: 'menu' })).toEqual({ title: '基因寻根', path: '/pages/index/index' })
  })
})

describe('raw data in the mini-program (issue 23 item 4)', () => {
  // the link comes after a fresh code to the account's phone (issue 20 item 1) and opens only for this
  // session, which the mini-program proves with the token header
  async function openDetections(fail) {
    const { mp, server } = start({ fail })
    const page = mp.open(`subpackages/user/persons/_id/detections/chip/index?id=${MEI.id}`)
    await until(() => textOf(page).includes('下载原始数据'), 'the download button')
    tap(page, 'xg-button', '下载原始数据')
    await until(() => textOf(page).includes('验证并下载'), 'the code sheet')
    tap(page, 'xg-code-button')
    await until(() => server.sent.some(r => r.path === '/proxy/user/sms_verify/web'), 'the code sent')
    input(page, find(page, 'xg-field__input'), RAW_DATA_CODE)
    await sleep(50)
    tap(page, 'xg-button', '验证并下载')
    await until(() => toasts(mp).some(t => t !== '验证码已发送'), 'what happened')
    return { mp, server }
  }

  test('downloaded from the full URL with the session token and sent as a file through WeChat', async () => {
    const { mp, server } = await openDetections()
    expect(server.sent.find(r => r.path === '/proxy/user/sms_verify/web').body.verifyType).toBe('raw_data_download')
    const asked = server.sent.find(r => /\/raw-data\/.+\/download-link$/.test(r.path))
    expect(asked.method).toBe('POST')
    expect(asked.body.authCode).toBe(RAW_DATA_CODE)
    const download = mp.callsOf('downloadFile')[0]
    expect(download.url).toMatch(/^https?:\/\/[^/]+\/files\/raw-data\/rdl_/)
    expect(download.header.token).toBe('xg_family_token_0123456789')
    expect(mp.callsOf('shareFileMessage')[0].fileName).toBe(`基因寻根_${MEI.barcode}_20261128.txt`)
    expect(toasts(mp).filter(t => t !== '验证码已发送')).toEqual(['文件已发送，可在电脑微信中打开'])
  })

  test('when the download fails, the page says so and copies nothing (the link opens only for this session)', async () => {
    const { mp } = await openDetections({ downloadFile: 'url not in domain list' })
    expect(mp.callsOf('setClipboardData')).toEqual([])
    expect(toasts(mp).filter(t => t !== '验证码已发送')).toEqual(['文件下载失败，请稍后再试'])
  })

  test('a refused privacy scope is told as such, never as 已复制', async () => {
    const { mp } = await openDetections({ downloadFile: { errMsg: 'downloadFile:fail privacy permission is not authorized', errno: 104 } })
    expect(toasts(mp).filter(t => t !== '验证码已发送')).toEqual(['你未同意隐私保护指引，无法使用该功能'])
    expect(toasts(mp).join('')).not.toContain('已复制')
  })
})

describe('consent before personal data (issue 23 item 5)', () => {
  test('launch does not sign in with WeChat before the agreements are accepted; the sign-in page asks first and records the versions', async () => {
    const { mp, server } = start({ storage: {} })
    await sleep(300)
    expect(mp.callsOf('login')).toEqual([])
    expect(server.sent.some(r => r.path === '/proxy/user/wechat/login')).toBe(false)

    const signin = mp.open('pages/auth/signin/index')
    await until(() => textOf(signin).includes('微信一键登录'), 'the sign-in page')
    tap(signin, 'xg-button', '微信一键登录')
    await until(() => toasts(mp).some(t => t.startsWith('请先阅读并同意')), 'the agreement reminder')
    expect(mp.callsOf('login')).toEqual([])

    tap(signin, 'xg-checkbox__box')
    await sleep(20)
    tap(signin, 'xg-button', '微信一键登录')
    await until(() => server.accepted.length > 0, 'the recorded acceptance')
    expect(mp.callsOf('login').length).toBe(1)
    expect(server.accepted).toEqual([{ document: 'service', version: AGREEMENTS.service.version }, { document: 'privacy', version: AGREEMENTS.privacy.version }])
  })

  test('a guest session from before (no acceptance on this phone) is asked to accept before the bind-phone form', async () => {
    const server = familyServer()
    const guest = { token: stored('xg_guest_token_0123456789'), sessionUser: stored({ userId: '41', userState: 3, hasPhone: false }) }
    const { mp } = start({ storage: guest, server })
    const signin = mp.open('pages/auth/signin/index?from=%2Fuser%2Fpersons%2Fbind%2Fsex&return=true')
    await until(() => textOf(signin).includes('同意并继续'), 'the agreement step')
    // the guest's info arrives: still the agreement step, never the phone form first
    await until(() => server.sent.some(r => r.path === '/web/api/new/user/info'), 'the guest session')
    await sleep(100)
    expect(textOf(signin)).toContain('同意并继续')
    expect(textOf(signin)).not.toContain('绑定手机号')

    // accepted: recorded with the guest's session, then the phone form
    tap(signin, 'xg-checkbox__box')
    await sleep(20)
    tap(signin, 'xg-button', '同意并继续')
    await until(() => textOf(signin).includes('绑定手机号'), 'the bind-phone form')
    expect(server.accepted.map(a => a.document)).toEqual(['service', 'privacy'])
  })
})

describe('buying with WeChat Pay (spec 2.3, 3.13)', () => {
  test("the order page hands the sandbox's signed JSAPI parameters to wx.requestPayment unchanged, then opens the order result", async () => {
    const { mp, server } = start()
    const order = mp.open('subpackages/buy/_commodityId/order/index?commodityId=ancestry')
    await until(() => textOf(order).includes('微信支付'), 'the order page')
    expect(textOf(order)).not.toContain('支付宝')
    tap(order, 'xg-button', '支付')
    await until(() => mp.callsOf('requestPayment').length === 1, 'requestPayment')
    const [made] = server.orders
    const asked = mp.callsOf('requestPayment')[0]
    const { appId, ...fields } = made.params
    for (const [k, v] of Object.entries(fields)) expect(asked[k]).toBe(v)
    // what WeChat checks: the merchant's RSA signature over appId, timeStamp, nonceStr, package
    const verify = require('crypto').createVerify('RSA-SHA256')
    verify.update([appId, asked.timeStamp, asked.nonceStr, asked.package].map(x => x + '\n').join(''))
    expect(verify.verify(server.merchantPublicKey, asked.paySign, 'base64')).toBe(true)
    await until(() => mp.current().route === 'subpackages/buy/order-success/index', 'the order result')
    expect(mp.current().options).toMatchObject({ orderNo: made.orderNo, payResult: 'ok' })
  })

  test('a cancelled payment says so and stays on the order page', async () => {
    const { mp } = start({ fail: { requestPayment: 'cancel' } })
    const order = mp.open('subpackages/buy/_commodityId/order/index?commodityId=ancestry')
    await until(() => textOf(order).includes('微信支付'), 'the order page')
    tap(order, 'xg-button', '支付')
    await until(() => toasts(mp).some(t => t.includes('已取消支付')), 'the cancellation')
    expect(mp.current()).toBe(order)
  })
})

describe('navigation WeChat refuses (issue 23 item 6)', () => {
  test('a refused navigateTo falls back to redirectTo; when both are refused the person is told, nothing is thrown', async () => {
    const { mp } = start()
    const report = mp.open('pages/report/index')
    await until(() => textOf(report).includes('报告总览'), 'the report links')
    mp.fail.navigateTo = 'webview count limit exceed'
    tap(report, 'xg-report-link', '报告总览')
    await until(() => mp.current().route === 'subpackages/report/overview/index', 'the fallback')
    expect(mp.callsOf('redirectTo').length).toBe(1)

    const overview = mp.current()
    await until(() => textOf(overview).includes('报告总览') || findAll(overview, 'xg-report-link').length > 0 || textOf(overview).length > 0, 'the overview')
    // both refused: the person is told, the page stays
    mp.fail.redirectTo = 'page is busy'
    await go(mp, 'reLaunch', '/pages/report/index')
    const again = mp.current()
    await until(() => textOf(again).includes('报告总览'), 'the report links again')
    tap(again, 'xg-report-link', '报告总览')
    await until(() => toasts(mp).includes('页面打开失败，请稍后再试'), 'the refusal told')
    expect(mp.current()).toBe(again)
    expect(mp.errors).toEqual([])
  })
})

describe("WeChat's virtual-payment rule (issue 24 item 9)", () => {
  test('on an iPhone the speed package is not offered for purchase: the page says why, no pay button; the calls say mini-program and iOS', async () => {
    const { mp, server } = start()
    const page = mp.open('subpackages/buy/speed-package/index')
    await until(() => textOf(page).includes(MEI_WAITING), 'the waiting sample')
    expect(textOf(page)).toContain('iOS设备暂不支持在小程序内购买')
    expect(textOf(page)).not.toContain('加急处理')
    expect(textOf(page)).not.toContain('支付方式')
    const asked = server.sent.find(r => r.path === '/proxy/upgrade/upgrade_speed')
    expect(asked.header).toMatchObject({ 'client-type': 'MINIPROGRAM', 'app-os': 'ios' })
  })

  test('on Android the same page sells it', async () => {
    const { mp, server } = start({ system: { platform: 'android', system: 'Android 14', brand: 'Xiaomi', model: '23127PN0CC' } })
    const page = mp.open('subpackages/buy/speed-package/index')
    await until(() => textOf(page).includes(MEI_WAITING), 'the waiting sample')
    expect(textOf(page)).toContain('¥99.00加急处理')
    expect(textOf(page)).not.toContain('iOS设备暂不支持')
    expect(server.sent.find(r => r.path === '/proxy/upgrade/upgrade_speed').header['app-os']).toBe('android')
  })

  test('a fission (助力) page promises no cash or balance reward inside the mini-program, and keeps the rest of its rules', async () => {
    const { mp } = start()
    const page = mp.open('subpackages/activity/fission/hearing/index')
    await until(() => textOf(page).includes('活动规则'), 'the activity')
    const text = textOf(page)
    expect(text).toContain('每位好友在同一活动中只能助力1次')
    expect(text).toContain('邀请好友一起了解听力相关基因')
    for (const promise of ['余额', '奖励', '提现', '¥', '元']) expect(text).not.toContain(promise)
  })
})

describe("the phone number of WeChat's button (issue 24 item 8)", () => {
  const GUEST = { token: stored('xg_guest_token_0123456789'), sessionUser: stored({ userId: '41', userState: 3, hasPhone: false }) }
  async function bindForm(options = {}) {
    const server = familyServer()
    const { mp } = start({ storage: { ...CONSENTED, ...GUEST }, server, ...options })
    const signin = mp.open('pages/auth/signin/index?from=%2Fuser%2Fpersons%2Fbind%2Fsex&return=true')
    await until(() => textOf(signin).includes('微信手机号快捷绑定'), 'the bind-phone form with the button')
    return { mp, server, signin }
  }

  test('beside the SMS code; its code goes to the server, the guest is signed in with the phone and sent on', async () => {
    const { mp, server, signin } = await bindForm()
    expect(textOf(signin)).toContain('或使用短信验证码绑定')
    dispatch(signin, find(signin, 'xg-auth__wechat-phone'), 'getphonenumber', { errMsg: 'getPhoneNumber:ok', code: 'e31968a7f94cc5ee25fafc2aef2773f0bb8c3937b22520eb8ee345274d00c144' })
    await until(() => server.phoneCodes.length === 1, 'the code sent')
    expect(server.phoneCodes).toEqual(['e31968a7f94cc5ee25fafc2aef2773f0bb8c3937b22520eb8ee345274d00c144'])
    const asked = server.sent.find(r => r.path === '/proxy/user/wechat/bind_phone_number')
    expect(asked.header.token).toBe('xg_guest_token_0123456789')
    await until(() => mp.current().route !== 'pages/auth/signin/index', 'the page it came from')
    // the session is stored (asynchronous storage) before the toast: the page may already be gone
    await until(() => toasts(mp).includes('绑定成功'), 'the toast')
  })

  test('a refusal says so in Chinese and keeps the SMS form; a privacy refusal says that', async () => {
    const { mp, server, signin } = await bindForm()
    dispatch(signin, find(signin, 'xg-auth__wechat-phone'), 'getphonenumber', { errMsg: 'getPhoneNumber:fail user deny' })
    await until(() => toasts(mp).length > 0, 'the refusal told')
    expect(toasts(mp)).toEqual(['你未授权微信手机号，可以使用短信验证码绑定'])
    dispatch(signin, find(signin, 'xg-auth__wechat-phone'), 'getphonenumber', { errMsg: 'getPhoneNumber:fail privacy permission is not authorized', errno: 104 })
    await until(() => toasts(mp).length > 1, 'the privacy refusal told')
    expect(toasts(mp)[1]).toBe('你未同意隐私保护指引，无法使用该功能')
    expect(server.phoneCodes).toEqual([])
    expect(textOf(signin)).toContain('绑定手机号')
  })

  test('no button before the agreements are accepted on this phone', async () => {
    const { mp } = start({ storage: GUEST })
    const signin = mp.open('pages/auth/signin/index?from=%2Fuser%2Fpersons%2Fbind%2Fsex&return=true')
    await until(() => textOf(signin).includes('同意并继续'), 'the agreement step')
    expect(findAll(signin, 'xg-auth__wechat-phone')).toEqual([])
  })
})

describe('subscription messages (issue 24 item 7)', () => {
  test("after binding: the sample's progress page offers the messages; the tap opens WeChat's dialog and the accepted ones are recorded", async () => {
    const server = familyServer()
    const { mp } = start({ server })
    const page = mp.open(`subpackages/user/persons/detection-status/_barcode/index?barcode=${MEI_WAITING}`)
    await until(() => textOf(page).includes('订阅进度通知'), 'the subscription prompt')
    expect(textOf(page)).toContain('样本签收通知、报告生成通知、发现基因亲人通知')
    tap(page, 'xg-subscribe__button')
    await until(() => server.subscriptions.length > 0, 'the acceptances recorded')
    expect(mp.callsOf('requestSubscribeMessage')[0].tmplIds).toEqual(['TPL-received', 'TPL-report', 'TPL-relatives'])
    expect(server.subscriptions).toEqual(['TPL-received', 'TPL-report', 'TPL-relatives'])
    await until(() => toasts(mp).length > 0, 'the answer told')
    expect(toasts(mp)).toEqual(['订阅成功，进度更新时会通过微信通知你'])
  })

  test('only the accepted templates are recorded; none accepted records nothing', async () => {
    const server = familyServer()
    let answer = { 'TPL-received': 'accept', 'TPL-report': 'reject', 'TPL-relatives': 'ban' }
    const mp = createMiniProgram({ dist: DIST, storage: SIGNED_IN, request: server.answer, subscribe: () => answer })
    mp.launch()
    const page = mp.open(`subpackages/user/persons/detection-status/_barcode/index?barcode=${MEI_WAITING}`)
    await until(() => textOf(page).includes('订阅进度通知'), 'the subscription prompt')
    tap(page, 'xg-subscribe__button')
    await until(() => server.subscriptions.length > 0, 'the acceptance recorded')
    expect(server.subscriptions).toEqual(['TPL-received'])
    answer = { 'TPL-received': 'reject', 'TPL-report': 'reject', 'TPL-relatives': 'reject' }
    tap(page, 'xg-subscribe__button')
    await until(() => toasts(mp).includes('未订阅，可随时再次点击订阅'), 'nothing accepted')
    expect(server.subscriptions).toEqual(['TPL-received'])
  })

  test("after paying for a kit: the order result offers the sample's way; a report already out offers nothing", async () => {
    const { mp, server } = start()
    const result = mp.open('subpackages/buy/order-success/index?orderNo=XG20261128000001&payResult=ok')
    await until(() => textOf(result).includes('订阅进度通知'), 'the subscription prompt')
    expect(textOf(result)).toContain('样本签收通知、样本检测进度通知、报告生成通知')
    tap(result, 'xg-subscribe__button')
    await until(() => server.subscriptions.length === 3, 'the acceptances recorded')
    expect(server.subscriptions).toEqual(['TPL-received', 'TPL-analysis', 'TPL-report'])

    const published = mp.open(`subpackages/user/persons/detection-status/_barcode/index?barcode=${MEI.barcode}`)
    await until(() => textOf(published).includes('报告已出'), 'a published sample')
    expect(textOf(published)).not.toContain('订阅进度通知')
  })
})

describe('care mode in the mini-program (issue 32)', () => {
  // the frame of every page carries the care class: the theme's larger text, darker colours and stacked rows
  const careFrame = page => findAll(page, 'xg-frame').some(n => String(n.cl).split(/\s+/).includes('xg-care'))
  const { MINIPROGRAM_ROUTES } = require('../../src/routes')
  const pageOf = pattern => MINIPROGRAM_ROUTES.find(r => r.pattern === pattern).page
  const PAGES = [
    [pageOf('/report'), '分享报告'],
    [pageOf('/report/gene-relatives'), MEI.name],
    [pageOf('/ancestry/family-tree'), null],
    [`${pageOf('/user/orders/:id')}?id=XG2026000001`, null]
  ]

  test('switched on in settings (kept on the phone): the report, relatives, family-tree and order pages render with the care class', async () => {
    const { mp } = start({ storage: { ...SIGNED_IN, careMode: stored('on') } })
    for (const [url, text] of PAGES) {
      await go(mp, 'reLaunch', '/' + url)
      const page = mp.current()
      await until(() => findAll(page, 'xg-frame').length > 0 && (!text || textOf(page).includes(text.replace(/\s+/g, ''))), url)
      expect([url, careFrame(page)]).toEqual([url, true])
      expect([url, textOf(page).includes('页面出了点问题')]).toEqual([url, false])
    }
    expect(mp.errors).toEqual([])
  })

  test("never chosen: it follows WeChat's font size (largest: on; standard: off)", async () => {
    const large = start({ storage: SIGNED_IN, system: { fontSizeScaleFactor: 2, fontSizeSetting: 28 } })
    const a = large.mp.open('pages/report/index')
    await until(() => findAll(a, 'xg-frame').length > 0, 'the report')
    await until(() => careFrame(a), 'the care class at the largest font')
    const standard = start({ storage: SIGNED_IN })
    const b = standard.mp.open('pages/report/index')
    await until(() => textOf(b).includes('分享报告'), 'the report')
    expect(careFrame(b)).toBe(false)
  })
})
