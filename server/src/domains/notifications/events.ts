/**
 * What the notifications domain tells people, following the other domains' events: a sample's
 * state changes and its report being out (the persons domain's timeline), new gene relatives (the
 * analysis pipeline). Each notice is written with the event's own time, in one transaction with
 * its subscription message. A redelivered event does nothing (server/src/events).
 */
import { SAMPLE_NOTIFICATION_TYPE, SAMPLE_STATES, sampleStateLabel, type SampleState, type SubscriptionKey } from '@xungen/contracts'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import { subscribe } from '../../events'
import { MESSAGE_PAGES } from '../accounts'
import type { SampleStateChanged } from '../persons'
import { notify } from './notify'

/**
 * The tested person's name, read from the person's sealed row (opened by the database plugin):
 * events carry ids only, never personal data, because the outbox is not sealed.
 */
async function personNameOf(db: Kysely<Database>, detectionId: number): Promise<string> {
  const row = await db.selectFrom('detections').innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id').select('tested_persons.name').where('detections.id', '=', detectionId).executeTakeFirst()
  return row?.name ?? '检测人'
}

/** the states the mini-program's subscription messages tell of (issue 24 item 7) */
const STATE_SUBSCRIPTIONS: Partial<Record<SampleState, { key: SubscriptionKey; page: (barcode: string) => string }>> = {
  [SAMPLE_STATES.RECEIVED]: { key: 'sampleReceived', page: MESSAGE_PAGES.detectionStatus },
  [SAMPLE_STATES.ANALYSING]: { key: 'inAnalysis', page: MESSAGE_PAGES.detectionStatus },
  [SAMPLE_STATES.PUBLISHED]: { key: 'reportReady', page: MESSAGE_PAGES.report }
}

/** the owner's notice of a state change (and its subscription message) */
function stateNotice(change: SampleStateChanged, personName: string) {
  // a non-chip test's states read without DNA or chip (issue 15 item 3)
  const label = sampleStateLabel(change.state, change.productType ?? undefined, change.source ?? undefined)
  const sub = STATE_SUBSCRIPTIONS[change.state]
  const subscription = sub && { key: sub.key, page: sub.page(change.barcode), person: personName, state: label.title, barcode: change.barcode, note: label.content }
  return { userId: change.ownerUserId, type: SAMPLE_NOTIFICATION_TYPE, title: `${personName}：${label.title}`, content: change.ownerNote ? `${label.content}。${change.ownerNote}` : label.content, barcode: change.barcode, relatedId: change.barcode, module: 'detection', subscription }
}

/** writes the owner's notice of a state change, with the event's own time */
async function writeStateNotice(app: FastifyInstance, change: SampleStateChanged): Promise<void> {
  await app.db.transaction().execute(async trx => notify(trx, stateNotice(change, await personNameOf(trx, change.detectionId)), change.at))
  // committed: the owner's badge changes live
  app.realtime?.push([change.ownerUserId], { type: 'unread' })
}

export const sampleStateNotice = subscribe('sample.state-changed', 'notifications.sample-state', async (change, { app }) => {
  // the report's being out is told on report.published
  if (change.state === SAMPLE_STATES.PUBLISHED) return
  await writeStateNotice(app, change)
})

export const reportReadyNotice = subscribe('report.published', 'notifications.report-ready', async (change, { app }) => {
  await writeStateNotice(app, change)
})

export const relativeMatchedNotice = subscribe('relative.matched', 'notifications.relative-matched', async (match, { app }) => {
  await app.db.transaction().execute(async trx => {
    for (const side of match.sides) {
      const personName = await personNameOf(trx, side.detectionId)
      // issue 24 item 7: one subscription message per person and run, however many relatives it found
      const subscription = side.subscribe
        ? { key: 'relativesFound' as const, page: MESSAGE_PAGES.geneRelatives(side.barcode), person: personName, state: '发现基因亲人', barcode: side.barcode, note: `可能的关系：${match.label}` }
        : undefined
      // spec 2.17: "new gene relationship" notifications, one for each side
      await notify(trx, { userId: side.userId, type: 'NEW_GENE_RELATIONSHIP', title: '发现新的基因亲人', content: `${personName} 与一位用户共享 ${match.totalCm} cM DNA，可能的关系：${match.label}`, barcode: side.barcode, relatedId: `person-${side.otherPersonId}`, module: 'relatives', subscription }, match.at)
    }
  })
  app.realtime?.push(match.sides.map(s => s.userId), { type: 'unread' })
})

/** an order paid: its owner's notice (once per order, whatever the redeliveries) */
export const orderPaidNotice = subscribe('order.paid', 'notifications.order-paid', async (event, { app }) => {
  const order = await app.db.selectFrom('orders').select(['user_id', 'order_no', 'product_name', 'paid_at']).where('id', '=', event.orderId).executeTakeFirst()
  if (!order) return
  const done = await app.db.selectFrom('notifications').select('id').where('user_id', '=', order.user_id).where('type', '=', 'ORDER_PAID').where('related_id', '=', order.order_no).executeTakeFirst()
  if (done) return
  await notify(app.db, { userId: order.user_id, type: 'ORDER_PAID', title: '订单支付成功', content: `您购买的「${order.product_name}」已支付成功，订单号 ${order.order_no}。`, relatedId: order.order_no, module: 'commerce' }, Number(order.paid_at ?? app.clock()))
  app.realtime.push([order.user_id], { type: 'unread' })
})
