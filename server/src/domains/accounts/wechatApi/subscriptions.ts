/**
 * One-time subscription messages of the mini-program (issue 24 item 7).
 *
 * A person accepts templates in requestSubscribeMessage (after paying for a kit, after binding);
 * each acceptance is a row of wechat_subscriptions and allows ONE message of its template (WeChat
 * counts the same way: a send without an acceptance fails with 43101). When a sample's state
 * changes, its report is published or relatives are found, the code that writes the notification
 * record calls queueSubscriptionMessage in the same transaction: it consumes one acceptance and
 * queues the message (wechat_messages). The dispatcher sends queued messages after the commit
 * (every WECHAT_MESSAGE_INTERVAL_SECONDS, and tests call it): a message is claimed by one
 * conditional update, so parallel servers send it once; the template's fields come from the
 * configuration at send time; WeChat's busy answers are retried, its refusals recorded.
 */
import type { Kysely } from 'kysely'
import { MAX_OPEN_SUBSCRIPTIONS, SUBSCRIPTION_KEYS, SUBSCRIPTION_TITLES, type SubscriptionKey } from '@xungen/contracts'
import type { Database } from '../../../db'
import type { AccountsConfig, MessageValue, SubscribeTemplate } from '../config'
import { WechatApiError, type WechatServerApi } from './index'

type Db = Kysely<Database>

/**
 * The mini-program pages a message's card opens (the page paths of the client's route table:
 * /user/persons/detection-status/:barcode?, /report (a tab: it reads ?barcode= from the card's
 * launch query), /report/gene-relatives).
 */
export const MESSAGE_PAGES = {
  detectionStatus: (barcode: string) => `subpackages/user/persons/detection-status/_barcode/index?barcode=${encodeURIComponent(barcode)}`,
  report: (barcode: string) => `pages/report/index?barcode=${encodeURIComponent(barcode)}`,
  geneRelatives: (barcode: string) => `subpackages/report/gene-relatives/index?barcode=${encodeURIComponent(barcode)}`
} as const

export interface QueuedMessage {
  userId: number
  key: SubscriptionKey
  /** the mini-program page the card opens, with its query */
  page: string
  person: string
  state: string
  barcode?: string | null
  note?: string | null
}

/**
 * In the caller's transaction: uses one of the person's acceptances of the template and queues the
 * message. Without an acceptance nothing is queued (false): WeChat would refuse the send.
 */
export async function queueSubscriptionMessage(db: Db, m: QueuedMessage, now: number): Promise<boolean> {
  for (let tries = 0; tries < 3; tries++) {
    const open = await db
      .selectFrom('wechat_subscriptions')
      .select(['id', 'template_id'])
      .where('user_id', '=', m.userId)
      .where('template_key', '=', m.key)
      .where('consumed_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst()
    if (!open) return false
    const used = await db.updateTable('wechat_subscriptions').set({ consumed_at: now }).where('id', '=', open.id).where('consumed_at', 'is', null).executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) continue
    const values = { person: m.person, state: m.state, barcode: m.barcode ?? '', note: m.note ?? '', at: now }
    await db
      .insertInto('wechat_messages')
      .values({ user_id: m.userId, template_key: m.key, template_id: open.template_id, page: m.page, values_json: JSON.stringify(values), state: 'pending', error: null, created_at: now, sent_at: null })
      .execute()
    return true
  }
  return false
}

/** WeChat's limits per field type (subscription message data rules) */
function fit(field: string, value: string): string {
  const type = field.replace(/\d+$/, '')
  const max = type === 'thing' ? 20 : type === 'phrase' ? 5 : type === 'character_string' ? 32 : type === 'name' ? 10 : 20
  const chars = [...value]
  return chars.length <= max ? value : chars.slice(0, max - 1).join('') + '…'
}

/** 2026-11-28 15:04 in China time (what WeChat's time fields show) */
export function chinaTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`
}

export function templateData(template: SubscribeTemplate, values: Record<MessageValue, string>): Record<string, { value: string }> {
  const data: Record<string, { value: string }> = {}
  for (const [field, name] of Object.entries(template.fields)) data[field] = { value: fit(field, values[name] || '-') }
  return data
}

const RETRIES = 3

export class WechatMessages {
  constructor(
    private readonly db: Db,
    private readonly api: WechatServerApi,
    private readonly config: AccountsConfig['wechat'],
    private readonly clock: () => number,
    private readonly log: { warn(obj: object, msg: string): void }
  ) {}

  /** the configured templates, in the order of SUBSCRIPTION_KEYS */
  templates(): Array<{ key: SubscriptionKey; templateId: string; title: string }> {
    return SUBSCRIPTION_KEYS.flatMap(key => {
      const t = this.config.subscribeTemplates[key]
      return t ? [{ key, templateId: t.id, title: SUBSCRIPTION_TITLES[key] }] : []
    })
  }

  /**
   * The acceptances of one requestSubscribeMessage: configured templates only (anything else is
   * ignored), for a person WeChat knows (an openid), at most MAX_OPEN_SUBSCRIPTIONS unused per template.
   */
  async recordAcceptances(userId: number, templateIds: readonly string[]): Promise<Array<{ key: SubscriptionKey; templateId: string }>> {
    const user = await this.db.selectFrom('users').select('wechat_openid').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst()
    if (!user?.wechat_openid) return []
    const now = this.clock()
    const recorded: Array<{ key: SubscriptionKey; templateId: string }> = []
    for (const t of this.templates()) {
      if (!templateIds.includes(t.templateId)) continue
      const open = await this.db
        .selectFrom('wechat_subscriptions')
        .select(eb => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('template_key', '=', t.key)
        .where('consumed_at', 'is', null)
        .executeTakeFirstOrThrow()
      if (Number(open.n) >= MAX_OPEN_SUBSCRIPTIONS) continue
      await this.db.insertInto('wechat_subscriptions').values({ user_id: userId, template_key: t.key, template_id: t.templateId, accepted_at: now, consumed_at: null }).execute()
      recorded.push({ key: t.key, templateId: t.templateId })
    }
    return recorded
  }

  /** sends the queued messages (oldest first); returns how many were sent */
  async dispatch(limit = 100): Promise<number> {
    const due = await this.db.selectFrom('wechat_messages').selectAll().where('state', '=', 'pending').orderBy('id').limit(limit).execute()
    let sent = 0
    for (const row of due) {
      const claimed = await this.db.updateTable('wechat_messages').set({ state: 'sending', attempts: row.attempts + 1 }).where('id', '=', row.id).where('state', '=', 'pending').executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) continue
      const finish = (state: string, error: string | null) =>
        this.db.updateTable('wechat_messages').set({ state, error: error?.slice(0, 255) ?? null, sent_at: state === 'sent' ? this.clock() : null }).where('id', '=', row.id).execute()
      const template = this.config.subscribeTemplates[row.template_key as SubscriptionKey]
      const user = await this.db.selectFrom('users').select('wechat_openid').where('id', '=', row.user_id).where('deleted_at', 'is', null).executeTakeFirst()
      // the template was changed or removed since the person accepted it, or the person left WeChat: nothing to send
      if (!template || template.id !== row.template_id || !user?.wechat_openid) {
        await finish('skipped', !template || template.id !== row.template_id ? 'template no longer configured' : 'no openid')
        continue
      }
      const v = JSON.parse(row.values_json) as { person: string; state: string; barcode: string; note: string; at: number }
      try {
        await this.api.sendSubscribeMessage({
          openid: user.wechat_openid,
          templateId: row.template_id,
          page: row.page,
          data: templateData(template, { person: v.person, state: v.state, barcode: v.barcode, note: v.note, time: chinaTime(v.at) })
        })
        await finish('sent', null)
        sent++
      } catch (err) {
        const errcode = err instanceof WechatApiError ? err.errcode : null
        // WeChat busy or unreachable: again later; a refusal (43101 no subscription, 40003 openid, 47003 data) is final
        const again = (errcode === null || errcode === -1) && row.attempts + 1 < RETRIES
        this.log.warn({ messageId: row.id, errcode }, 'subscription message not sent')
        await finish(again ? 'pending' : 'failed', `${errcode ?? 'network'}: ${(err as Error).message}`)
      }
    }
    return sent
  }
}
