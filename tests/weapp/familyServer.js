// What the server answers to the mini-program in the flow tests (tests/weapp/flows.test.js): a
// family account with two tested persons, each with a published report (the server's own tests
// cover the server; these check what the compiled mini-program asks and shows). Answers have the
// shapes of the endpoint declarations (packages/contracts/src/endpoints).
const { generateKeyPairSync } = require('crypto')
// the server's own WeChat Pay v3 signing (what its sandbox provider answers a JSAPI prepay with)
const { jsapiPayParams } = require('../../server/src/domains/commerce/payments/wechatV3')

const USER_ID = 41
const PAY_APP_ID = 'wxsandbox0000000001'

const PERSONS = [
  { id: 7, name: '李晓梅', barcode: 'XG0000000017', sex: 'female', haplo: 'D4a' },
  { id: 8, name: '李建国', barcode: 'XG0000000028', sex: 'male', haplo: 'O2a2b1' }
]

const product = { type: 'HEALTH_ANCESTRY_V3', name: '基因寻根 健康+祖源 标准版', supportSubmodules: [], isOnlineProduct: true, id: 'STANDARD_ANCESTRY', sku: 'standard', needUpdate: false, primerIdentification: 'CHIP' }

function envelope(data) {
  return { code: 0, message: '', data }
}
const failure = (code, message) => ({ code, message, data: null })
const SMS_VERIFY_PATH = '/proxy/user/sms_verify/web'
/** the code the fake phone receives */
const RAW_DATA_CODE = '246810'

function personView(p) {
  return {
    id: p.id, userId: USER_ID, basic: { name: p.name, surname: '李', sex: p.sex, birthday: null, birthplace: null, birthplaceCode: null, ancestralPlace: null, ancestralPlaceCode: null, nation: null, appellation: null },
    name: p.name, defaultBarcode: p.barcode, defaultHaplogroup: p.haplo, haplogroup: p.haplo, mtHaplogroup: null,
    detections: [{ barcode: p.barcode, hasReport: true, product, state: 'published', stateTitle: '报告已出', source: 'chip', collectDate: null }],
    share: { isShare: false }, upgradeRoute: [], type: 'CHIP', productName: product.name, productId: product.id, isBind: true, hasReport: true,
    privacy: { geneRelatives: true, geneOrigin: true }
  }
}

function head(p) {
  return {
    sample: false, sampleLabel: null, sampleSource: null, barcode: p.barcode, person: { id: p.id, name: p.name, sex: p.sex },
    product: { type: product.type, name: product.name, supportSubmodules: [], isOnlineProduct: true }, versions: { engine: '1.4.0', kb: '2026.11' }, publishedAt: Date.now() - 864e5
  }
}

function reportHome(p) {
  return {
    ...head(p), reportStatus: 'out',
    homeData: {
      ancestry: { sex: p.sex, y: p.sex === 'male' ? { haplogroup: p.haplo, short: 'O2' } : null, mt: { haplogroup: p.sex === 'male' ? 'B4' : p.haplo }, composition: [{ region: 'EAS', regionZh: '东亚', percent: 98 }] },
      health: { areas: [{ key: 'disease', name: '疾病风险', total: 1, normal: 1, attention: 0 }], healthItems: 1, qc: { verdict: 'pass', callRate: 0.99 } }
    },
    gadgetsShowStatus: { calculator: false, geneRelatives: false }
  }
}

function items(p, category) {
  return {
    ...head(p),
    list: [{ id: 'T2D', category: category || 'disease', title: `2型糖尿病（${p.name}）`, summary: '风险与一般人群相近', status: 0, access: 0, tags: [], lockDescription: null, reportStatus: 'out' }]
  }
}

/**
 * A fake of the server for one mini-program: `answer(wxRequestOptions)` for the harness's request
 * option, and what was asked (`sent`). `shares`: share tokens made (token → barcode).
 */
function familyServer({ signedIn = true } = {}) {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const orders = []
  const sent = []
  const shares = new Map()
  const accepted = []
  const codesSent = []
  const phoneCodes = []
  const subscriptions = []
  const state = { token: signedIn ? 'xg_family_token_0123456789' : null }
  function answer(o) {
    const url = new URL(o.url)
    const body = typeof o.data === 'string' && o.data ? JSON.parse(o.data) : o.data
    const query = Object.fromEntries(url.searchParams)
    const header = o.header || {}
    const req = { method: o.method || 'GET', path: url.pathname, query, body, header }
    sent.push(req)
    return { statusCode: 200, header: {}, data: route(req) }
  }
  const byBarcode = b => PERSONS.find(p => p.barcode === b)
  function route({ method, path, query, body, header }) {
    if (path === '/proxy/user/wechat/login') {
      state.token = 'xg_family_token_0123456789'
      return envelope({ userId: USER_ID, token: state.token, expiresAt: Date.now() + 864e5, userState: 4 })
    }
    // issue 24 item 8: the code of WeChat's getPhoneNumber button, exchanged by the server
    if (path === '/proxy/user/wechat/bind_phone_number' && method === 'POST') {
      phoneCodes.push(body.code)
      if (!String(header.token || '').startsWith('xg_guest_')) return failure(1001, '请先登录')
      state.token = 'xg_family_token_0123456789'
      return envelope({ userId: USER_ID, token: state.token, expiresAt: Date.now() + 864e5, userState: 4 })
    }
    // issue 24 item 7: the subscription templates and the acceptances
    if (path === '/proxy/user/wechat/subscribe_templates') return envelope({ list: SUBSCRIBE_TEMPLATES })
    if (path === '/proxy/user/wechat/subscriptions' && method === 'POST') {
      subscriptions.push(...body.accepted)
      return envelope({ recorded: SUBSCRIBE_TEMPLATES.filter(t => body.accepted.includes(t.templateId)).map(({ key, templateId }) => ({ key, templateId })) })
    }
    if (path === '/web/api/new/user/info') {
      // a guest token (a WeChat login without a phone) answers a messaging-app guest, state 3
      const guest = String(header.token || '').startsWith('xg_guest_')
      return envelope({
        id: USER_ID, userId: USER_ID, userName: '李晓梅', phoneNumber: guest ? null : '138****8000', nationCode: guest ? null : '86', isWechat: true, userState: guest ? 3 : 4,
        avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' }, avatarUrl: null, avatarReview: null, hasPassword: false, checkResult: { succeeded: true }, createdAt: 1
      })
    }
    if (path === '/proxy/user/agreements' && method === 'POST') {
      accepted.push(...body.accepted)
      return envelope({ accepted: body.accepted, pending: [] })
    }
    if (path === '/proxy/detected-persons/v2/persons') {
      const list = PERSONS.filter(p => !query.keywords || p.name.includes(query.keywords)).map(personView)
      return envelope({ page: 1, size: 100, count: list.length, bindCount: list.length, shareCount: 0, list, isEnd: true })
    }
    if (path === '/proxy/report/detection-product-infos') {
      // the first person's report is the latest
      return envelope({ sample: false, list: PERSONS.map((p, i) => ({ barcode: p.barcode, personId: p.id, personName: p.name, isShare: false, product, submodules: [], hasReport: true, state: 'published', collected: true, collectDate: null, source: 'chip', boundAt: 10 - i })) })
    }
    let m = /^\/proxy\/report\/home\/(.+)$/.exec(path)
    if (m) {
      const shareToken = header['share-token'] || header.shareToken
      if (shareToken) return shares.get(shareToken) === m[1] ? envelope(reportHome(byBarcode(m[1]))) : failure(4004, '报告不存在或分享已失效')
      const p = byBarcode(m[1])
      return p && header.token === state.token ? envelope(reportHome(p)) : failure(4004, '报告不存在')
    }
    m = /^\/proxy\/report\/items\/(.+)$/.exec(path)
    if (m) {
      const p = byBarcode(m[1])
      return p ? envelope(items(p, query.category)) : failure(4004, '报告不存在')
    }
    if (path === '/proxy/report/shares' && method === 'POST') {
      const token = 'shr_' + body.barcode.slice(-4) + '_' + (shares.size + 1) + 'abcdefghijklmnop'
      shares.set(token, body.barcode)
      return envelope({ shareBarcode: body.barcode, shareToken: token, createdAt: Date.now(), revokedAt: null })
    }
    if (path === '/proxy/report/shares') return envelope({ list: [] })
    m = /^\/proxy\/detected-persons\/relatives\/(.+)$/.exec(path)
    if (m) {
      // the two persons are father and daughter: each finds the other
      const other = PERSONS.find(p => p.barcode !== m[1])
      return envelope({
        barcode: m[1], page: 1, size: 20, total: 1, isEnd: true,
        list: [{ personId: other.id, name: other.name, sex: other.sex, totalCm: 3480, segments: 52, largestCm: 260, relationship: 'parent-child', relationshipLabel: '父母子女', grade: { grade: '1', text: '直系亲属', generations: '1' }, parentSide: null, parentSideBasis: '父母子女共享一半 DNA' }]
      })
    }
    m = /^\/proxy\/detected-persons\/persons\/(\d+)$/.exec(path)
    if (m) {
      const p = PERSONS.find(x => String(x.id) === m[1])
      return p ? envelope(personView(p)) : failure(4004, '检测人不存在')
    }
    m = /^\/proxy\/detected-persons\/detection-status\/(.+)$/.exec(path)
    if (m) {
      // a kit just bound: the laboratory has it, no report yet
      if (m[1] === MEI_WAITING) return envelope({ barcode: MEI_WAITING, personId: PERSONS[0].id, personName: PERSONS[0].name, product, state: 'received', hasReport: false, samples: [{ seq: 1, state: 'received', createdAt: 1, updatedAt: 2 }], timeline: [{ state: 'bound', title: '已绑定', content: '采样盒已绑定检测人', sampleSeq: 1, date: 1 }, { state: 'received', title: '样本已签收', content: '实验室已收到您的样本', sampleSeq: 1, date: 2 }] })
      const p = byBarcode(m[1])
      return envelope({ barcode: p.barcode, personId: p.id, personName: p.name, product, state: 'published', hasReport: true, samples: [{ seq: 1, state: 'published', createdAt: 1, updatedAt: 2 }], timeline: [{ state: 'published', title: '报告已出', content: '你的报告已经出具', sampleSeq: 1, date: 2 }] })
    }
    m = /^\/proxy\/detected-persons\/raw-data\/(.+)\/status$/.exec(path)
    if (m) return envelope({ barcode: m[1], state: 'available', fileName: `xungen-raw-${m[1]}.txt`, bytes: 16 * 1024 * 1024, progress: 1, archivedAt: null })
    // the raw-data link after a fresh code sent to the account's own phone (issue 20 item 1)
    if (path === '/proxy/user/token_cookie' && method === 'POST') return envelope(null)
    if (path === SMS_VERIFY_PATH && method === 'POST') {
      codesSent.push(body.verifyType)
      return envelope({ retryAfterSeconds: 120, expiresInSeconds: 300 })
    }
    m = /^\/proxy\/detected-persons\/raw-data\/(.+)\/download-link$/.exec(path)
    if (m) {
      if (method !== 'POST' || !codesSent.includes('raw_data_download') || body?.authCode !== RAW_DATA_CODE) return failure(1003, '验证码错误')
      return envelope({ url: `/files/raw-data/rdl_${m[1]}_0123456789abcdef`, fileName: `基因寻根_${m[1]}_20261128.txt`, bytes: 16 * 1024 * 1024, expiresAt: Date.now() + 300e3 })
    }
    if (path === '/proxy/order/order_page_info') {
      const shop = { id: 1, alias: 'ancestry', name: '基因寻根·祖源版', subtitle: '祖源', commodityTag: 'gene', type: 'GENETIC', typeCode: 'ANCESTRY_V3', isOnlineProduct: true, primerIdentification: 'CHIP', supportSubmodules: [], promotion: null,
        skuInfos: [{ sku: 'ancestry', family: 'ancestry', sampled: false, skuPicture: '', actualPriceFen: 29900, listPriceFen: 39900, promotionInfos: [] }], packages: [{ minCount: 1, unitPriceFen: 29900 }], links: {}, sort: 10 }
      return envelope({ product: shop, count: Number(query.count || 1), unitPriceFen: 29900, goodsFen: 29900, activityDiscountFen: 0, couponDiscountFen: 0, payableFen: 29900, activity: null, coupons: [], recommendedCouponId: null, lastReceiver: null })
    }
    if (path === '/proxy/order/order' && method === 'POST') {
      const orderNo = 'XG' + String(20261128000000 + orders.length + 1)
      orders.push({ orderNo, body })
      return envelope({ orderNo, status: 'unpaid' })
    }
    m = /^\/proxy\/order\/pay\/(.+)$/.exec(path)
    if (m && method === 'POST') {
      const order = orders.find(o => o.orderNo === m[1])
      if (!order) return failure(4004, '订单不存在')
      order.prepayId = 'wx' + Date.now() + 'sandbox'
      order.params = jsapiPayParams(PAY_APP_ID, order.prepayId, merchant.privateKey, Date.now())
      return envelope({ kind: 'jsapi', params: order.params })
    }
    // the order result: a kit, paid
    if (path === '/proxy/order/check/pay_status') return envelope({ orderNo: query.orderNo, state: 'PAID', paid: true })
    m = /^\/proxy\/order\/order_ds\/orders\/(.+)$/.exec(path)
    if (m) {
      return envelope({
        id: 9, orderNo: m[1], state: 'PAID', stateText: '待发货', productId: 1, productName: '基因寻根·祖源版', sku: 'ancestry', sampled: true, count: 1, unitPriceFen: 29900, goodsFen: 29900, activityDiscountFen: 0, couponDiscountFen: 0,
        payableFen: 29900, refundedFen: 0, couponId: null, payType: 'WECHAT_JSAPI', receiver: null, kitBarcode: null, createdAt: 1, expiresAt: 2, paidAt: 3, cancelledAt: null, testOrder: false, events: [], shipment: null
      })
    }
    if (path === '/proxy/activity/crowd_funding/landing_page') {
      return envelope({
        id: 5, kind: 'CROWDFUNDING', name: '家乡寻根检测众筹（示例）', sample: true, startAt: 0, endAt: Date.now() + 86400e3, running: true, rules: ['众筹结束后不再接受新的支持。'],
        title: '家乡寻根检测众筹（示例）', summary: '示例众筹', story: ['说明'], targetFen: 5000000, raisedFen: 29900, supporters: 1, percent: 0,
        tiers: [{ key: 'ancestry', title: '支持 · 祖源版', commodityAlias: 'ancestry', productName: '基因寻根·祖源版', priceFen: 29900, paybacks: ['电子支持者证书 1 张'], supporters: 1 }]
      })
    }
    if (path === '/proxy/upgrade/upgrade_speed' && method === 'GET') {
      return envelope({ priceFen: 9900, list: [{ barcode: MEI_WAITING, personName: PERSONS[0].name, productName: '基因寻根·祖源版', state: 'received', stateText: '实验室已收到样本', expedited: false, blocked: null, pendingOrderNo: null }] })
    }
    m = /^\/proxy\/activity\/invitation_activities\/(.+)$/.exec(path)
    if (m) {
      return envelope({
        id: 7, kind: 'FISSION', name: '听力基因科普（示例）', sample: true, startAt: 0, endAt: Date.now() + 86400e3, running: true, slug: m[1], title: '听力基因科普（示例）',
        summary: '示例活动：演示“邀请好友助力”的完整流程。',
        description: ['邀请好友一起了解听力相关基因。', '达到人数后发放余额奖励。'],
        conditions: ['已登录的用户均可参加。'],
        rules: ['邀请 3 位好友为你助力，即可获得 5.00 元余额奖励，在“余额”中领取后可申请提现。', '每位好友在同一活动中只能助力 1 次，不能为自己助力。'],
        helpersNeeded: 3, rewardFen: 500, me: null
      })
    }
    if (path.startsWith('/proxy/common/descriptions/')) return failure(404, '')
    return failure(404, '请求的接口不存在')
  }
  return { answer, sent, shares, accepted, state, orders, phoneCodes, subscriptions, merchantPublicKey: merchant.publicKey, PERSONS, USER_ID }
}

const SUBSCRIBE_TEMPLATES = [
  { key: 'sampleReceived', templateId: 'TPL-received', title: '样本签收通知' },
  { key: 'inAnalysis', templateId: 'TPL-analysis', title: '样本检测进度通知' },
  { key: 'reportReady', templateId: 'TPL-report', title: '报告生成通知' },
  { key: 'relativesFound', templateId: 'TPL-relatives', title: '发现基因亲人通知' }
]

/** a sample of the first person still in the laboratory's queue (the speed package) */
const MEI_WAITING = 'XG20261128000777'

module.exports = { MEI_WAITING, SUBSCRIBE_TEMPLATES, familyServer, PERSONS, USER_ID, RAW_DATA_CODE }
