/**
 * Sharing (spec 7.3 common group, 7.2 wechat/sign; server domains/sharing; rules in
 * contracts/src/sharing): share tokens by type, what a token opens, the WeChat JS-SDK signature,
 * unify_share and its receive_info, the app download trace and its receive_info, and the URL
 * scheme that opens a mini-program from the website. A token is revoked with the report's own
 * DELETE /proxy/report/shares/:token (one table of links, whatever their type).
 */
import { z } from 'zod/mini'
import { SHARE_VALIDITIES } from '../report/shares'
import {
  JSSDK_URL_MAX,
  MINI_PROGRAM_PATH_PATTERN,
  SHARED_PATH_MAX,
  SHARED_PATH_PATTERN,
  SHARE_CHANNELS,
  SHARE_DESCRIPTION_MAX,
  SHARE_ID_PATTERN,
  SHARE_TITLE_MAX,
  SHARE_TOKEN_PATTERN,
  SHARE_TOKEN_TYPES,
  URL_SCHEME_APPS,
  URL_SCHEME_ENV_VERSIONS,
  URL_SCHEME_QUERY_MAX
} from '../sharing'
import { endpoint } from './define'
import { safeText } from './text'

const barcode = z.string().check(z.minLength(1), z.maxLength(40))
const token = z.string().check(z.regex(SHARE_TOKEN_PATTERN, '分享链接不正确'))
const shareId = z.string().check(z.regex(SHARE_ID_PATTERN, '链接不正确'))
const sharedPath = z.string().check(z.maxLength(SHARED_PATH_MAX), z.regex(SHARED_PATH_PATTERN, '只能分享本站页面'))
const APP_ALIASES = ['main', 'relatives', 'ancestry', 'laboratory'] as const

const tokenSchema = z.object({
  type: z.enum(SHARE_TOKEN_TYPES),
  shareToken: z.string(),
  shareBarcode: z.string(),
  createdAt: z.number(),
  revokedAt: z.nullable(z.number()),
  expiresAt: z.nullable(z.number()),
  /** the short link (route /s/:token) on the public origin */
  link: z.string()
})

export const SHARING = {
  mintToken: endpoint({
    method: 'POST', path: '/proxy/common/share-tokens/:type', auth: 'user',
    summary: 'A share token of one of the caller\'s own published reports, by type (report: a chip report; nonchip: a non-chip test\'s result), working 7 days, 30 days (default) or until revoked; at most SHARE_TOKENS_PER_HOUR an hour and SHARE_TOKENS_PER_DAY a day',
    params: z.object({ type: z.enum(SHARE_TOKEN_TYPES) }),
    body: z.strictObject({ barcode, validity: z.optional(z.enum(SHARE_VALIDITIES)) }),
    response: tokenSchema,
    codes: [2200, 4003, 4004]
  }),
  resolveToken: endpoint({
    method: 'GET', path: '/proxy/common/share-tokens/:token', auth: 'public',
    summary: 'What a share token opens (type, barcode, product, until when); 4004 when unknown, revoked or past its end, or its report is gone',
    params: z.object({ token }),
    response: z.object({
      type: z.enum(SHARE_TOKEN_TYPES),
      shareBarcode: z.string(),
      productType: z.string(),
      createdAt: z.number(),
      expiresAt: z.nullable(z.number())
    }),
    codes: [4004]
  }),
  wechatSign: endpoint({
    method: 'GET', path: '/web/api/new/wechat/sign', auth: 'public',
    summary: 'spec 7.2: the WeChat JS-SDK config of a page of our own site: sha1 over jsapi_ticket, noncestr, timestamp and url (WeChat JS-SDK appendix 1), the ticket fetched through the WeChat provider and kept until shortly before it ends',
    query: z.object({ url: z.string().check(z.minLength(8), z.maxLength(JSSDK_URL_MAX)) }),
    response: z.object({ appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string(), jsApiList: z.array(z.string()) }),
    codes: []
  }),
  unifyShare: endpoint({
    method: 'POST', path: '/proxy/common/wechat/unify_share', auth: 'public',
    summary: 'spec 7.3: a page of our site is being shared (WeChat friend, Moments, a copied link, a QR code): records it and gives the link (route /w/:token/:tag?) and the card\'s title and description',
    body: z.strictObject({
      path: sharedPath,
      channel: z.enum(SHARE_CHANNELS),
      title: z.optional(safeText().check(z.trim(), z.maxLength(SHARE_TITLE_MAX))),
      description: z.optional(safeText().check(z.trim(), z.maxLength(SHARE_DESCRIPTION_MAX)))
    }),
    response: z.object({ shareId: z.string(), link: z.string(), title: z.string(), description: z.string() }),
    codes: [],
    bodyLimit: 4 * 1024
  }),
  receiveShare: endpoint({
    method: 'POST', path: '/proxy/common/wechat/receive_info', auth: 'public',
    summary: 'spec 7.3: a unify_share link was opened: counts the open and answers the page it shares; 4004 for an unknown link',
    body: z.strictObject({ shareId }),
    response: z.object({ path: z.string(), channel: z.enum(SHARE_CHANNELS) }),
    codes: [4004]
  }),
  appDownloadTrace: endpoint({
    method: 'POST', path: '/proxy/common/app_download_trace', auth: 'public',
    summary: 'spec 7.3: an app download was started or a download link is being given: records which app, from which page, and gives the trace link (route /d/:token)',
    body: z.strictObject({ app: z.enum(APP_ALIASES), from: sharedPath, platform: z.enum(['ios', 'android', 'other']) }),
    response: z.object({ traceId: z.string(), link: z.string() }),
    codes: [],
    bodyLimit: 2 * 1024
  }),
  receiveDownloadTrace: endpoint({
    method: 'POST', path: '/proxy/common/app_download_trace/receive_info', auth: 'public',
    summary: 'spec 7.3: a download trace link was opened (or the installed app asks where it came from): counts it and answers the app and the page it came from; 4004 for an unknown trace',
    body: z.strictObject({ traceId: shareId }),
    response: z.object({ app: z.enum(APP_ALIASES), from: z.string() }),
    codes: [4004]
  }),
  urlScheme: endpoint({
    method: 'GET', path: '/proxy/common/wechat/url_scheme', auth: 'public',
    summary: 'spec 7.3 / 2.21: a URL scheme that opens a mini-program from a browser (app default the customer-service one, path default pages/index/index, query with nickName and avatarUrl encoded, env_version default release); at most URL_SCHEMES_PER_WINDOW per account or address in ten minutes',
    query: z.object({
      app: z.optional(z.enum(URL_SCHEME_APPS)),
      path: z.optional(z.string().check(z.maxLength(200), z.regex(MINI_PROGRAM_PATH_PATTERN, '小程序页面路径不正确'))),
      query: z.optional(z.string().check(z.maxLength(URL_SCHEME_QUERY_MAX))),
      env_version: z.optional(z.enum(URL_SCHEME_ENV_VERSIONS))
    }),
    response: z.object({ urlScheme: z.string() }),
    codes: []
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { sharing: SHARING } as const
