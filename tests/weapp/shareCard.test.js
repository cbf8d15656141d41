// The ancestry share card in the mini-program (issue 29): drawn on the legacy canvas when the
// person asks for it, its picture on the WeChat card of /report/ancestry. The report shown is the
// account's latest one from the start: the demo (SAMPLE) is never asked for, so the page is not
// drawn a second time under the tap (that swap once lost the tap in about half the runs).
const path = require('path')
const { createMiniProgram, assertBuilt, textOf, findAll, tap, until } = require('./bareVm')
const { familyServer, PERSONS } = require('./familyServer')
const { AGREEMENTS } = require('../../packages/contracts/src/consent')

const DIST = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : undefined
beforeAll(() => assertBuilt(DIST))

const [MEI] = PERSONS
const stored = v => ({ v, exp: null })
const SIGNED_IN = {
  agreementsAccepted: stored({ service: AGREEMENTS.service.version, privacy: AGREEMENTS.privacy.version }),
  token: stored('xg_family_token_0123456789'),
  sessionUser: stored({ userId: '41', userState: 4, hasPhone: true })
}

function start({ storage = SIGNED_IN, server = familyServer() } = {}) {
  const mp = createMiniProgram({ dist: DIST, storage, request: server.answer })
  mp.launch()
  return { mp, server }
}

describe('the ancestry share card in the mini-program (issue 29)', () => {
  test('made on request: drawn on the canvas, its picture goes on the WeChat card of the page (friends only)', async () => {
    const server = familyServer()
    const report = {
      barcode: MEI.barcode, personName: MEI.name, sample: false, sampleLabel: null,
      composition: { status: 'estimated', reason: null, regions: [{ id: 'EAS', label: 'East Asian', labelZh: '东亚', proportion: 0.97, low: 0.93, high: 1 }, { id: 'SAS', label: 'South Asian', labelZh: '南亚', proportion: 0.03, low: 0, high: 0.06 }], markersUsed: 169, sources: [] },
      paternal: { haplogroup: null, shortName: null, reason: '女性没有 Y 染色体' },
      maternal: { haplogroup: 'D4a', tree: 'PhyloTree 17' }
    }
    const demo = { ...report, barcode: 'SAMPLE', personName: '千人基因组受试者', sample: true, sampleLabel: '示例' }
    const asked = []
    const answer = o => {
      const m = /^\/web\/api\/new\/ancestry\/report\/(.+)$/.exec(new URL(o.url).pathname)
      if (!m) return server.answer(o)
      asked.push(m[1])
      const data = m[1] === MEI.barcode ? report : m[1] === 'SAMPLE' ? demo : null
      return { statusCode: 200, header: {}, data: data ? { code: 0, message: '', data } : { code: 4004, message: '报告不存在', data: null } }
    }
    const { mp } = start({ server: { ...server, answer } })
    const page = mp.open(MINIPROGRAM_ROUTES_PAGE('/report/ancestry'))
    await until(() => textOf(page).includes('祖源分享卡'), 'the share card section')
    // the account's latest report, asked for once: never the demo first (spec 4: sample mode is for visitors and accounts without a report)
    expect(asked).toEqual([MEI.barcode])
    expect(textOf(page)).toContain(`${MEI.name}的祖源分析`)
    // nothing of the person is on the WeChat card before they make it
    expect(page.onShareAppMessage({ from: 'menu' })).toEqual({ title: '基因寻根', path: '/pages/index/index' })
    expect(page.onShareTimeline).toBeUndefined()
    // the harness's canvas is WeChat's: nothing to export before a draw() reaches the page's canvas
    await expect(mp.wx.canvasToTempFilePath({ canvasId: 'xg-anc-share-card' })).rejects.toEqual({ errMsg: 'canvasToTempFilePath:fail canvas is empty' })
    await new Promise(resolve => mp.wx.createCanvasContext('xg-no-such-canvas').draw(false, resolve))
    await expect(mp.wx.canvasToTempFilePath({ canvasId: 'xg-no-such-canvas' })).rejects.toEqual({ errMsg: 'canvasToTempFilePath:fail canvas is empty' })
    tap(page, 'xg-button', '生成祖源分享卡')
    await until(() => findAll(page, 'xg-anc__share-image').length > 0, 'the card picture')
    const drawn = mp.callsOf('canvas.fillText').map(c => c.args[0])
    expect(drawn).toEqual(expect.arrayContaining(['我的祖源分析', '东亚 97.0%', '南亚 3.0%', '父系 无结果', '母系 D4a']))
    expect(drawn.join(' ')).not.toContain(MEI.name)
    expect(drawn.join(' ')).not.toContain(MEI.barcode)
    expect(mp.callsOf('canvas.arc')).toHaveLength(26)
    const card = page.onShareAppMessage({ from: 'menu' })
    expect(card).toEqual({ title: '我的祖源分析', path: '/pages/index/index', imageUrl: 'wxfile://tmp/xg-anc-share-card.png' })
    expect(asked).toEqual([MEI.barcode])
    expect(mp.errors).toEqual([])
  })
})

function MINIPROGRAM_ROUTES_PAGE(pattern) {
  return require('../../src/routes').MINIPROGRAM_ROUTES.find(r => r.pattern === pattern).page
}
