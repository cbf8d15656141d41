// The binding wizard's first pages in the compiled mini-program (dist/), rendered by
// miniprogram-simulate with WeChat's WXML compiler: the start page, then the barcode step with
// WeChat's scanner (wx.scanCode), the server's barcode check and the move to the relation step.
// wx.request answers as the server does (its own tests and the H5 journey cover the server).
const { assertBuilt, setupMiniGlobals, consentedStorage } = require('./simulate-env')

beforeAll(assertBuilt)

const BARCODE = 'XG0000042424'
const sent = []

function envelope(data) {
  return { code: 0, message: '', data }
}

const product = { sku: 'standard', id: 'STANDARD_ANCESTRY', type: 'HEALTH_ANCESTRY_V3', name: '基因寻根 健康+祖源 标准版', supportSubmodules: [], needUpdate: false, isOnlineProduct: true, primerIdentification: 'CHIP' }

function answer(path, query, body) {
  if (path === '/proxy/user/wechat/login') return envelope({ userId: 41, token: 'xg_bound_token_0123456789', expiresAt: Date.now() + 864e5, userState: 4 })
  if (path === '/web/api/new/user/info') {
    return envelope({
      id: 41, userId: 41, userName: '寻根用户', phoneNumber: '138****8000', nationCode: '86', isWechat: true, userState: 4,
      avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' }, avatarUrl: null, avatarReview: null, hasPassword: false, checkResult: { succeeded: true }, createdAt: 1
    })
  }
  if (path === '/proxy/detected-persons/binding/draft') {
    if (body) return envelope({ draftId: 5, draft: body, updatedAt: Date.now() })
    return envelope({ draftId: null, draft: null, updatedAt: null })
  }
  if (path === '/proxy/detected-persons/binding/barcode-check') {
    return query.barcode === BARCODE ? envelope({ barcode: BARCODE, product }) : { code: 2030, message: '样本编码不存在，请核对采样盒上的编码', data: null }
  }
  if (path === '/proxy/detected-persons/bindable-persons') return envelope({ bindablePersons: [] })
  if (path.startsWith('/proxy/common/descriptions/')) return { code: 404, message: '', data: null }
  return { code: 404, message: '请求的接口不存在', data: null }
}

const env = () =>
  setupMiniGlobals({
    // the person accepted the agreements on this phone before: launch signs in silently
    getStorageSync: consentedStorage(),
    login: jest.fn(o => o.success({ code: 'sandbox-launch-code', errMsg: 'login:ok' })),
    showToast: jest.fn(o => o && o.success && o.success({})),
    scanCode: jest.fn(o => o.success({ result: BARCODE.toLowerCase(), scanType: 'CODE_128', errMsg: 'scanCode:ok' })),
    request: jest.fn(o => {
      const url = new URL(o.url)
      const body = typeof o.data === 'string' && o.data ? JSON.parse(o.data) : o.data
      const query = Object.fromEntries(url.searchParams)
      sent.push({ method: o.method, path: url.pathname, query, body })
      setTimeout(() => o.success({ statusCode: 200, data: answer(url.pathname, query, o.method === 'PUT' ? body : undefined), header: {} }), 0)
      return { abort() {} }
    })
  })

function text(comp) {
  return comp.dom.textContent.replace(/\s+/g, '')
}

async function until(check, what, simulate) {
  for (let waited = 0; waited < 3000; waited += 20) {
    if (check()) return
    await simulate.sleep(20)
  }
  throw new Error(`timed out waiting for ${what}`)
}

test('the start page, signed in silently, offers to start binding', async () => {
  const { simulate, renderPage } = env()
  await until(() => sent.some(s => s.path === '/web/api/new/user/info'), 'the launch sign-in', simulate)
  const comp = await renderPage('subpackages/bind/index')
  await until(() => text(comp).includes('开始绑定'), 'the start page', simulate)
  expect(text(comp)).toContain('绑定采样器')
  expect(text(comp)).toContain('查看采样说明')
  expect(wx.redirectTo).not.toHaveBeenCalled()
})

test('the barcode step scans with WeChat, checks the barcode with the server and goes to the relation step', async () => {
  const { simulate, renderPage } = env()
  const comp = await renderPage('subpackages/bind/barcode/index')
  await until(() => text(comp).includes('输入采样器编号'), 'the barcode page', simulate)
  const scan = comp.querySelector('.xg-barcode__scan')
  expect(scan).not.toBeNull()
  scan.dispatchEvent('tap')
  await until(() => wx.scanCode.mock.calls.length === 1, 'the scanner', simulate)
  await simulate.sleep(50)
  comp.querySelector('.xg-wizard__next').dispatchEvent('tap')
  await until(() => wx.navigateTo.mock.calls.length > 0, 'the next step', simulate)
  expect(wx.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/subpackages/bind/appellation/index' }))
  const check = sent.find(s => s.path === '/proxy/detected-persons/binding/barcode-check')
  expect(check.query.barcode).toBe(BARCODE)
  const saved = sent.find(s => s.path === '/proxy/detected-persons/binding/draft' && s.method === 'PUT')
  expect(saved.body).toEqual({ barcode: BARCODE, productType: 'HEALTH_ANCESTRY_V3' })
})
