/**
 * A notification record (spec 2.17 message centre, 7.3 notifications) for one account, written in
 * the caller's transaction, with the mini-program's subscription message it may queue (issue 24
 * item 7). The notification centre of a later issue reads and extends these rows.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db'
import { personalOf } from '../../security/personalFields'
import { queueSubscriptionMessage, type QueuedMessage } from '../accounts'

type Db = Kysely<Database> | Transaction<Database>

export interface Notice {
  userId: number
  type: string
  title: string
  content: string
  barcode?: string | null
  relatedId?: string | null
  module?: string
  subscription?: Omit<QueuedMessage, 'userId'>
}

export async function notify(
  db: Db,
  n: Notice,
  now: number
): Promise<void> {
  // the title and text often name the tested person: sealed under the recipient's key (security item 6)
  const personal = personalOf(db)
  const text = personal ? await personal.sealColumns(n.userId, { title: n.title, content: n.content }, ['title', 'content'], db) : { title: n.title, content: n.content }
  await db
    .insertInto('notifications')
    .values({ user_id: n.userId, type: n.type, title: text.title, content: text.content, barcode: n.barcode ?? null, related_id: n.relatedId ?? null, module: n.module ?? 'notification', created_at: now, read_at: null })
    .execute()
  if (n.subscription) await queueSubscriptionMessage(db, { userId: n.userId, ...n.subscription }, now)
}

