/**
 * What reunion tells people, through the notifications domain's notify(): a relative the DNA found
 * learns that someone is searching (称呼-level words only, no name, phone or barcode), and the
 * searcher learns the answer. One notice per contact and step, however often an event is delivered.
 */
import { relativesNameOf } from '@xungen/contracts'
import type { FastifyInstance } from 'fastify'
import { subscribe } from '../../events'
import { notify } from '../notifications'
import { requestSummary } from './service'

async function once(app: FastifyInstance, userId: number, type: string, relatedId: string, write: () => Promise<void>) {
  const done = await app.db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('type', '=', type).where('related_id', '=', relatedId).executeTakeFirst()
  if (done) return
  await write()
  app.realtime?.push([userId], { type: 'unread' })
}

export const contactRequestedNotice = subscribe('reunion.contact-requested', 'reunion.contact-requested-notice', async ({ contactId }, { app }) => {
  const c = await app.db.selectFrom('reunion_contacts as c').innerJoin('reunion_searches as s', 's.id', 'c.search_id').select(['c.relative_user_id', 'c.relationship_label', 'c.created_at', 's.kind', 's.sought', 's.seeker_appellation', 's.province_code', 's.lost_year']).where('c.id', '=', contactId).executeTakeFirst()
  if (!c) return
  await once(app, c.relative_user_id, 'REUNION_REQUEST', `contact-${contactId}`, () =>
    notify(app.db, { userId: c.relative_user_id, type: 'REUNION_REQUEST', title: '有人在寻找亲人，DNA 显示可能与您有亲缘关系', content: `${requestSummary(c)}。DNA 提示的关系：${c.relationship_label}。是否同意联系由您决定，同意前双方都看不到对方的姓名和联系方式。`, relatedId: `contact-${contactId}`, module: 'reunion' }, Number(c.created_at))
  )
})

export const contactAnsweredNotice = subscribe('reunion.contact-answered', 'reunion.contact-answered-notice', async ({ contactId }, { app }) => {
  const c = await app.db.selectFrom('reunion_contacts as c').innerJoin('tested_persons as p', 'p.id', 'c.relative_person_id').select(['c.seeker_user_id', 'c.state', 'c.answered_at', 'p.id as person_id', 'p.relatives_name']).where('c.id', '=', contactId).executeTakeFirst()
  if (!c || c.state === 'waiting') return
  const name = relativesNameOf({ id: c.person_id, relativesName: c.relatives_name })
  const agreed = c.state === 'agreed'
  await once(app, c.seeker_user_id, 'REUNION_ANSWER', `contact-${contactId}`, () =>
    notify(app.db, { userId: c.seeker_user_id, type: 'REUNION_ANSWER', title: agreed ? '对方同意了您的寻亲联系请求' : '对方暂不同意联系', content: agreed ? `${name} 同意了联系，现在可以在“我的寻亲”中看到对方留下的联系方式。` : `${name} 暂时不同意联系。您的寻亲登记仍然有效。`, relatedId: `contact-${contactId}`, module: 'reunion' }, Number(c.answered_at ?? Date.now()))
  )
})
