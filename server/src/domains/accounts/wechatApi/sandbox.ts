/**
 * The sandbox of WeChat's server-side API (default outside production): nothing leaves the machine.
 *  - getPhoneNumber: a code 'sandbox-phone:<nationCode>-<phone>' (or 'sandbox-phone:<phone>', China)
 *    gives that phone, so tests and developers choose it; any other code gives a phone derived from
 *    the code (199 + 8 digits of SHA-256), as WeChat DevTools hands out random codes; a code starting
 *    with 'invalid' is refused like WeChat refuses a bad code (40029).
 *  - sendSubscribeMessage: written to wechat_sandbox_messages (what would have been sent), as the
 *    sandbox SMS writes sms_outbox; an openid starting with 'refused' fails like 43101 (no subscription).
 *  - msgSecCheck: 'risky' for a text containing 微信违规测试, 'review' for 微信待审测试, else 'pass'.
 *  - mediaCheckAsync: a trace id; the verdict is given by whoever posts the message push (tests).
 *  - jsapiTicket: a ticket derived from the app id and the hour (the same for an hour, like WeChat's
 *    7200 s ticket); generateScheme: weixin://dl/business/?t=sandbox… derived from the page, so a
 *    test reads which page a scheme opens (SANDBOX_SCHEME_PREFIX + base64url of path?query).
 */
import { createHash, randomBytes } from 'crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db'
import { WechatApiError, type ContentScene, type ContentSuggestion, type SubscribeMessage, type WechatPhone, type WechatServerApi } from './index'

export const SANDBOX_PHONE_CODE_PREFIX = 'sandbox-phone:'
export const SANDBOX_RISKY_TEXT = '微信违规测试'
export const SANDBOX_REVIEW_TEXT = '微信待审测试'
export const SANDBOX_APP_ID = 'wxsandbox0000000'
export const SANDBOX_SCHEME_PREFIX = 'weixin://dl/business/?t=sandbox.'

export class SandboxWechatApi implements WechatServerApi {
  readonly kind = 'sandbox' as const
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    readonly appId: string = SANDBOX_APP_ID
  ) {}

  async getPhoneNumber(code: string): Promise<WechatPhone> {
    if (!code || code.startsWith('invalid')) throw new WechatApiError('invalid code', 40029)
    if (code.startsWith(SANDBOX_PHONE_CODE_PREFIX)) {
      const m = /^(?:(\d{1,4})-)?(\d{5,15})$/.exec(code.slice(SANDBOX_PHONE_CODE_PREFIX.length))
      if (!m) throw new WechatApiError('invalid code', 40029)
      return { nationCode: m[1] ?? '86', phone: m[2] }
    }
    const digits = BigInt('0x' + createHash('sha256').update('xungen-sandbox-phone:' + code).digest('hex').slice(0, 12)) % 100_000_000n
    return { nationCode: '86', phone: '199' + digits.toString().padStart(8, '0') }
  }

  async sendSubscribeMessage(m: SubscribeMessage): Promise<void> {
    if (m.openid.startsWith('refused')) throw new WechatApiError('user refuse to accept the msg', 43101)
    await this.db
      .insertInto('wechat_sandbox_messages')
      .values({ openid: m.openid, template_id: m.templateId, page: m.page, data: JSON.stringify(m.data), created_at: this.clock() })
      .execute()
  }

  async msgSecCheck(input: { openid: string; content: string; scene: ContentScene }): Promise<ContentSuggestion> {
    if (input.content.includes(SANDBOX_RISKY_TEXT)) return 'risky'
    if (input.content.includes(SANDBOX_REVIEW_TEXT)) return 'review'
    return 'pass'
  }

  async mediaCheckAsync(): Promise<{ traceId: string }> {
    return { traceId: 'sandbox-' + randomBytes(12).toString('hex') }
  }

  async jsapiTicket(): Promise<{ ticket: string; expiresInSeconds: number }> {
    const hour = Math.floor(this.clock() / 3600_000)
    return { ticket: 'sandbox-' + createHash('sha256').update(`jsapi:${this.appId}:${hour}`).digest('base64url').slice(0, 40), expiresInSeconds: 7200 }
  }

  async generateScheme(input: { path: string; query: string; envVersion: 'release' | 'trial' | 'develop' }): Promise<string> {
    return SANDBOX_SCHEME_PREFIX + Buffer.from(`${this.appId}:${input.envVersion}:${input.path}?${input.query}`).toString('base64url')
  }
}
