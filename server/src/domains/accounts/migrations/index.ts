/** The accounts domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as accounts from './2026_11_22_0425_accounts'
import * as wechatMessages from './2026_11_28_1536_wechat_messages'
import * as sessionNotifications from './2026_11_28_2230_session_notifications'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_22_0425_accounts': accounts,
  '2026_11_28_1536_wechat_messages': wechatMessages,
  '2026_11_28_2230_session_notifications': sessionNotifications
}
