/**
 * Sharing (spec 7.3 common group, 7.2 wechat/sign; contracts/src/sharing):
 *  - share tokens by type: a link to one published report of the caller's own (the reports
 *    domain's report_shares: one table of links, revoked and listed there); the type says which
 *    kind of report it may be (a chip report, a non-chip test's result), so a link never opens
 *    a kind the sharer did not choose; minting is limited per account (hour and day)
 *  - what a token opens: its report's barcode and product, 4004 once unknown, revoked or ended
 *  - unify_share / receive_info, app_download_trace / receive_info: a shared page or a download
 *    behind a random id, opens counted
 *  - the JS-SDK signature of a page of our own site; a URL scheme opening a mini-program
 */
import { randomBytes } from 'crypto'
import type { Kysely } from 'kysely'
import {
  CODES,
  SHARE_EVENTS_PER_WINDOW,
  SHARE_EVENT_WINDOW_MS,
  SHARE_TOKENS_PER_DAY,
  SHARE_TOKENS_PER_HOUR,
  SHARING_MESSAGES,
  URL_SCHEMES_PER_WINDOW,
  URL_SCHEME_APP_DEFAULT,
  URL_SCHEME_PATH_DEFAULT,
  JSSDK_API_LIST,
  downloadTraceLink,
  isNonChipType,
  jssdkSignUrl,
  shareTokenLink,
  unifyShareLink,
  type ShareChannel,
  type ShareTokenType,
  type ShareValidity,
  type UrlSchemeApp,
  type UrlSchemeEnvVersion
} from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError } from '../../errors'
import type { RateCounter } from '../../security/counters'
import { counterKey } from '../../security/counters'
import { WechatApiError } from '../accounts'
import { sharedDetection, type ReportShares } from '../reports'
import type { SharingWechat } from './config'
import { JsapiTickets, jsapiSignature, nonceStr } from './jssdk'
import './tables'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS

/** who is asking: an account, else the client's address (limits count per either) */
export interface Caller {
  userId: number | null
  ip: string
}

const callerKey = (c: Caller) => (c.userId ? `u${c.userId}` : `ip${c.ip}`)
const randomId = () => randomBytes(16).toString('base64url')

export class SharingService {
  readonly tickets: JsapiTickets | null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly shares: ReportShares,
    private readonly counters: RateCounter,
    private readonly wechat: SharingWechat,
    private readonly clock: () => number,
    private readonly origin: () => string,
    private readonly log: { warn(obj: object, msg: string): void }
  ) {
    this.tickets = wechat.official ? new JsapiTickets(wechat.official, clock) : null
  }

  private async limit(kind: string, caller: Caller, max: number, windowMs: number, message: string = SHARING_MESSAGES.tooMany): Promise<void> {
    const hit = await this.counters.hit(counterKey('sharing', kind, callerKey(caller)), windowMs)
    if (hit.count > max) throw new AppError(CODES.TOO_MANY_REQUESTS, message, { data: { retryAfterSeconds: Math.max(1, Math.ceil((hit.resetAt - this.clock()) / 1000)) } })
  }

  async mint(userId: number, type: ShareTokenType, barcode: string, validity?: ShareValidity) {
    const caller = { userId, ip: '' }
    await this.limit('mint-hour', caller, SHARE_TOKENS_PER_HOUR, HOUR_MS, SHARING_MESSAGES.tooManyTokens)
    await this.limit('mint-day', caller, SHARE_TOKENS_PER_DAY, DAY_MS, SHARING_MESSAGES.tooManyTokens)
    // the report must be the type's kind (told before whether it is out: publishedDetection's accept)
    const accept = (d: { product_type: string }) => {
      if (isNonChipType(d.product_type) !== (type === 'nonchip')) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED, SHARING_MESSAGES.typeMismatch)
    }
    const view = await this.shares.create(userId, barcode, validity, accept)
    return { ...view, type, link: shareTokenLink(this.origin(), view.shareToken) }
  }

  async resolve(token: string) {
    const shared = await sharedDetection(this.db, token, this.clock())
    if (!shared) throw new AppError(CODES.REPORT_NOT_FOUND, SHARING_MESSAGES.linkInvalid)
    const type: ShareTokenType = isNonChipType(shared.productType) ? 'nonchip' : 'report'
    return { type, shareBarcode: shared.barcode, productType: shared.productType, createdAt: shared.createdAt, expiresAt: shared.expiresAt }
  }

  async unifyShare(caller: Caller, input: { path: string; channel: ShareChannel; title?: string; description?: string }) {
    await this.limit('share', caller, SHARE_EVENTS_PER_WINDOW, SHARE_EVENT_WINDOW_MS)
    const shareId = randomId()
    await this.db.insertInto('share_events').values({ share_id: shareId, user_id: caller.userId, path: input.path, channel: input.channel, created_at: this.clock() }).execute()
    return {
      shareId,
      link: unifyShareLink(this.origin(), shareId, input.channel),
      title: input.title || '基因寻根',
      description: input.description || '基因检测与寻根溯源：健康、祖源与寻亲'
    }
  }

  async receiveShare(shareId: string) {
    const row = await this.db.selectFrom('share_events').select(['id', 'path', 'channel']).where('share_id', '=', shareId).executeTakeFirst()
    if (!row) throw new AppError(CODES.REPORT_NOT_FOUND, SHARING_MESSAGES.linkInvalid)
    await this.db.updateTable('share_events').set(eb => ({ opens: eb('opens', '+', 1) })).where('id', '=', row.id).execute()
    return { path: row.path, channel: row.channel as ShareChannel }
  }

  async downloadTrace(caller: Caller, input: { app: string; from: string; platform: string }) {
    await this.limit('download', caller, SHARE_EVENTS_PER_WINDOW, SHARE_EVENT_WINDOW_MS)
    const traceId = randomId()
    await this.db.insertInto('download_traces').values({ trace_id: traceId, user_id: caller.userId, app: input.app, from_path: input.from, platform: input.platform, created_at: this.clock() }).execute()
    return { traceId, link: downloadTraceLink(this.origin(), traceId) }
  }

  async receiveDownloadTrace(traceId: string) {
    const row = await this.db.selectFrom('download_traces').select(['id', 'app', 'from_path']).where('trace_id', '=', traceId).executeTakeFirst()
    if (!row) throw new AppError(CODES.REPORT_NOT_FOUND, SHARING_MESSAGES.linkInvalid)
    await this.db.updateTable('download_traces').set(eb => ({ opens: eb('opens', '+', 1) })).where('id', '=', row.id).execute()
    return { app: row.app as 'main' | 'relatives' | 'ancestry' | 'laboratory', from: row.from_path }
  }

  /** spec 7.2: the JS-SDK config of a page of our own site (another site's page is refused: it would borrow our official account) */
  async sign(url: string) {
    let page: URL
    try {
      page = new URL(url)
    } catch {
      throw new AppError(CODES.ARG_ERROR, SHARING_MESSAGES.signUrl)
    }
    const own = new URL(this.origin())
    if (page.origin !== own.origin || page.username || page.password) throw new AppError(CODES.ARG_ERROR, SHARING_MESSAGES.signUrl)
    if (!this.tickets || !this.wechat.official) throw new AppError(CODES.SERVICE_UNAVAILABLE)
    let ticket: string
    try {
      ticket = await this.tickets.ticket()
    } catch (err) {
      this.log.warn({ err }, 'jsapi ticket unavailable')
      throw new AppError(CODES.SERVICE_UNAVAILABLE)
    }
    const timestamp = Math.floor(this.clock() / 1000)
    const nonce = nonceStr()
    const signed = jssdkSignUrl(url)
    return { appId: this.wechat.official.appId, timestamp, nonceStr: nonce, signature: jsapiSignature({ ticket, nonceStr: nonce, timestamp, url: signed }), jsApiList: [...JSSDK_API_LIST] }
  }

  async urlScheme(caller: Caller, input: { app?: UrlSchemeApp; path?: string; query?: string; env_version?: UrlSchemeEnvVersion }) {
    await this.limit('scheme', caller, URL_SCHEMES_PER_WINDOW, SHARE_EVENT_WINDOW_MS)
    const app = input.app ?? URL_SCHEME_APP_DEFAULT
    const api = app === 'main' ? this.wechat.main : this.wechat.service
    if (!api) throw new AppError(CODES.SERVICE_UNAVAILABLE, SHARING_MESSAGES.schemeAppMissing)
    try {
      const urlScheme = await api.generateScheme({ path: input.path ?? URL_SCHEME_PATH_DEFAULT, query: input.query ?? '', envVersion: input.env_version ?? 'release' })
      return { urlScheme }
    } catch (err) {
      if (!(err instanceof WechatApiError)) throw err
      this.log.warn({ err, app }, 'url scheme refused')
      throw new AppError(CODES.SERVICE_UNAVAILABLE, SHARING_MESSAGES.schemeUnavailable)
    }
  }
}

/** account cancellation (personal-data registry): what the account shared and traced */
export async function deleteAccountSharing({ userId, db }: { userId: number; db: Kysely<Database> }): Promise<void> {
  await db.deleteFrom('share_events').where('user_id', '=', userId).execute()
  await db.deleteFrom('download_traces').where('user_id', '=', userId).execute()
}
