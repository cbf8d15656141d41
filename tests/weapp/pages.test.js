// Compiled mini-program pages rendered by miniprogram-simulate with WeChat's WXML compiler and
// the real Taro runtime: what a user sees in the mini-program, minus layout.
const { assertBuilt, setupMiniGlobals } = require('./simulate-env')

beforeAll(assertBuilt)

function text(comp) {
  return comp.dom.textContent.replace(/\s+/g, '')
}

test('a not-built page shows its title, the sentence and the way home, without the website header', async () => {
  const { renderPage } = setupMiniGlobals()
  // a page waiting for data the product does not have (published ancient samples)
  const comp = await renderPage('subpackages/ancestry/neolithic/_id/index')
  expect(text(comp)).toContain('新石器时代古人')
  expect(text(comp)).toContain('这部分功能正在建设中')
  expect(text(comp)).toContain('返回首页')
  expect(comp.dom.querySelector('.main--xg-header')).toBeNull()
})

test('"back to home" relaunches the home page', async () => {
  const { simulate, renderPage } = setupMiniGlobals()
  // a page not built yet (its way home is its only button)
  const comp = await renderPage('subpackages/ancestry/eastern-zhou/_id/index')
  const buttons = comp.querySelectorAll('.xg-button')
  expect(buttons.length).toBeGreaterThan(0)
  buttons[0].dispatchEvent('tap')
  await simulate.sleep(30)
  expect(wx.reLaunch).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/index/index' }))
})

test('a guarded page sends a visitor to the sign-in page with the spec URL to return to', async () => {
  const { simulate, renderPage } = setupMiniGlobals()
  await renderPage('subpackages/user/orders/_id/index', { id: '9' }) // public exception: stays
  expect(wx.redirectTo).not.toHaveBeenCalled()
  await renderPage('subpackages/user/persons/_id/index', { id: '7' })
  await simulate.sleep(30)
  expect(wx.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/auth/signin/index?from=%2Fuser%2Fpersons%2F7' }))
})

test('the not-found page shows the texts of 2.20', async () => {
  const { renderPage } = setupMiniGlobals()
  const comp = await renderPage('pages/not-found/index')
  expect(text(comp)).toContain('抱歉，这里似乎没有找到基因')
  expect(text(comp)).toContain('你访问的页面不存在')
  expect(text(comp)).toContain('输入的网址有误')
})

// (a page module can be loaded once per test file: the second require is cached)
test('the home page: hero, report areas and steps, the logo in the hero (no site header here); the call to action opens the shop tab', async () => {
  const { simulate, renderPage } = setupMiniGlobals()
  const comp = await renderPage('pages/index/index')
  expect(text(comp)).toContain('读懂你的基因，找到你的根')
  expect(text(comp)).toContain('一次检测，四类报告')
  expect(text(comp)).toContain('在家就能完成的四步')
  expect(comp.dom.querySelector('.main--xg-home__brand')).not.toBeNull()
  comp.querySelector('.xg-button--light').dispatchEvent('tap')
  await simulate.sleep(30)
  expect(wx.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/shop/gene/index' }))
})

test('the order page (spec 2.3) in the mini-program: the product, the price the server gave, WeChat Pay (JSAPI) as the way to pay', async () => {
  const { simulate, renderPage } = setupMiniGlobals()
  const product = {
    id: 1, alias: 'STANDARD_ANCESTRY', name: '基因寻根·健康+祖源 标准版', subtitle: '祖源与健康', commodityTag: 'gene', type: 'GENETIC', typeCode: 'HEALTH_ANCESTRY_V3',
    isOnlineProduct: true, primerIdentification: 'CHIP', supportSubmodules: ['standard'], promotion: null,
    skuInfos: [{ sku: 'standard', family: 'standard', sampled: true, skuPicture: '', actualPriceFen: 49900, listPriceFen: 69900, promotionInfos: [] }],
    packages: [{ minCount: 1, unitPriceFen: 49900 }], links: {}, sort: 10
  }
  const info = { product, count: 1, unitPriceFen: 49900, goodsFen: 49900, activityDiscountFen: 0, couponDiscountFen: 0, payableFen: 49900, activity: null, coupons: [], recommendedCouponId: null, lastReceiver: null }
  wx.request.mockImplementation(o => {
    setTimeout(() => o.success({ statusCode: 200, header: {}, data: { code: 0, message: '', data: info } }), 0)
    return { abort() {} }
  })
  const comp = await renderPage('subpackages/buy/_commodityId/order/index', { commodityId: 'STANDARD_ANCESTRY' })
  for (let waited = 0; !text(comp).includes('应付') && waited < 3000; waited += 20) await simulate.sleep(20)
  expect(wx.request).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/proxy/order/order_page_info') }))
  expect(text(comp)).toContain('基因寻根·健康+祖源标准版')
  expect(text(comp)).toContain('¥499.00')
  expect(text(comp)).toContain('采样盒寄往')
  expect(text(comp)).toContain('微信支付')
  expect(text(comp)).not.toContain('支付宝')
  wx.request.mockReset()
})

test('the crowdfunding page (spec 2.13) in the mini-program: the demo campaign marked 示例, its progress and a tier', async () => {
  const { simulate, renderPage } = setupMiniGlobals()
  const campaign = {
    id: 5, kind: 'CROWDFUNDING', name: '家乡寻根检测众筹（示例）', sample: true, startAt: 0, endAt: Date.now() + 86400_000, running: true, rules: ['众筹结束后不再接受新的支持。'],
    title: '家乡寻根检测众筹（示例）', summary: '示例众筹', story: ['说明'], targetFen: 5000000, raisedFen: 29900, supporters: 1, percent: 0,
    tiers: [{ key: 'ancestry', title: '支持 · 祖源版', commodityAlias: 'ancestry', productName: '基因寻根·祖源版', priceFen: 29900, paybacks: ['电子支持者证书 1 张'], supporters: 1 }]
  }
  wx.request.mockImplementation(o => {
    setTimeout(() => o.success({ statusCode: 200, header: {}, data: { code: 0, message: '', data: campaign } }), 0)
    return { abort() {} }
  })
  const comp = await renderPage('subpackages/activity/crowdfunding/index')
  for (let waited = 0; !text(comp).includes('已筹') && waited < 3000; waited += 20) await simulate.sleep(20)
  expect(wx.request).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/proxy/activity/crowd_funding/landing_page') }))
  expect(text(comp)).toContain('示例')
  expect(text(comp)).toContain('已筹¥299.00')
  expect(text(comp)).toContain('支持·祖源版')
  expect(text(comp)).toContain('电子支持者证书1张')
  wx.request.mockReset()
})
