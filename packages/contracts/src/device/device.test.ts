import { appHeadersOf, detectDevice, detectRequestDevice, digitalGoodsPurchasable, isEmbeddedWebView, miniProgramHeadersOf, siteNameOf } from './index'

// Real user agents (trimmed of nothing): desktop Chrome, iPhone Safari, Android WeChat,
// WeChat mini-program web-view, WeCom, our app on iOS and Android, HarmonyOS browser.
const UA = {
  pcChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidWechat: 'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  iphoneMiniProgram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef',
  pcWecom: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0.0.0 Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1 NetType/WIFI Language/zh',
  iosApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 XungenApp/3.4.0 (ancestry)',
  androidAppInWechatSdk: 'Mozilla/5.0 (Linux; Android 13; PGT-AN10; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0 Mobile Safari/537.36 MicroMessenger/8.0.40 XungenApp/3.2.1',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300'
}

describe('device context of spec 6, from the user agent', () => {
  it('desktop browsers are PC', () => {
    expect(detectDevice(UA.pcChrome)).toEqual({ kind: 'pc', isMobile: false, os: 'windows', app: null })
    expect(detectDevice(UA.macSafari).kind).toBe('pc')
  })

  it('a phone browser is mobile', () => {
    expect(detectDevice(UA.iphoneSafari)).toEqual({ kind: 'mobile', isMobile: true, os: 'ios', app: null })
    expect(detectDevice(UA.harmony)).toMatchObject({ kind: 'mobile', os: 'harmony' })
  })

  it('WeChat\'s browser is the messaging-app browser, on phones and on desktops (WeCom)', () => {
    expect(detectDevice(UA.androidWechat)).toMatchObject({ kind: 'wechat', isMobile: true, os: 'android' })
    expect(detectDevice(UA.pcWecom)).toMatchObject({ kind: 'wechat', isMobile: false })
  })

  it('a mini-program web-view is the mini-program, not the WeChat browser', () => {
    expect(detectDevice(UA.iphoneMiniProgram)).toMatchObject({ kind: 'miniprogram', isMobile: true })
  })

  it('the native mini-program build says so through the option, whatever the user agent', () => {
    expect(detectDevice('', { miniProgram: true })).toMatchObject({ kind: 'miniprogram', isMobile: true })
  })

  it('our app wins over WeChat markers and carries its alias and version', () => {
    expect(detectDevice(UA.iosApp)).toEqual({ kind: 'app', isMobile: true, os: 'ios', app: { alias: 'ancestry', version: '3.4.0' } })
    expect(detectDevice(UA.androidAppInWechatSdk)).toMatchObject({ kind: 'app', app: { alias: 'main', version: '3.2.1' } })
  })

  it('an empty or missing user agent is a PC (server-side requests without a UA)', () => {
    expect(detectDevice(undefined).kind).toBe('pc')
    expect(detectDevice('').kind).toBe('pc')
  })

  it('the app and the messaging-app browser are the embedded web views that hide the site chrome', () => {
    expect(isEmbeddedWebView(detectDevice(UA.iosApp))).toBe(true)
    expect(isEmbeddedWebView(detectDevice(UA.androidWechat))).toBe(true)
    expect(isEmbeddedWebView(detectDevice(UA.iphoneMiniProgram))).toBe(false)
    expect(isEmbeddedWebView(detectDevice(UA.iphoneSafari))).toBe(false)
  })

  it('site names follow the four analytics sites of spec 9', () => {
    expect(siteNameOf(detectDevice(UA.iosApp))).toBe('app')
    expect(siteNameOf(detectDevice(UA.androidWechat))).toBe('wechat')
    expect(siteNameOf(detectDevice(UA.iphoneMiniProgram))).toBe('wechat')
    expect(siteNameOf(detectDevice(UA.iphoneSafari))).toBe('mobile')
    expect(siteNameOf(detectDevice(UA.pcChrome))).toBe('pc')
  })

  it('app user-agent headers are sent only in the app (spec 7.1)', () => {
    expect(appHeadersOf(detectDevice(UA.iosApp))).toEqual({ 'client-type': 'APP', 'app-alias': 'ancestry', 'app-version': '3.4.0', 'app-os': 'ios' })
    expect(appHeadersOf(detectDevice(UA.androidWechat))).toEqual({})
  })
})

describe("the request's device as the server sees it (WeChat's virtual-payment rule)", () => {
  const REFERER = 'https://servicewechat.com/wx1234567890abcdef/12/page-frame.html'
  const IPHONE_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN'
  it("WeChat's Referer or the client's headers make a mini-program; the user agent's OS wins over the declared one", () => {
    expect(detectRequestDevice({ 'user-agent': IPHONE_WECHAT, referer: REFERER })).toMatchObject({ kind: 'miniprogram', os: 'ios' })
    expect(detectRequestDevice({ 'client-type': 'MINIPROGRAM', 'app-os': 'ios' })).toMatchObject({ kind: 'miniprogram', os: 'ios' })
    expect(detectRequestDevice({ 'user-agent': UA.androidWechat, 'client-type': 'MINIPROGRAM', 'app-os': 'ios' })).toMatchObject({ kind: 'miniprogram', os: 'android' })
    expect(detectRequestDevice({ 'user-agent': IPHONE_WECHAT })).toMatchObject({ kind: 'wechat', os: 'ios' })
    expect(detectRequestDevice({ 'client-type': 'MINIPROGRAM', 'app-os': 'plan9' })).toMatchObject({ kind: 'miniprogram', os: 'other' })
  })
  it('digital goods are not sold inside the mini-program on iOS only', () => {
    expect(digitalGoodsPurchasable(detectDevice(UA.iphoneMiniProgram))).toBe(false)
    expect(digitalGoodsPurchasable(detectDevice(UA.iphoneSafari))).toBe(true)
    expect(digitalGoodsPurchasable(detectDevice(UA.androidWechat, { miniProgram: true }))).toBe(true)
    expect(digitalGoodsPurchasable(detectDevice(UA.iosApp))).toBe(true)
  })
  it('the mini-program sends its client type and OS; nothing else does', () => {
    expect(miniProgramHeadersOf(detectDevice('iPhone', { miniProgram: true }))).toEqual({ 'client-type': 'MINIPROGRAM', 'app-os': 'ios' })
    expect(miniProgramHeadersOf(detectDevice(UA.iphoneSafari))).toEqual({})
  })
})
