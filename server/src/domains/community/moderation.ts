/**
 * Moderation that holds (issue 25 item 7): every text people publish here (posts, comments,
 * replies, stories) passes the sensitive-word list (mint-filter over our words.zh.txt, the
 * messages' sections: a post may name the service), then WeChat's content check when configured
 * (WECHAT_CONTENT_SECURITY and an account WeChat knows); a banned account (ugc_bans, written by
 * staff in /ops/community) gets 3601 before anything is checked or stored.
 */
import { CODES } from '@xungen/contracts'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import type { Antispam } from '../accounts'

type Db = Kysely<Database> | Transaction<Database>

export const MODERATION_TEXTS = {
  sensitive: '内容含有不当词语，请修改后再发布',
  wechatRisky: '内容未通过安全检查，请修改后再发布'
} as const

/** WeChat's msgSecCheck for one account's text (ContentSecurity.textAllowed of the accounts domain) */
export type WechatTextCheck = (userId: number, text: string) => Promise<boolean>

export class Moderation {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly antispam: Antispam,
    private readonly wechatCheck: WechatTextCheck | null
  ) {}

  async banned(userId: number, db: Db = this.db): Promise<boolean> {
    return Boolean(await db.selectFrom('ugc_bans').select('user_id').where('user_id', '=', userId).executeTakeFirst())
  }

  /** spec 8.1 3601: a banned account cannot post, comment, react, report or submit */
  async assertMayPost(userId: number): Promise<void> {
    if (await this.banned(userId)) throw new AppError(CODES.UGC_BAN)
  }

  /** true when every text passes the word list and WeChat's check */
  async passes(userId: number | null, texts: readonly string[]): Promise<boolean> {
    for (const text of texts) {
      if (!text.trim()) continue
      if (!(await this.antispam.checkText(text)).ok) return false
    }
    if (this.wechatCheck && userId !== null) {
      const joined = texts.filter(t => t.trim()).join('\n')
      if (joined && !(await this.wechatCheck(userId, joined))) return false
    }
    return true
  }

  /** refuses (4006 on the field) a text that does not pass */
  async requireClean(userId: number, field: string, texts: readonly string[]): Promise<void> {
    for (const text of texts) {
      if (text.trim() && !(await this.antispam.checkText(text)).ok) throw argError(field, MODERATION_TEXTS.sensitive)
    }
    if (this.wechatCheck) {
      const joined = texts.filter(t => t.trim()).join('\n')
      if (joined && !(await this.wechatCheck(userId, joined))) throw argError(field, MODERATION_TEXTS.wechatRisky)
    }
  }
}
