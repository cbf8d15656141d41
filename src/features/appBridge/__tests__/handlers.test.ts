import { MESSAGES } from '@xungen/contracts'
import { bridgeData, createBridgeHandlers, type AppShareInfo, type BridgeDeps } from '../handlers'

const info: AppShareInfo = { title: '我的祖源报告', description: '看看我来自哪里', url: 'https://www.xungen.example/report/ancestry', thumbnail: 'https://www.xungen.example/logo.png' }

function deps(over: Partial<BridgeDeps> = {}): BridgeDeps & { accepted: string[]; opened: string[] } {
  const accepted: string[] = []
  const opened: string[] = []
  return {
    accepted,
    opened,
    shareInfo: () => info,
    acceptToken: async t => { accepted.push(t) },
    open: async p => { opened.push(p) },
    ...over
  }
}

describe('getShareInfo (spec 7.3)', () => {
  it('returns title, description, url and thumbnail', () => {
    expect(createBridgeHandlers(deps()).getShareInfo()).toEqual({ code: 0, message: '', data: info })
  })

  it('fails with -1 「获取分享信息失败」 when the page has none', () => {
    expect(createBridgeHandlers(deps({ shareInfo: () => null })).getShareInfo()).toEqual({ code: -1, message: MESSAGES.bridge.shareInfoFailed, data: null })
    expect(createBridgeHandlers(deps({ shareInfo: () => { throw new Error('x') } })).getShareInfo().code).toBe(-1)
  })
})

describe('updateToken (spec 7.3, 8.2)', () => {
  it('keeps the token and answers 0 「获取 token 成功」', async () => {
    const d = deps()
    expect(await createBridgeHandlers(d).updateToken({ token: 'xg_abc' })).toEqual({ code: 0, message: MESSAGES.bridge.tokenSucceeded, data: null })
    expect(d.accepted).toEqual(['xg_abc'])
  })

  it('reads a JSON string as the Android bridge sends it', async () => {
    const d = deps()
    await createBridgeHandlers(d).updateToken('{"token":"xg_json"}')
    expect(d.accepted).toEqual(['xg_json'])
  })

  it('fails with -1 「获取 token 失败」 without a token, or when the server refuses it', async () => {
    expect(await createBridgeHandlers(deps()).updateToken({})).toEqual({ code: -1, message: MESSAGES.bridge.tokenFailed, data: null })
    const refusing = deps({ acceptToken: async () => { throw new Error('1001') } })
    expect((await createBridgeHandlers(refusing).updateToken({ token: 'xg_old' })).code).toBe(-1)
  })
})

describe('gotoPage (spec 7.3, 8.2)', () => {
  it('pushes the full path and answers 0 「页面跳转成功」', async () => {
    const d = deps()
    expect(await createBridgeHandlers(d).gotoPage({ path: '/report/ancestry?barcode=XG1' })).toEqual({ code: 0, message: MESSAGES.bridge.pageJumpSucceeded, data: null })
    expect(d.opened).toEqual(['/report/ancestry?barcode=XG1'])
  })

  it('refuses another site with -1 「页面跳转失败」', async () => {
    const d = deps()
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '']) {
      expect(await createBridgeHandlers(d).gotoPage({ path })).toEqual({ code: -1, message: MESSAGES.bridge.pageJumpFailed, data: null })
    }
    expect(d.opened).toEqual([])
  })

  it('fails with -1 when the navigation fails', async () => {
    const d = deps({ open: async () => { throw new Error('stack full') } })
    expect((await createBridgeHandlers(d).gotoPage({ path: '/user' })).code).toBe(-1)
  })
})

describe('bridge payloads', () => {
  it('accepts objects and JSON strings; anything else is empty', () => {
    expect(bridgeData({ a: 1 })).toEqual({ a: 1 })
    expect(bridgeData('{"a":1}')).toEqual({ a: 1 })
    expect(bridgeData('/user')).toEqual({ value: '/user' })
    expect(bridgeData(null)).toEqual({})
  })
})
