/** The notification centre's calls (NOTIFICATIONS in @xungen/contracts/endpoints) and the real-time socket. */
import type { FastifyInstance } from 'fastify'
import { NOTIFICATIONS } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { realtimePlugin, SOCKET_PATH, TICKET_TTL_MS } from './realtime'
import { NoticeService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    notices: NoticeService
    /** unread private messages of an account (the chat domain sets it; 0 until then) */
    unreadMessages: { count(userId: number): Promise<number> }
  }
}

export default async function noticeRoutes(app: FastifyInstance) {
  const notices = new NoticeService(app.db, app.clock)
  app.decorate('notices', notices)
  app.decorate('unreadMessages', { count: async () => 0 })
  await realtimePlugin(app)

  serve(app, NOTIFICATIONS.notices, async request => notices.list(request.session.user.id, request.query))
  serve(app, NOTIFICATIONS.unreadCounts, async request => {
    const [n, m] = await Promise.all([notices.unreadNotices(request.session.user.id), app.unreadMessages.count(request.session.user.id)])
    return { result: { notices: n, messages: m, total: n + m } }
  })
  serve(app, NOTIFICATIONS.readNotice, async request => {
    const answer = await notices.read(request.session.user.id, request.body.id)
    app.realtime.push([request.session.user.id], { type: 'unread' })
    return answer
  })
  serve(app, NOTIFICATIONS.readAllNotices, async request => {
    const answer = await notices.readAll(request.session.user.id)
    app.realtime.push([request.session.user.id], { type: 'unread' })
    return answer
  })
  serve(app, NOTIFICATIONS.deleteNotice, async request => {
    const answer = await notices.remove(request.session.user.id, request.body.id)
    app.realtime.push([request.session.user.id], { type: 'unread' })
    return answer
  })
  serve(app, NOTIFICATIONS.socketTicket, async request => ({ ticket: await app.realtime.issueTicket(request.session.user.id), expiresIn: TICKET_TTL_MS / 1000, path: SOCKET_PATH }))
}
