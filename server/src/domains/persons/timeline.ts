/**
 * A sample's state change: the sample row, one timeline entry (detection-status page) and one
 * notification record for the person's owner, written together in the caller's transaction.
 */
import { SAMPLE_NOTIFICATION_TYPE, SAMPLE_STATES, sampleStateLabel, type SampleState, type SubscriptionKey } from '@xungen/contracts'
import { MESSAGE_PAGES } from '../accounts'
import { notify, type Db } from './repository'

/** the states the mini-program's subscription messages tell of (issue 24 item 7) */
const STATE_SUBSCRIPTIONS: Partial<Record<SampleState, { key: SubscriptionKey; page: (barcode: string) => string }>> = {
  [SAMPLE_STATES.RECEIVED]: { key: 'sampleReceived', page: MESSAGE_PAGES.detectionStatus },
  [SAMPLE_STATES.ANALYSING]: { key: 'inAnalysis', page: MESSAGE_PAGES.detectionStatus },
  [SAMPLE_STATES.PUBLISHED]: { key: 'reportReady', page: MESSAGE_PAGES.report }
}

export interface StateChange {
  detectionId: number
  barcode: string
  ownerUserId: number
  personName: string
  sampleId: number | null
  state: SampleState
  note?: string | null
  /** what the owner is told with the change (a sex review's conclusion and reason); staff's `note` stays theirs */
  ownerNote?: string | null
  actorUserId?: number | null
}

export async function recordStateChange(db: Db, change: StateChange, now: number): Promise<void> {
  if (change.sampleId !== null) {
    await db.updateTable('samples').set({ state: change.state, updated_at: now }).where('id', '=', change.sampleId).execute()
  }
  await db
    .insertInto('sample_events')
    .values({ detection_id: change.detectionId, sample_id: change.sampleId, state: change.state, note: change.note ?? null, owner_note: change.ownerNote ?? null, actor_user_id: change.actorUserId ?? null, created_at: now })
    .execute()
  // a non-chip test's states read without DNA or chip (issue 15 item 3)
  const detection = await db.selectFrom('detections').select(['product_type', 'source']).where('id', '=', change.detectionId).executeTakeFirst()
  const label = sampleStateLabel(change.state, detection?.product_type, detection?.source)
  const sub = STATE_SUBSCRIPTIONS[change.state]
  const subscription = sub && { key: sub.key, page: sub.page(change.barcode), person: change.personName, state: label.title, barcode: change.barcode, note: label.content }
  await notify(db, { userId: change.ownerUserId, type: SAMPLE_NOTIFICATION_TYPE, title: `${change.personName}：${label.title}`, content: change.ownerNote ? `${label.content}。${change.ownerNote}` : label.content, barcode: change.barcode, relatedId: change.barcode, module: 'detection', subscription }, now)
}
