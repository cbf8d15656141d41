/**
 * The notifications domain: the notices people read in the message centre (spec 2.17) and the
 * mini-program's subscription messages queued with them. Other domains publish what happened
 * (server/src/events) and this domain tells the people concerned (events.ts); a domain that must
 * write a notice in its own transaction (staff's notices, a thawed raw file) calls notify().
 * The notification centre (service.ts, routes.ts: list, unread counts, read, delete) and the
 * real-time socket every page listens on (realtime.ts: app.realtime) live here; the chat domain
 * pushes through the same hub.
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { orderPaidNotice, relativeMatchedNotice, reportReadyNotice, sampleStateNotice } from './events'
import noticeRoutes from './routes'

export { notify, type Notice } from './notify'
export { RealtimeHub, SOCKET_PATH, type PushFrame } from './realtime'
export { NoticeService } from './service'

export default defineDomain({
  name: 'notifications',
  plugin: fp(noticeRoutes, { name: 'notifications' }),
  after: ['accounts'],
  endpoints: ['notifications'],
  subscribers: [sampleStateNotice, reportReadyNotice, relativeMatchedNotice, orderPaidNotice]
})
