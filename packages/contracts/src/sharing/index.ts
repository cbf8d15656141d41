/**
 * Sharing on the website and in WeChat (spec 7.3 common group: share tokens by type, wechat
 * unify_share and receive_info, app_download_trace and receive_info, wechat url scheme; 7.2
 * wechat/sign; 2.1 the three `{token}` routes, read in ADR 0007 as the links these tokens make).
 * Rules both sides test: what a token opens and where, the links' shapes, the JS-SDK's signed
 * URL, the URL-scheme call's defaults and limits.
 */
import type { NonChipType } from '../report/nonchip/types'

/**
 * What a share token opens (spec 7.3 "share tokens by type"): one published report of one
 * detection of the sharer's own, never anything else of the account.
 *  - `report`: a chip report (health and ancestry home, its items)
 *  - `nonchip`: the result of a non-chip test (HPV, HP, AMH, vitamins, CRC, NGS, CVD)
 */
export const SHARE_TOKEN_TYPES = ['report', 'nonchip'] as const
export type ShareTokenType = (typeof SHARE_TOKEN_TYPES)[number]

export const SHARE_TOKEN_TYPE_LABELS: Record<ShareTokenType, string> = {
  report: '基因检测报告',
  nonchip: '检测结果'
}

/** tokens an account may mint in an hour and in a day (more are refused with 4290) */
export const SHARE_TOKENS_PER_HOUR = 20
export const SHARE_TOKENS_PER_DAY = 60

/** a share token: 24 random bytes in base64url (32 characters); anything else is not one */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/
/** unify_share and download-trace ids: 16 random bytes in base64url */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** the page of a detection's report by its product: a non-chip test's own result page, else the report home */
const NONCHIP_PAGES: Record<NonChipType, string> = {
  HPV: '/report/hpv/detail',
  HP: '/report/hp/detail',
  S: '/report/crc/detail',
  AMH: '/report/amh',
  VADE: '/report/vade',
  NGS: '/report/ngs/overview',
  CVD: '/report/ngs/overview'
}

export function reportPageOf(productType: string): string {
  return (NONCHIP_PAGES as Record<string, string | undefined>)[productType] ?? '/report'
}

export interface ShareTarget {
  type: ShareTokenType
  shareBarcode: string
  /** the detection's product type (a non-chip type picks its page) */
  productType: string
}

/** the route a share token opens, and the query that puts the visitor in share mode (spec 6: share_barcode, share_token) */
export function sharedPageOf(target: ShareTarget, token: string): { path: string; query: { share_barcode: string; share_token: string } } {
  const page = target.type === 'nonchip' ? reportPageOf(target.productType) : '/report'
  return { path: page, query: { share_barcode: target.shareBarcode, share_token: token } }
}

/** the short link of a share token (route /s/:token) */
export function shareTokenLink(origin: string, token: string): string {
  return `${origin}/s/${encodeURIComponent(token)}`
}

/** where a unify_share link went (route /w/:token/:tag?): the tag of the link */
export const SHARE_CHANNELS = ['friend', 'timeline', 'link', 'qrcode'] as const
export type ShareChannel = (typeof SHARE_CHANNELS)[number]

/** a page of our own site a unify_share may point at: a path with an optional query, no scheme, host, fragment or `//` */
export const SHARED_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]{0,499}$/
export const SHARED_PATH_MAX = 500
export const SHARE_TITLE_MAX = 60
export const SHARE_DESCRIPTION_MAX = 120

/** the link of a page shared through WeChat (route /w/:token/:tag?) */
export function unifyShareLink(origin: string, shareId: string, channel: ShareChannel): string {
  return `${origin}/w/${encodeURIComponent(shareId)}/${channel}`
}

/** the link of an app download trace (route /d/:token) */
export function downloadTraceLink(origin: string, traceId: string): string {
  return `${origin}/d/${encodeURIComponent(traceId)}`
}

/** unify_share and app_download_trace calls an account or an address may make in ten minutes */
export const SHARE_EVENTS_PER_WINDOW = 30
/** URL schemes an account or an address may ask for in ten minutes (WeChat's daily quota is shared by all) */
export const URL_SCHEMES_PER_WINDOW = 10
export const SHARE_EVENT_WINDOW_MS = 10 * 60_000

/**
 * The URL the JS-SDK signature is computed over (spec 7.2 wechat/sign; WeChat's JS-SDK appendix
 * 1): the page's full URL without its `#` fragment. On iOS WeChat keeps the URL the page was
 * entered with for the whole visit, so the client signs that one there (spec 7.2 "The url is the
 * entry URL on iOS"); elsewhere the current URL after each route change.
 */
export function jssdkSignUrl(href: string): string {
  const i = href.indexOf('#')
  return i < 0 ? href : href.slice(0, i)
}
export const JSSDK_URL_MAX = 1024

/** which URL a page is signed with: the entry URL on iOS (when known), the current one elsewhere */
export function jssdkUrlToSign(os: string, currentHref: string, entryHref: string): string {
  return jssdkSignUrl(os === 'ios' && entryHref ? entryHref : currentHref)
}

/** the JS-SDK calls the website uses: the share menu's cards */
export const JSSDK_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'] as const

/**
 * spec 7.3 wechat url scheme: which mini-program a scheme opens (alias; the default is the
 * customer-service one), its page (default pages/index/index), a query carrying nickName and
 * avatarUrl (each URL-encoded), the version (default release).
 */
export const URL_SCHEME_APPS = ['service', 'main'] as const
export type UrlSchemeApp = (typeof URL_SCHEME_APPS)[number]
export const URL_SCHEME_APP_DEFAULT: UrlSchemeApp = 'service'
export const URL_SCHEME_PATH_DEFAULT = 'pages/index/index'
export const URL_SCHEME_ENV_VERSIONS = ['release', 'trial', 'develop'] as const
export type UrlSchemeEnvVersion = (typeof URL_SCHEME_ENV_VERSIONS)[number]
/** a mini-program page path as WeChat takes it: no leading slash, no query */
export const MINI_PROGRAM_PATH_PATTERN = /^[a-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/
/** WeChat's limit of a scheme's query */
export const URL_SCHEME_QUERY_MAX = 512

/** the query a scheme carries: nickName and avatarUrl, each encoded (spec 7.3) */
export function urlSchemeQuery(profile: { nickName?: string | null; avatarUrl?: string | null }): string {
  const parts: string[] = []
  if (profile.nickName) parts.push(`nickName=${encodeURIComponent(profile.nickName)}`)
  if (profile.avatarUrl) parts.push(`avatarUrl=${encodeURIComponent(profile.avatarUrl)}`)
  return parts.join('&')
}

export const SHARING_MESSAGES = {
  typeMismatch: '这份报告不能以这种方式分享',
  tooManyTokens: '生成分享链接太频繁，请稍后再试',
  tooMany: '操作太频繁，请稍后再试',
  linkInvalid: '分享链接已失效（已过期、已被撤销或不存在）',
  signUrl: '签名地址不是本站页面',
  schemeUnavailable: '暂时无法打开小程序，请稍后再试',
  schemeAppMissing: '该小程序暂未开通跳转'
} as const
