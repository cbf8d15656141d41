/** The notice and chat calls of the inbox pages (their declarations: NOTIFICATIONS and CHAT of @xungen/contracts/endpoints). */
import { CHAT, NOTIFICATIONS, type EndpointOutput } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

export type NoticeItem = EndpointOutput<typeof NOTIFICATIONS.notices>['list'][number]
export type ChatThread = EndpointOutput<typeof CHAT.threads>['list'][number]
export type ChatMessage = EndpointOutput<typeof CHAT.chats>['list'][number]
export type ChatState = EndpointOutput<typeof CHAT.chats>

export const notice = {
  notices: (baselineId = 0) => call(NOTIFICATIONS.notices, { query: { module: 'notification', count: 10, refreshMode: -1, baselineId } }),
  read: (id: number) => call(NOTIFICATIONS.readNotice, { body: { id } }),
  readAll: () => call(NOTIFICATIONS.readAllNotices),
  remove: (id: number, module: string) => call(NOTIFICATIONS.deleteNotice, { body: { id, module } }),
  threads: (page = 1) => call(CHAT.threads, { query: { page, size: 10 } }),
  chats: (relatedId: number, afterId = 0) => call(CHAT.chats, { query: { relatedId, afterId } }),
  send: (relatedId: number, content: string, clientId: string) => call(CHAT.sendChat, { query: { relatedId }, body: { content, clientId } }),
  deleteThread: (relatedId: number) => call(CHAT.deleteChat, { body: { relatedId } }),
  shield: (relatedId: number, shield: boolean) => call(CHAT.shield, { body: { relatedId, shield } }),
  startChat: (barcode: string, personId: number) => call(CHAT.startChat, { body: { barcode, personId } }),
  support: () => call(CHAT.supportChat)
}
