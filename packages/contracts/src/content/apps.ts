/**
 * The apps and their downloads (spec 2.7, 9 "Android store schemes are mapped for huawei/honor,
 * xiaomi, oppo, vivo, meizu"; issue 26 item 3). Where each app is downloaded is configuration
 * staff set in /ops/content (description config APP_DOWNLOADS, JSON), never typed into a page;
 * while an app has no release the pages say so and point to the website and the mini-program.
 */

export const APPS = {
  main: { name: '基因寻根 App', text: '查看健康与祖源报告、管理检测人、购买检测。' },
  relatives: { name: '寻亲 App', text: '基因寻亲：与共享 DNA 的人相互发现，开启后才参与比对。' },
  ancestry: { name: '寻根 App', text: '姓氏、家族、家谱与 Y 染色体树，和同宗一起寻根。' },
  laboratory: { name: '实验室 App', text: '合作实验室人员使用：样本签收、质检与上机记录。' }
} as const
export type AppId = keyof typeof APPS
export const APP_IDS = Object.keys(APPS) as AppId[]

/** spec 9: the Android phone makers whose app store is opened by its own scheme */
export const ANDROID_STORE_SCHEMES = {
  huawei: (pkg: string) => `appmarket://details?id=${pkg}`,
  honor: (pkg: string) => `appmarket://details?id=${pkg}`,
  xiaomi: (pkg: string) => `mimarket://details?id=${pkg}`,
  oppo: (pkg: string) => `oppomarket://details?packagename=${pkg}`,
  vivo: (pkg: string) => `vivomarket://details?id=${pkg}`,
  meizu: (pkg: string) => `mstore://details?package_name=${pkg}`
} as const
export type AndroidStore = keyof typeof ANDROID_STORE_SCHEMES

/** the phone maker's store from a user agent (HUAWEI/HONOR/Xiaomi/Redmi/OPPO/OnePlus/realme/vivo/iQOO/Meizu), or null */
export function androidStoreOf(userAgent: string): AndroidStore | null {
  const ua = userAgent.toLowerCase()
  if (!ua.includes('android') && !ua.includes('harmony')) return null
  if (/honor/.test(ua)) return 'honor'
  if (/huawei|harmonyos/.test(ua)) return 'huawei'
  if (/xiaomi|redmi|\bmi \d|miui/.test(ua)) return 'xiaomi'
  if (/oppo|oneplus|realme|heytap/.test(ua)) return 'oppo'
  if (/vivo|iqoo/.test(ua)) return 'vivo'
  if (/meizu|\bmz-/.test(ua)) return 'meizu'
  return null
}

export interface AppRelease {
  /** Android application id, e.g. com.example.app (opens the maker's store) */
  androidPackage?: string
  /** an https address of the APK, for phones whose store is not mapped */
  androidApk?: string
  /** the App Store address (https://apps.apple.com/…) */
  ios?: string
}
export type AppDownloads = Partial<Record<AppId, AppRelease>>

const PACKAGE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/
const HTTPS = /^https:\/\/[^\s"'<>]+$/

/** APP_DOWNLOADS as staff wrote it, keeping only well-formed entries (an unknown app, a bad address or package is dropped) */
export function parseAppDownloads(json: string | null | undefined): AppDownloads {
  let raw: unknown
  try {
    raw = JSON.parse(json ?? '{}')
  } catch {
    return {}
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const out: AppDownloads = {}
  for (const id of APP_IDS) {
    const r = (raw as Record<string, unknown>)[id]
    if (!r || typeof r !== 'object') continue
    const { androidPackage, androidApk, ios } = r as Record<string, unknown>
    const release: AppRelease = {}
    if (typeof androidPackage === 'string' && PACKAGE.test(androidPackage)) release.androidPackage = androidPackage
    if (typeof androidApk === 'string' && HTTPS.test(androidApk)) release.androidApk = androidApk
    if (typeof ios === 'string' && /^https:\/\/(apps|itunes)\.apple\.com\//.test(ios)) release.ios = ios
    if (Object.keys(release).length) out[id] = release
  }
  return out
}

export type DownloadTarget =
  | { kind: 'store'; url: string; label: string }
  | { kind: 'link'; url: string; label: string }
  /** in WeChat's browser an app store or APK cannot open: open the page in the system browser */
  | { kind: 'open-in-browser' }
  | { kind: 'none' }

/** where the download button of an app goes on this device */
export function downloadTargetFor(release: AppRelease | undefined, device: { os: string; kind: string }, userAgent: string): DownloadTarget {
  if (!release) return { kind: 'none' }
  const inWechat = device.kind === 'wechat' || device.kind === 'miniprogram'
  if (device.os === 'ios') {
    if (!release.ios) return { kind: 'none' }
    return { kind: 'link', url: release.ios, label: '前往苹果应用商店下载' }
  }
  if (device.os === 'android' || device.os === 'harmony') {
    if (inWechat && (release.androidPackage || release.androidApk)) return { kind: 'open-in-browser' }
    const store = androidStoreOf(userAgent)
    if (store && release.androidPackage) return { kind: 'store', url: ANDROID_STORE_SCHEMES[store](release.androidPackage), label: '前往应用商店下载' }
    if (release.androidApk) return { kind: 'link', url: release.androidApk, label: '下载安卓安装包' }
    return { kind: 'none' }
  }
  // a computer: the links of both platforms are listed by the page
  return { kind: 'none' }
}
