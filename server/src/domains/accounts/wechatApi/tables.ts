/** The tables of WeChat's server-side messages (migration 0019_wechat_messages), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

/** one acceptance of a one-time subscription (requestSubscribeMessage 'accept'): it allows one message of the template */
export interface WechatSubscriptionsTable {
  id: Generated<number>
  user_id: number
  /** SUBSCRIPTION_KEYS: which of our messages (sampleReceived, inAnalysis, reportReady, relativesFound) */
  template_key: string
  template_id: string
  accepted_at: number
  /** set when a message used it (one-time subscriptions are consumed per send) */
  consumed_at: number | null
}

/** a subscription message to send (queued in the transaction of the change it tells of; sent after it by the dispatcher) */
export interface WechatMessagesTable {
  id: Generated<number>
  user_id: number
  template_key: string
  template_id: string
  /** the mini-program page the card opens */
  page: string
  /** our values (person, state, time, barcode, note) as JSON; mapped onto the template's fields when sent */
  values_json: string
  /** pending | sending | sent | failed | skipped */
  state: string
  attempts: Generated<number>
  error: string | null
  created_at: number
  sent_at: number | null
}

/** what the sandbox of WeChat's API "sent" (the development outbox, like sms_outbox) */
export interface WechatSandboxMessagesTable {
  id: Generated<number>
  openid: string
  template_id: string
  page: string
  data: string
  created_at: number
}

/** an image given to mediaCheckAsync: its trace id, until WeChat's verdict arrives by message push */
export interface WechatMediaChecksTable {
  id: Generated<number>
  trace_id: string
  upload_id: number
  user_id: number
  /** pending | pass | review | risky */
  state: string
  created_at: number
  decided_at: number | null
}

declare module '../../../db/schema' {
  interface Database {
    wechat_subscriptions: WechatSubscriptionsTable
    wechat_messages: WechatMessagesTable
    wechat_sandbox_messages: WechatSandboxMessagesTable
    wechat_media_checks: WechatMediaChecksTable
  }
}
