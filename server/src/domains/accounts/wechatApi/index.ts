/**
 * WeChat's server-side API of a mini-program (api.weixin.qq.com), behind one interface with a
 * sandbox, as the login (auth/wechat.ts) and WeChat Pay adapters are:
 *  - phonenumber.getPhoneNumber: the code of <Button openType="getPhoneNumber"> → the phone
 *  - subscribeMessage.send: a one-time subscription message to an openid
 *  - security.msgSecCheck: text a person publishes (v2: needs the person's openid)
 *  - security.mediaCheckAsync: an image a person publishes (v2; the verdict comes later by message push)
 *  - ticket/getticket?type=jsapi: the JS-SDK ticket of an official account (the website's WeChat
 *    share menu, domains/sharing; an instance made with the official account's app id and secret)
 *  - wxa/generatescheme: a URL scheme that opens the mini-program from a browser (domains/sharing)
 * The real adapter (WECHAT_LOGIN_PROVIDER=wechat) takes an access token from /cgi-bin/stable_token
 * with the app id and secret (stable: several server instances refreshing do not invalidate each
 * other's token), keeps it until 5 minutes before it ends, and fetches a new one once when WeChat
 * says it is invalid or expired (40001, 42001). The sandbox (sandbox.ts) needs no network.
 */

export interface WechatPhone {
  /** the number without the country code */
  phone: string
  /** the country code without '+', e.g. '86' */
  nationCode: string
}

export interface SubscribeMessage {
  openid: string
  templateId: string
  /** the mini-program page the card opens (page path with its query) */
  page: string
  /** WeChat's template data: { thing1: { value }, … } */
  data: Record<string, { value: string }>
}

/** msgSecCheck's and mediaCheckAsync's verdicts */
export type ContentSuggestion = 'pass' | 'review' | 'risky'

/** spec-free scene numbers of WeChat's content security v2: 1 资料 (profile), 2 评论, 3 论坛, 4 社交日志 */
export const CONTENT_SCENES = { profile: 1, comment: 2, forum: 3, social: 4 } as const
export type ContentScene = (typeof CONTENT_SCENES)[keyof typeof CONTENT_SCENES]

export interface WechatServerApi {
  readonly kind: 'sandbox' | 'wechat' | string
  /** throws WechatApiError when WeChat refuses the code (40029 invalid, 40163 used, 40013 wrong app) */
  getPhoneNumber(code: string): Promise<WechatPhone>
  /** throws WechatApiError (43101: the person has no subscription left for the template) */
  sendSubscribeMessage(message: SubscribeMessage): Promise<void>
  msgSecCheck(input: { openid: string; content: string; scene: ContentScene }): Promise<ContentSuggestion>
  /** submits an image by its public URL; the verdict arrives later (wxa_media_check message push) with this trace id */
  mediaCheckAsync(input: { openid: string; mediaUrl: string; scene: ContentScene }): Promise<{ traceId: string }>
  /** the JS-SDK ticket (official accounts) and how many seconds it lives; the caller keeps it (WeChat limits how often it is fetched) */
  jsapiTicket(): Promise<{ ticket: string; expiresInSeconds: number }>
  /** a URL scheme (weixin://dl/business/?t=…) opening this mini-program's page, valid for a day */
  generateScheme(input: { path: string; query: string; envVersion: 'release' | 'trial' | 'develop' }): Promise<string>
  /** the app id the calls are made as (the JS-SDK config names it) */
  readonly appId: string
}

export class WechatApiError extends Error {
  constructor(
    message: string,
    /** WeChat's errcode; null when WeChat did not answer */
    readonly errcode: number | null
  ) {
    super(message)
    this.name = 'WechatApiError'
  }
}

/** errcodes of an access token WeChat no longer accepts */
const TOKEN_ERRCODES = new Set([40001, 40014, 42001])

interface WechatAnswer {
  errcode?: number
  errmsg?: string
  [key: string]: unknown
}

export class WechatApi implements WechatServerApi {
  readonly kind = 'wechat' as const
  private token: { value: string; until: number } | null = null
  private fetching: Promise<string> | null = null

  constructor(
    private readonly options: { apiBase: string; appId: string; appSecret: string; timeoutMs?: number; clock?: () => number; fetch?: typeof fetch }
  ) {}

  private now() {
    return (this.options.clock ?? Date.now)()
  }

  get appId(): string {
    return this.options.appId
  }

  /** POST with a JSON body, or GET when body is undefined */
  private async http(path: string, body: unknown): Promise<WechatAnswer> {
    const doFetch = this.options.fetch ?? fetch
    try {
      const response = await doFetch(this.options.apiBase + path, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000)
      })
      return (await response.json()) as WechatAnswer
    } catch (err) {
      throw new WechatApiError(`${path.split('?')[0]} failed: ${(err as Error).message}`, null)
    }
  }

  /** the access token, fetched once for all callers at a time */
  async accessToken(force = false): Promise<string> {
    if (!force && this.token && this.token.until > this.now()) return this.token.value
    if (this.fetching) return this.fetching
    this.fetching = (async () => {
      const r = await this.http('/cgi-bin/stable_token', { grant_type: 'client_credential', appid: this.options.appId, secret: this.options.appSecret, force_refresh: false })
      const value = typeof r.access_token === 'string' ? r.access_token : ''
      if (r.errcode || !value) throw new WechatApiError(`stable_token refused: ${r.errcode} ${r.errmsg ?? ''}`.trim(), r.errcode ?? null)
      const seconds = typeof r.expires_in === 'number' ? r.expires_in : 7200
      this.token = { value, until: this.now() + Math.max(60, seconds - 300) * 1000 }
      return value
    })().finally(() => (this.fetching = null))
    return this.fetching
  }

  /** a call with the access token; once more with a new token when WeChat refuses the old one */
  private async call(path: string, body: unknown): Promise<WechatAnswer> {
    const [route, query] = path.split('?')
    const url = (t: string) => `${route}?access_token=${encodeURIComponent(t)}${query ? '&' + query : ''}`
    let r = await this.http(url(await this.accessToken()), body)
    if (r.errcode && TOKEN_ERRCODES.has(r.errcode)) {
      this.token = null
      r = await this.http(url(await this.accessToken(true)), body)
    }
    if (r.errcode) throw new WechatApiError(`${route} refused: ${r.errcode} ${r.errmsg ?? ''}`.trim(), r.errcode)
    return r
  }

  async jsapiTicket(): Promise<{ ticket: string; expiresInSeconds: number }> {
    const r = await this.call('/cgi-bin/ticket/getticket?type=jsapi', undefined)
    if (typeof r.ticket !== 'string' || !r.ticket) throw new WechatApiError('getticket: no ticket', null)
    return { ticket: r.ticket, expiresInSeconds: typeof r.expires_in === 'number' ? r.expires_in : 7200 }
  }

  async generateScheme(input: { path: string; query: string; envVersion: 'release' | 'trial' | 'develop' }): Promise<string> {
    const r = await this.call('/wxa/generatescheme', { jump_wxa: { path: input.path, query: input.query, env_version: input.envVersion }, is_expire: true, expire_type: 1, expire_interval: 1 })
    if (typeof r.openlink !== 'string' || !r.openlink.startsWith('weixin://')) throw new WechatApiError('generatescheme: no openlink', null)
    return r.openlink
  }

  async getPhoneNumber(code: string): Promise<WechatPhone> {
    const r = await this.call('/wxa/business/getuserphonenumber', { code })
    const info = r.phone_info as { purePhoneNumber?: string; countryCode?: string; watermark?: { appid?: string } } | undefined
    // the answer is for this mini-program only
    if (!info?.purePhoneNumber || (info.watermark?.appid && info.watermark.appid !== this.options.appId)) throw new WechatApiError('getuserphonenumber: no phone for this app', null)
    return { phone: info.purePhoneNumber, nationCode: String(info.countryCode || '86').replace(/^\+/, '') }
  }

  async sendSubscribeMessage(m: SubscribeMessage): Promise<void> {
    await this.call('/cgi-bin/message/subscribe/send', { touser: m.openid, template_id: m.templateId, page: m.page, data: m.data, lang: 'zh_CN' })
  }

  async msgSecCheck(input: { openid: string; content: string; scene: ContentScene }): Promise<ContentSuggestion> {
    const r = await this.call('/wxa/msg_sec_check', { version: 2, openid: input.openid, scene: input.scene, content: input.content })
    return suggestionOf(r)
  }

  async mediaCheckAsync(input: { openid: string; mediaUrl: string; scene: ContentScene }): Promise<{ traceId: string }> {
    const r = await this.call('/wxa/media_check_async', { version: 2, openid: input.openid, scene: input.scene, media_url: input.mediaUrl, media_type: 2 })
    if (typeof r.trace_id !== 'string') throw new WechatApiError('media_check_async: no trace_id', null)
    return { traceId: r.trace_id }
  }
}

export function suggestionOf(answer: Record<string, unknown>): ContentSuggestion {
  const s = (answer.result as { suggest?: string } | undefined)?.suggest
  return s === 'pass' || s === 'review' || s === 'risky' ? s : 'review'
}
