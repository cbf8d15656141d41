/**
 * The notification centre (spec 3.7, 4 "Notification", 7.3 "Notice"): the list by module with a
 * baseline id, the unread counts (notices and private messages), mark read, delete, and the
 * ticket that opens the real-time socket (/ws/notice; a signed call, so no client-held secret
 * opens it).
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { safeText } from '../text'

export const noticeSchema = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  date: z.number(),
  readDate: z.nullable(z.number()),
  fromUser: z.nullable(z.object({ name: z.string(), barcode: z.string() })),
  userId: z.number(),
  relatedId: z.nullable(z.string()),
  module: z.string(),
  /** where the notice leads (a page of the product), when it leads somewhere */
  webviewInfo: z.nullable(z.object({ url: z.string() }))
})

/** a whole number in a query string */
export const num = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))

const idBody = z.object({ id: z.int().check(z.positive()) })

export const NOTIFICATIONS = {
  notices: endpoint({
    method: 'GET',
    path: '/proxy/notice/notices',
    auth: 'user',
    summary: "The account's notices of a module, newest first: count after the baseline id (refreshMode -1: older than it; 1: newer)",
    query: z.object({
      module: z.optional(z.enum(['notification', 'detection', 'relatives', 'commerce', 'community', 'all'])),
      count: z._default(num(1, 50), 10),
      refreshMode: z._default(num(-1, 1), -1),
      baselineId: z._default(num(0, 2 ** 31 - 1), 0)
    }),
    response: z.object({ list: z.array(noticeSchema) }),
    codes: []
  }),
  unreadCounts: endpoint({
    method: 'GET',
    path: '/proxy/notice/unread-counts',
    auth: 'user',
    summary: 'Unread notices and unread private messages of the account (the badges)',
    response: z.object({ result: z.object({ notices: z.number(), messages: z.number(), total: z.number() }) }),
    codes: []
  }),
  readNotice: endpoint({
    method: 'POST',
    path: '/proxy/notice/read',
    auth: 'user',
    summary: 'Marks one notice of the account read (404 for another account’s)',
    body: idBody,
    response: z.object({ id: z.number(), readDate: z.number() }),
    codes: []
  }),
  readAllNotices: endpoint({
    method: 'POST',
    path: '/proxy/notice/read-all',
    auth: 'user',
    summary: 'Marks every notice of the account read',
    response: z.object({ count: z.number() }),
    codes: []
  }),
  deleteNotice: endpoint({
    method: 'POST',
    path: '/proxy/notice/delete',
    auth: 'user',
    summary: 'Deletes one notice of the account (404 for another account’s)',
    body: z.object({ id: z.int().check(z.positive()), module: z.optional(safeText().check(z.maxLength(40))) }),
    response: z.object({ id: z.number() }),
    codes: []
  }),
  socketTicket: endpoint({
    method: 'POST',
    path: '/proxy/notice/socket-ticket',
    auth: 'user',
    summary: 'A single-use ticket, valid 60 s, that the first frame of the /ws/notice socket presents',
    response: z.object({ ticket: z.string(), expiresIn: z.number(), path: z.string() }),
    codes: []
  })
} as const

export default { notifications: NOTIFICATIONS } as const
