/**
 * Device contexts of spec 6: "Device contexts (app, messaging-app browser, mini-program, mobile,
 * PC) are detected from the user agent. They change site name, layouts, headers and behaviour."
 *
 * Shared by the client (layouts, headers, guards, request headers) and the server (site name,
 * analytics site id, server-rendered pages). Pure string handling: no `window`, no `navigator`.
 */

/**
 * The five contexts, most specific first. 'wechat' is the messaging-app browser (WeChat's
 * in-app browser, including WeCom), 'miniprogram' a page inside a WeChat mini-program (the
 * native mini-program build, or H5 opened in its web-view), 'app' our own companion apps.
 */
export type DeviceKind = 'app' | 'miniprogram' | 'wechat' | 'mobile' | 'pc'

/** spec 1: companion apps (main app, relatives-finding app, ancestry app, laboratory app) */
export type AppAlias = 'main' | 'relatives' | 'ancestry' | 'laboratory'

export type DeviceOs = 'ios' | 'android' | 'harmony' | 'windows' | 'mac' | 'linux' | 'other'

export interface AppInfo {
  alias: AppAlias
  version: string
}

export interface DeviceContext {
  kind: DeviceKind
  /** true on phones and tablets, in every kind (an app or WeChat on a phone is mobile too) */
  isMobile: boolean
  os: DeviceOs
  /** present only in our companion apps */
  app: AppInfo | null
}

/**
 * Our apps append `XungenApp/<version> (<alias>)` to their web views' user agent, e.g.
 * `... Mobile/15E148 XungenApp/3.4.0 (ancestry)`. Without an alias it is the main app.
 */
export const APP_UA_PATTERN = /\bXungenApp\/(\d+(?:\.\d+){0,3})(?:\s*\((main|relatives|ancestry|laboratory)\))?/i

/** WeChat and WeCom put MicroMessenger in their browsers' user agent. */
const WECHAT_UA = /MicroMessenger/i
/** Mini-program web-views add `miniProgram` (and the host page sees window.__wxjs_environment). */
const MINIPROGRAM_UA = /miniProgram/i
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone|webOS|BlackBerry/i

export interface DetectOptions {
  /**
   * The runtime knows it is a mini-program although the user agent may not say so (the native
   * weapp build; `window.__wxjs_environment === 'miniprogram'` in a web-view).
   */
  miniProgram?: boolean
}

export function detectOs(userAgent: string): DeviceOs {
  if (/HarmonyOS|OpenHarmony/i.test(userAgent)) return 'harmony'
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/Windows/i.test(userAgent)) return 'windows'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac'
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'linux'
  return 'other'
}

export function detectApp(userAgent: string): AppInfo | null {
  const m = APP_UA_PATTERN.exec(userAgent)
  if (!m) return null
  return { version: m[1], alias: ((m[2] || 'main').toLowerCase() as AppAlias) }
}

export function detectDevice(userAgent: string | null | undefined, options: DetectOptions = {}): DeviceContext {
  const ua = userAgent || ''
  const app = detectApp(ua)
  const os = detectOs(ua)
  const isMobile = MOBILE_UA.test(ua) || (app !== null && os !== 'windows' && os !== 'mac')
  let kind: DeviceKind
  // Order matters: our app's web view may run a WeChat SDK and a mini-program web-view is also WeChat.
  if (app) kind = 'app'
  else if (options.miniProgram || MINIPROGRAM_UA.test(ua)) kind = 'miniprogram'
  else if (WECHAT_UA.test(ua)) kind = 'wechat'
  else if (isMobile) kind = 'mobile'
  else kind = 'pc'
  return { kind, isMobile: isMobile || kind === 'miniprogram', os, app }
}

/** In the app or the messaging-app browser: the web views where the site chrome (header, footer) is hidden (spec 2.14, 2.15). */
export function isEmbeddedWebView(device: DeviceContext): boolean {
  return device.kind === 'app' || device.kind === 'wechat'
}

/**
 * The site name of spec 4 (Session: siteName) and of the tracking events of spec 7.3, by
 * context. The mini-program reports as WeChat for analytics (spec 9 names four site ids:
 * app, messaging-app browser, mobile, desktop).
 */
export type SiteName = 'app' | 'wechat' | 'mobile' | 'pc'

export function siteNameOf(device: DeviceContext): SiteName {
  if (device.kind === 'app') return 'app'
  if (device.kind === 'wechat' || device.kind === 'miniprogram') return 'wechat'
  return device.kind
}

/**
 * Request headers that describe the app to the server (spec 7.1: "app user-agent headers in
 * the app"). Only set inside the app; spec 9: "Client type APP".
 */
export const APP_HEADERS = {
  clientType: 'client-type',
  appAlias: 'app-alias',
  appVersion: 'app-version',
  appOs: 'app-os'
} as const

export function appHeadersOf(device: DeviceContext): Record<string, string> {
  if (device.kind !== 'app' || !device.app) return {}
  return {
    [APP_HEADERS.clientType]: 'APP',
    [APP_HEADERS.appAlias]: device.app.alias,
    [APP_HEADERS.appVersion]: device.app.version,
    [APP_HEADERS.appOs]: device.os
  }
}

/**
 * What the mini-program tells the server about itself (its requests carry no `miniProgram` in the
 * user agent on every client): client type MINIPROGRAM and the OS WeChat reports
 * (Taro.getDeviceInfo().platform). WeChat itself sends every mini-program request with the
 * Referer https://servicewechat.com/<appid>/<version>/page-frame.html, which a page cannot change.
 */
export const MINIPROGRAM_CLIENT_TYPE = 'MINIPROGRAM'
const MINIPROGRAM_REFERER = /^https:\/\/servicewechat\.com\//i
const DEVICE_OSES: readonly DeviceOs[] = ['ios', 'android', 'harmony', 'windows', 'mac', 'linux', 'other']

export function miniProgramHeadersOf(device: DeviceContext): Record<string, string> {
  if (device.kind !== 'miniprogram') return {}
  return { [APP_HEADERS.clientType]: MINIPROGRAM_CLIENT_TYPE, [APP_HEADERS.appOs]: device.os }
}

/** The device context of a request as the server sees it: user agent, WeChat's Referer, the mini-program's headers. */
export function detectRequestDevice(headers: Record<string, string | string[] | undefined>): DeviceContext {
  const one = (name: string) => {
    const v = headers[name]
    return (Array.isArray(v) ? v[0] : v) ?? ''
  }
  const miniProgram = MINIPROGRAM_REFERER.test(one('referer')) || one(APP_HEADERS.clientType) === MINIPROGRAM_CLIENT_TYPE
  const device = detectDevice(one('user-agent'), { miniProgram })
  const declaredOs = one(APP_HEADERS.appOs) as DeviceOs
  // the user agent wins; the declared OS fills in when WeChat's user agent does not name one
  if (device.kind === 'miniprogram' && device.os === 'other' && DEVICE_OSES.includes(declaredOs)) return { ...device, os: declaredOs }
  return device
}

/**
 * WeChat's virtual-payment rule for mini-programs: on iOS, digital goods (here: report upgrades
 * and the speed package) may not be bought inside the mini-program; physical goods (kits) may.
 * The same inside the mini-program's web-view. The message does not point elsewhere to pay
 * (the rule forbids leading iOS users to another payment).
 */
export function digitalGoodsPurchasable(device: DeviceContext): boolean {
  return !(device.kind === 'miniprogram' && device.os === 'ios')
}

