/**
 * WeChat's content security for what people publish (issue 24 item 10; WECHAT_CONTENT_SECURITY=on,
 * the default). WeChat's v2 checks need the person's openid (someone who used the mini-program),
 * so they apply to accounts WeChat knows; the word list (users/antispam) applies to everyone.
 *  - text (names, clan remarks): security.msgSecCheck before the text is saved; 'risky' is refused,
 *    'review' (WeChat unsure) passes and is logged; WeChat unreachable passes (the word list stands).
 *  - avatars: security.mediaCheckAsync after our own review approved the picture; the upload waits
 *    (pending) until WeChat pushes its verdict (POST WECHAT_PUSH_PATH, a wxa_media_check event):
 *    pass → in use, risky → rejected and deleted, review → stays pending for an operator.
 */
import { createHash, timingSafeEqual } from 'crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db'
import type { ContentScene, ContentSuggestion, WechatServerApi } from './index'

export class ContentSecurity {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly api: WechatServerApi,
    readonly enabled: boolean,
    private readonly clock: () => number,
    private readonly log: { warn(obj: object, msg: string): void }
  ) {}

  private async openidOf(userId: number | null): Promise<string | null> {
    if (!this.enabled || userId === null) return null
    const row = await this.db.selectFrom('users').select('wechat_openid').where('id', '=', userId).executeTakeFirst()
    return row?.wechat_openid ?? null
  }

  /** false when WeChat finds the text risky; true otherwise (not checked, pass, review, WeChat unreachable) */
  async textAllowed(userId: number | null, content: string, scene: ContentScene): Promise<boolean> {
    const openid = await this.openidOf(userId)
    if (!openid || !content.trim()) return true
    let suggestion: ContentSuggestion
    try {
      suggestion = await this.api.msgSecCheck({ openid, content, scene })
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'msgSecCheck unavailable: the word list decided alone')
      return true
    }
    if (suggestion === 'review') this.log.warn({ userId, scene }, 'msgSecCheck suggests review')
    return suggestion !== 'risky'
  }

  /**
   * Submits an avatar (its public URL) for WeChat's check; true when submitted (the upload then
   * waits for the verdict), false when not checked (no openid, switched off, WeChat unreachable).
   */
  async submitImage(userId: number, uploadId: number, mediaUrl: string, scene: ContentScene): Promise<boolean> {
    const openid = await this.openidOf(userId)
    if (!openid) return false
    try {
      const { traceId } = await this.api.mediaCheckAsync({ openid, mediaUrl, scene })
      await this.db.insertInto('wechat_media_checks').values({ trace_id: traceId, upload_id: uploadId, user_id: userId, state: 'pending', created_at: this.clock(), decided_at: null }).execute()
      return true
    } catch (err) {
      this.log.warn({ err: (err as Error).message, uploadId }, 'mediaCheckAsync unavailable: our own review decided alone')
      return false
    }
  }

  /** WeChat's pushed verdict: the upload it is about (once; a repeated push finds nothing) */
  async verdict(traceId: string, suggestion: ContentSuggestion): Promise<{ uploadId: number; suggestion: ContentSuggestion } | null> {
    const row = await this.db.selectFrom('wechat_media_checks').select(['id', 'upload_id']).where('trace_id', '=', traceId).where('state', '=', 'pending').executeTakeFirst()
    if (!row) return null
    const done = await this.db.updateTable('wechat_media_checks').set({ state: suggestion, decided_at: this.clock() }).where('id', '=', row.id).where('state', '=', 'pending').executeTakeFirst()
    return Number(done.numUpdatedRows) === 1 ? { uploadId: row.upload_id, suggestion } : null
  }
}

/** WeChat's message-push signature: SHA-1 of token, timestamp and nonce sorted and joined */
export function pushSignatureValid(token: string, timestamp: string, nonce: string, signature: string): boolean {
  const expected = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex')
  const a = Buffer.from(expected)
  const b = Buffer.from(String(signature))
  return a.length === b.length && timingSafeEqual(a, b)
}
