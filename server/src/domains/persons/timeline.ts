/**
 * A sample's state change: the sample row and one timeline entry (detection-status page), written
 * in the caller's transaction, with the event that tells the other domains (events.ts):
 * `sample.state-changed`, and `report.published` when the report is out. The owner's notification
 * follows the event (the notifications domain).
 */
import type { SampleState } from '@xungen/contracts'
import { SAMPLE_STATES } from '@xungen/contracts'
import { publish } from '../../events'
import type { Db } from './repository'
import './events'

export interface StateChange {
  detectionId: number
  barcode: string
  ownerUserId: number
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
  const detection = await db.selectFrom('detections').select(['product_type', 'source']).where('id', '=', change.detectionId).executeTakeFirst()
  const event = {
    detectionId: change.detectionId, barcode: change.barcode, ownerUserId: change.ownerUserId, sampleId: change.sampleId, state: change.state,
    ownerNote: change.ownerNote ?? null, productType: detection?.product_type ?? null, source: detection?.source ?? null, at: now
  }
  await publish(db, 'sample.state-changed', event)
  if (change.state === SAMPLE_STATES.PUBLISHED) await publish(db, 'report.published', event)
}
