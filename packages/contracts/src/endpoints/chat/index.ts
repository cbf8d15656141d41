/**
 * Private messages and customer service (spec 2.11 /user/messages, 3.8, 3.9, 4 "Chat shield",
 * 5 "Chat", 7.3 "Notice" chat calls, 8.1 2104 and 3601, 9 service hours): threads with unread
 * counts, the chat of a thread, sending (stored before it is acknowledged, then pushed over
 * /ws/notice), shields, deleting a thread, the conversation with customer service, and the
 * support staff's console (/ops/support).
 */
import { z } from 'zod/mini'
import { CHAT_HISTORY_PAGE_SIZE } from '../../constants'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../notice'
import { endpoint } from '../define'
import { safeText } from '../text'

const num = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))
const threadId = num(1, 2 ** 31 - 1)

export const chatThreadSchema = z.object({
  relatedId: z.number(),
  kind: z.enum(['private', 'support']),
  /** how the other side is named to me: a relative's 称呼 and relationship, never a real name */
  toUser: z.object({ name: z.string(), avatar: z.nullable(z.string()) }),
  newMsgNum: z.number(),
  lastMessageDate: z.nullable(z.number()),
  lastMessageContent: z.string(),
  /** spec 3.8: 0 default, 1 I blocked them, 2 they blocked me, 3 each other */
  shieldState: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
})

export const chatMessageSchema = z.object({
  id: z.number(),
  relatedId: z.number(),
  /** the sender as the reader sees them (me, the relative's 称呼, or customer service) */
  user: z.object({ name: z.string(), avatar: z.nullable(z.string()) }),
  mine: z.boolean(),
  /** sanitised HTML, or an image URL ending in the letter-image marker */
  content: z.string(),
  date: z.number(),
  /** when the other side read it (my own messages only) */
  viewTime: z.nullable(z.number())
})

const chatState = z.object({
  thread: chatThreadSchema,
  /** whether I may send now, and why not (Chinese) */
  canSend: z.boolean(),
  reason: z.nullable(z.string()),
  /** support threads: whether staff are answering now, and when they will */
  serviceHint: z.nullable(z.object({ open: z.boolean(), text: z.string() }))
})

const content = safeText({ multiline: true }).check(z.minLength(1, '请输入消息内容'), z.maxLength(CHAT_MESSAGE_MAX_LENGTH, '消息太长了，请分几次发送'))
/** an id the client gives its message, so that a retry after a lost answer is not stored twice */
const clientId = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/, '消息编号格式不正确')))

const SUPPORT = { staff: ['support'] } as const

export const supportThreadSchema = z.object({
  relatedId: z.number(),
  userName: z.string(),
  /** waiting for staff: the user's message is the last one */
  waiting: z.boolean(),
  lastMessageDate: z.nullable(z.number()),
  lastMessageContent: z.string()
})

export const CHAT = {
  threads: endpoint({
    method: 'GET',
    path: '/proxy/notice/threads',
    auth: 'user',
    summary: "The account's private-message threads, latest message first, with their unread counts (spec 3.8)",
    query: z.object({ page: z._default(num(1, 10000), 1), size: z._default(num(1, 50), 10) }),
    response: z.object({ list: z.array(chatThreadSchema), total: z.number() }),
    codes: []
  }),
  startChat: endpoint({
    method: 'POST',
    path: '/proxy/notice/threads',
    auth: 'user',
    summary: 'Opens (or finds) the thread with a gene relative of one of my tested persons; the relative is named by 称呼 and relationship only',
    body: z.object({ barcode: safeText().check(z.minLength(1), z.maxLength(40)), personId: z.int().check(z.positive(), z.lte(2 ** 31 - 1)) }),
    response: chatThreadSchema,
    codes: [3601]
  }),
  supportChat: endpoint({
    method: 'POST',
    path: '/proxy/notice/support',
    auth: 'user',
    summary: 'Opens (or finds) the account’s conversation with customer service, with the service-hours hint',
    response: z.object({ thread: chatThreadSchema, serviceHint: z.object({ open: z.boolean(), text: z.string() }) }),
    codes: []
  }),
  chats: endpoint({
    method: 'GET',
    path: '/proxy/notice/chats',
    auth: 'user',
    summary: 'The messages of one of my threads after afterId (oldest first, up to size, 9999 by default); reading zeroes its unread count',
    query: z.object({ relatedId: threadId, afterId: z._default(num(0, 2 ** 31 - 1), 0), size: z._default(num(1, CHAT_HISTORY_PAGE_SIZE), CHAT_HISTORY_PAGE_SIZE) }),
    response: z.extend(chatState, { list: z.array(chatMessageSchema) }),
    codes: []
  }),
  sendChat: endpoint({
    method: 'POST',
    path: '/proxy/notice/chats',
    auth: 'user',
    summary: 'Sends a message in one of my threads: stored, then pushed to both sides; 2104 after 2 unanswered messages, 3601 for a banned account',
    query: z.object({ relatedId: threadId }),
    body: z.object({ content, clientId }),
    response: chatMessageSchema,
    codes: [2104, 3601]
  }),
  deleteChat: endpoint({
    method: 'POST',
    path: '/proxy/notice/chats/delete',
    auth: 'user',
    summary: 'Deletes one of my threads for me (its history is cleared on my side; a new message brings it back)',
    body: z.object({ relatedId: z.int().check(z.positive(), z.lte(2 ** 31 - 1)) }),
    response: z.object({ relatedId: z.number() }),
    codes: []
  }),
  shield: endpoint({
    method: 'POST',
    path: '/proxy/notice/shield',
    auth: 'user',
    summary: 'Blocks (or unblocks) the other side of one of my private threads',
    body: z.object({ relatedId: z.int().check(z.positive(), z.lte(2 ** 31 - 1)), shield: z.boolean() }),
    response: z.object({ relatedId: z.number(), shieldState: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) }),
    codes: []
  }),
  supportThreads: endpoint({
    method: 'GET',
    path: '/proxy/ops/support/threads',
    auth: SUPPORT,
    summary: 'Support staff: the conversations with customer service, waiting ones first',
    query: z.object({ waiting: z.optional(z.enum(['1', '0'])) }),
    response: z.object({ list: z.array(supportThreadSchema) }),
    codes: []
  }),
  supportThread: endpoint({
    method: 'GET',
    path: '/proxy/ops/support/threads/:id',
    auth: SUPPORT,
    summary: "Support staff: one conversation with the user's orders and samples beside it (never genotypes or reports)",
    params: z.object({ id: threadId }),
    response: z.object({
      thread: supportThreadSchema,
      list: z.array(chatMessageSchema),
      orders: z.array(z.object({ orderNo: z.string(), productName: z.string(), state: z.string(), amountFen: z.number(), createdAt: z.number() })),
      samples: z.array(z.object({ barcode: z.string(), productName: z.string(), state: z.string(), stateText: z.string() }))
    }),
    codes: []
  }),
  supportReply: endpoint({
    method: 'POST',
    path: '/proxy/ops/support/threads/:id/messages',
    auth: SUPPORT,
    summary: 'Support staff: answers a conversation (pushed to the user at once)',
    params: z.object({ id: threadId }),
    body: z.object({ content, clientId }),
    response: chatMessageSchema,
    codes: []
  })
} as const

export default { chat: CHAT } as const
