/**
 * The chat calls (CHAT in @xungen/contracts/endpoints): threads, the chat, sending, shields,
 * deleting, customer service and its staff console. Each change is committed, then pushed over
 * app.realtime (notifications domain) to the sockets of the people concerned.
 */
import type { FastifyInstance } from 'fastify'
import { CHAT } from '@xungen/contracts/endpoints'
import { AppError } from '../../errors'
import { serve } from '../../endpoints/serve'
import { CONTENT_SCENES, WordListAntispam } from '../accounts'
import { ChatService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService
  }
}

export default async function chatRoutes(app: FastifyInstance) {
  // messages may name the service or its staff (the names' impersonation words are left out); the rest of the list holds
  const antispam = app.services.antispam ?? WordListAntispam.fromFile(undefined, { skipSections: ['impersonating'] })
  const security = app.accounts.contentSecurity
  const chat = new ChatService(app.db, app.clock, antispam, security.enabled ? (userId, text) => security.textAllowed(userId, text, CONTENT_SCENES.social) : null)
  app.decorate('chat', chat)
  app.unreadMessages.count = userId => chat.unreadCount(userId)

  /** after a message is stored: each member gets it as they see it, and their unread count moves */
  async function pushMessage(sent: Awaited<ReturnType<ChatService['send']>>) {
    const frames: Record<string, { type: 'message'; relatedId: number; message: unknown }> = {}
    for (const m of sent.members) {
      const peer = sent.members.find(x => x.user_id !== m.user_id)
      frames[String(m.user_id)] = { type: 'message', relatedId: sent.row.thread_id, message: chat.messageView(sent.row, m.user_id, m.peer_label, peer) }
    }
    app.realtime.push(Object.keys(frames).map(Number), frames)
  }

  serve(app, CHAT.threads, async request => chat.threads(request.session.user.id, request.query.page, request.query.size))
  serve(app, CHAT.startChat, async request => {
    const found = await app.persons.visibleDetection(request.session.user.id, request.body.barcode).catch(() => null)
    // only a detection of my own (not one shared with me) speaks for me
    if (!found || found.shared || found.person.user_id !== request.session.user.id) throw new AppError(404)
    return chat.startWithRelative(request.session.user.id, { detectionId: found.detection.id, personId: found.person.id, relativesName: found.person.relatives_name }, request.body.personId)
  })
  serve(app, CHAT.supportChat, async request => chat.support(request.session.user.id))
  serve(app, CHAT.chats, async request => {
    const { readNow, peerId, ...answer } = await chat.chats(request.session.user.id, request.query.relatedId, request.query.afterId, request.query.size)
    if (readNow) {
      app.realtime.push([request.session.user.id], { type: 'unread' })
      // the other side's read marks
      if (peerId) app.realtime.push([peerId], { type: 'thread', relatedId: request.query.relatedId })
    }
    return answer
  })
  serve(app, CHAT.sendChat, async request => {
    const sent = await chat.send(request.session.user.id, request.query.relatedId, request.body.content, request.body.clientId)
    if (!sent.duplicate) await pushMessage(sent)
    const me = sent.senderView!
    return chat.messageView(sent.row, request.session.user.id, me.peer_label, sent.members.find(m => m.user_id !== me.user_id))
  })
  serve(app, CHAT.deleteChat, async request => {
    const answer = await chat.deleteThread(request.session.user.id, request.body.relatedId)
    app.realtime.push([request.session.user.id], { type: 'unread' })
    return answer
  })
  serve(app, CHAT.shield, async request => {
    const { peerId, ...answer } = await chat.shield(request.session.user.id, request.body.relatedId, request.body.shield)
    if (peerId) app.realtime.push([peerId], { type: 'thread', relatedId: request.body.relatedId })
    return answer
  })

  serve(app, CHAT.supportThreads, async request => chat.supportThreads(request.query.waiting === '1'))
  serve(app, CHAT.supportThread, async request => {
    const { userId, ...view } = await chat.supportThread(request.params.id)
    const orders = await app.commerce.orders.list(userId, 1, 20)
    return { ...view, orders: orders.list.map(o => ({ orderNo: o.orderNo, productName: o.productName, state: o.stateText, amountFen: o.payableFen, createdAt: Number(o.createdAt) })) }
  })
  serve(app, CHAT.supportReply, async request => {
    const sent = await chat.send(request.session.user.id, request.params.id, request.body.content, request.body.clientId, true)
    if (!sent.duplicate) await pushMessage(sent)
    const user = sent.members[0]
    return { ...chat.messageView(sent.row, -1, user?.peer_label ?? ''), mine: true, user: { name: '客服', avatar: null } }
  })

  app.accounts.personalData.register({
    name: 'chat',
    async delete({ userId, db }) {
      await db.deleteFrom('chat_members').where('user_id', '=', userId).execute()
      await db.deleteFrom('chat_messages').where('sender_id', '=', userId).where('from_staff', '=', 0).execute()
      await db.deleteFrom('chat_threads').where('pair_key', '=', `support-${userId}`).execute()
    }
  })
}
