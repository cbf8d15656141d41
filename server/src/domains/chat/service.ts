/**
 * Private messages and customer service (spec 3.8, 3.9, 4 "Chat shield", 5 "Chat", 8.1 2104 and
 * 3601, 9). Rules shared with the pages are in @xungen/contracts (notice.ts); this file enforces
 * them. Every call is scoped to a thread the caller is a member of: any other thread is 404.
 *
 * A message is committed before it is answered or pushed; the thread's row is updated first in
 * the sending transaction, so two sends in one thread are serialised (PostgreSQL row lock, SQLite
 * writer lock) and the 2-before-reply rule cannot be raced past.
 */
import {
  CODES, CODE_MESSAGES, MESSAGES_BEFORE_REPLY, NOTICE_TEXTS, CHAT_IMAGE_SUFFIX, chatPlainText, isImageMessage, shieldStateOf, supportReplyHint, sampleStateLabel,
  type SampleState, type ShieldState
} from '@xungen/contracts'
import type { Kysely, Transaction } from 'kysely'
import { FilterXSS } from 'xss'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import { imagePath, publicIdOfUrl, type Antispam } from '../accounts'
import { nameForViewer } from '../persons'
import type { ChatMembersTable, ChatMessagesTable } from './tables'

type Db = Kysely<Database> | Transaction<Database>
type MessageRow = { id: number; thread_id: number; sender_id: number; from_staff: number; content: string; created_at: number | string }
type MemberRow = { thread_id: number; user_id: number; peer_label: string; unread: number; shielded: number; cleared_through: number; hidden: number; read_through: number; read_at: number | string | null }

export const CHAT_MESSAGES = {
  notFound: '没有找到这个会话',
  relativeNotFound: '没有找到这位亲人，对方可能已关闭基因寻亲',
  rejected: '消息含有不当内容，请修改后再发送',
  image: '图片地址不正确，请重新上传'
} as const

/** the editor's HTML, reduced to text, line breaks and our own images (spec 5: pasted content) */
const filter = new FilterXSS({
  whiteList: { br: [], p: [], div: [], img: ['src'] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'noscript', 'template'],
  safeAttrValue: (tag, name, value) => {
    if (tag !== 'img' || name !== 'src') return ''
    const id = publicIdOfUrl(value)
    return id ? imagePath(id) : ''
  }
})

export function sanitiseMessage(content: string): string {
  const trimmed = content.trim()
  // an image message: an uploaded image's URL with the letter-image marker (spec 3.9)
  if (isImageMessage(trimmed)) {
    const id = publicIdOfUrl(trimmed.slice(0, -CHAT_IMAGE_SUFFIX.length))
    if (!id) throw argError('content', CHAT_MESSAGES.image)
    return imagePath(id) + CHAT_IMAGE_SUFFIX
  }
  return filter
    .process(trimmed)
    // an image whose source was not one of our uploads lost its src above: it goes
    .replace(/<img(?![^>]*\bsrc="\/files\/images\/)[^>]*>/g, '')
    .trim()
}

const num = (v: number | string | null) => (v === null ? null : Number(v))

export class ChatService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly antispam: Antispam,
    /** WeChat's content check of a sender's text where configured (issue 25 item 7); null: the word list alone */
    private readonly wechatCheck: ((userId: number, text: string) => Promise<boolean>) | null = null
  ) {}

  // --- reading ------------------------------------------------------------------------------
  private async member(userId: number, threadId: number, db: Db = this.db): Promise<MemberRow & { kind: string; last_message_id: number | null; last_message_at: number | null }> {
    const row = await db
      .selectFrom('chat_members as m')
      .innerJoin('chat_threads as t', 't.id', 'm.thread_id')
      .selectAll('m')
      .select(['t.kind', 't.last_message_id', 't.last_message_at'])
      .where('m.thread_id', '=', threadId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_FOUND, CHAT_MESSAGES.notFound)
    return { ...(row as unknown as MemberRow), kind: row.kind, last_message_id: row.last_message_id, last_message_at: num(row.last_message_at) }
  }

  private async peerOf(threadId: number, userId: number, db: Db = this.db): Promise<MemberRow | undefined> {
    return (await db.selectFrom('chat_members').selectAll().where('thread_id', '=', threadId).where('user_id', '!=', userId).executeTakeFirst()) as MemberRow | undefined
  }

  private shieldOf(me: MemberRow, peer: MemberRow | undefined): ShieldState {
    return shieldStateOf(me.shielded === 1, peer?.shielded === 1)
  }

  private async threadView(me: MemberRow & { kind: string }, peer: MemberRow | undefined, last?: MessageRow | null) {
    const lastRow = last === undefined ? await this.lastVisible(me) : last
    return {
      relatedId: me.thread_id,
      kind: me.kind as 'private' | 'support',
      toUser: { name: me.peer_label, avatar: null },
      newMsgNum: me.unread,
      lastMessageDate: lastRow ? Number(lastRow.created_at) : null,
      lastMessageContent: lastRow ? (isImageMessage(lastRow.content) ? '[图片]' : chatPlainText(lastRow.content).slice(0, 60)) : '',
      shieldState: this.shieldOf(me, peer)
    }
  }

  private async lastVisible(me: MemberRow): Promise<MessageRow | null> {
    const row = await this.db.selectFrom('chat_messages').selectAll().where('thread_id', '=', me.thread_id).where('id', '>', me.cleared_through).orderBy('id', 'desc').limit(1).executeTakeFirst()
    return (row as MessageRow | undefined) ?? null
  }

  /** one message as its reader sees it */
  messageView(row: MessageRow, readerId: number, peerLabel: string, peer?: MemberRow) {
    const mine = row.from_staff === 0 && row.sender_id === readerId
    const readAt = mine && peer && peer.read_through >= row.id ? num(peer.read_at) : null
    return {
      id: row.id,
      relatedId: row.thread_id,
      user: { name: mine ? '我' : row.from_staff === 1 ? NOTICE_TEXTS.supportName : peerLabel, avatar: null },
      mine,
      content: row.content,
      date: Number(row.created_at),
      viewTime: readAt
    }
  }

  async threads(userId: number, page: number, size: number) {
    const base = this.db.selectFrom('chat_members as m').innerJoin('chat_threads as t', 't.id', 'm.thread_id').where('m.user_id', '=', userId).where('m.hidden', '=', 0).where('t.last_message_id', 'is not', null)
    const rows = await base
      .selectAll('m')
      .select(['t.kind', 't.last_message_at'])
      .orderBy('t.last_message_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute()
    const total = Number((await base.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const list = []
    for (const row of rows) {
      const me = row as unknown as MemberRow & { kind: string }
      list.push(await this.threadView(me, await this.peerOf(me.thread_id, userId)))
    }
    return { list, total }
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.db.selectFrom('chat_members').select(eb => eb.fn.sum<number>('unread').as('n')).where('user_id', '=', userId).executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  /** the messages after afterId; reading zeroes the unread count (spec 4: Private message) */
  async chats(userId: number, threadId: number, afterId: number, size: number) {
    const me = await this.member(userId, threadId)
    const peer = await this.peerOf(threadId, userId)
    const rows = (await this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('thread_id', '=', threadId)
      .where('id', '>', Math.max(afterId, me.cleared_through))
      .orderBy('id', 'asc')
      .limit(size)
      .execute()) as MessageRow[]
    let readNow = false
    const lastId = me.last_message_id ?? 0
    if (me.unread > 0 || me.read_through < lastId) {
      await this.db.updateTable('chat_members').set({ unread: 0, read_through: lastId, read_at: this.clock() }).where('thread_id', '=', threadId).where('user_id', '=', userId).execute()
      readNow = true
      me.unread = 0
    }
    const sendable = await this.sendable(userId, me, peer)
    return {
      list: rows.map(r => this.messageView(r, userId, me.peer_label, peer)),
      thread: await this.threadView(me, peer),
      canSend: sendable === null,
      reason: sendable,
      serviceHint: me.kind === 'support' ? supportReplyHint(this.clock()) : null,
      readNow,
      peerId: peer?.user_id ?? null
    }
  }

  /** why the caller cannot send in a thread now (Chinese), or null */
  private async sendable(userId: number, me: MemberRow & { kind: string }, peer: MemberRow | undefined): Promise<string | null> {
    if (await this.banned(userId)) return CODES_TEXT.ban
    if (me.kind === 'support') return null
    if (!peer) return CHAT_MESSAGES.notFound
    if (peer.shielded === 1) return NOTICE_TEXTS.shieldedByThem
    const senders = await this.lastSenders(me.thread_id)
    if (senders.length >= MESSAGES_BEFORE_REPLY && senders.every(s => s === userId)) return CODES_TEXT.limit
    return null
  }

  private async lastSenders(threadId: number, db: Db = this.db): Promise<number[]> {
    const rows = await db.selectFrom('chat_messages').select(['sender_id', 'from_staff']).where('thread_id', '=', threadId).orderBy('id', 'desc').limit(MESSAGES_BEFORE_REPLY).execute()
    return rows.map(r => (r.from_staff ? -1 : r.sender_id))
  }

  async banned(userId: number, db: Db = this.db): Promise<boolean> {
    return Boolean(await db.selectFrom('ugc_bans').select('user_id').where('user_id', '=', userId).executeTakeFirst())
  }

  // --- opening threads ----------------------------------------------------------------------
  private async openThread(kind: 'private' | 'support', pairKey: string, members: Array<{ userId: number; label: string }>): Promise<number> {
    const now = this.clock()
    return this.db.transaction().execute(async trx => {
      let thread = await trx.selectFrom('chat_threads').select('id').where('pair_key', '=', pairKey).executeTakeFirst()
      if (!thread) {
        await trx.insertInto('chat_threads').values({ kind, pair_key: pairKey, last_message_id: null, last_message_at: null, created_at: now }).onConflict(oc => oc.column('pair_key').doNothing()).execute()
        thread = await trx.selectFrom('chat_threads').select('id').where('pair_key', '=', pairKey).executeTakeFirstOrThrow()
      }
      for (const m of members) {
        await trx
          .insertInto('chat_members')
          .values({ thread_id: thread.id, user_id: m.userId, peer_label: m.label, read_at: null })
          .onConflict(oc => oc.columns(['thread_id', 'user_id']).doNothing())
          .execute()
      }
      return thread.id
    })
  }

  /**
   * The thread with a gene relative of one of my persons (the relatives page's 发消息): the
   * relative must be a match of my detection with relatives finding on. Each side is named to
   * the other by 称呼 and relationship only.
   */
  async startWithRelative(userId: number, mine: { detectionId: number; personId: number; relativesName: string | null }, relativePersonId: number) {
    const match = await this.db
      .selectFrom('detections as d')
      .innerJoin('tested_persons as p', 'p.id', 'd.person_id')
      .innerJoin('relative_matches as m', join =>
        join.on(eb => eb.or([eb.and([eb('m.detection_a', '=', mine.detectionId), eb('m.detection_b', '=', eb.ref('d.id'))]), eb.and([eb('m.detection_b', '=', mine.detectionId), eb('m.detection_a', '=', eb.ref('d.id'))])]))
      )
      .select(['p.id as person_id', 'p.user_id', 'p.relatives_name', 'm.relationship_label'])
      .where('p.id', '=', relativePersonId)
      .where('p.relatives_opt_in', '=', 1)
      .executeTakeFirst()
    if (!match) throw new AppError(CODES.NOT_FOUND, CHAT_MESSAGES.relativeNotFound)
    // spec 4: no chat with one's own bound account (both persons are mine)
    if (match.user_id === userId) throw argError('personId', NOTICE_TEXTS.boundAccount)
    if (await this.banned(userId)) throw new AppError(CODES.UGC_BAN)
    const theirName = nameForViewer(null, { person_id: match.person_id, user_id: match.user_id, name: '', relatives_name: match.relatives_name })
    const myName = nameForViewer(null, { person_id: mine.personId, user_id: userId, name: '', relatives_name: mine.relativesName })
    const [lo, hi] = userId < match.user_id ? [userId, match.user_id] : [match.user_id, userId]
    const id = await this.openThread('private', `${lo}-${hi}`, [
      { userId, label: `${theirName}（${match.relationship_label}）` },
      { userId: match.user_id, label: `${myName}（${match.relationship_label}）` }
    ])
    // a thread I deleted comes back when I open it again
    await this.db.updateTable('chat_members').set({ hidden: 0 }).where('thread_id', '=', id).where('user_id', '=', userId).execute()
    const me = await this.member(userId, id)
    return this.threadView(me, await this.peerOf(id, userId))
  }

  /** the account's conversation with customer service */
  async support(userId: number) {
    const id = await this.openThread('support', `support-${userId}`, [{ userId, label: NOTICE_TEXTS.supportName }])
    await this.db.updateTable('chat_members').set({ hidden: 0 }).where('thread_id', '=', id).where('user_id', '=', userId).execute()
    const me = await this.member(userId, id)
    return { thread: await this.threadView(me, undefined), serviceHint: supportReplyHint(this.clock()) }
  }

  // --- sending ------------------------------------------------------------------------------
  private async checkedContent(raw: string, senderId: number, staff: boolean): Promise<string> {
    const content = sanitiseMessage(raw)
    const text = isImageMessage(content) ? '' : chatPlainText(content)
    if (!isImageMessage(content) && text.replace(/\[图片\]/g, '').trim() === '' && !/<img /.test(content)) throw argError('content', NOTICE_TEXTS.emptyMessage)
    if (text && !(await this.antispam.checkText(text)).ok) throw argError('content', CHAT_MESSAGES.rejected)
    if (text && !staff && this.wechatCheck && !(await this.wechatCheck(senderId, text))) throw argError('content', CHAT_MESSAGES.rejected)
    return content
  }

  /**
   * Stores a message of a member (or of staff, in a support thread); returns the stored row and
   * who must be told. A retry with the same clientId returns the stored message.
   */
  async send(senderId: number, threadId: number, raw: string, clientId: string | undefined, staff = false) {
    if (!staff && (await this.banned(senderId))) throw new AppError(CODES.UGC_BAN)
    if (clientId) {
      const prior = (await this.db.selectFrom('chat_messages').selectAll().where('sender_id', '=', senderId).where('client_id', '=', clientId).executeTakeFirst()) as MessageRow | undefined
      if (prior) {
        if (prior.thread_id !== threadId) throw argError('clientId', '消息编号重复')
        return { row: prior, duplicate: true, ...(await this.audience(prior.thread_id, senderId, staff)) }
      }
    }
    const content = await this.checkedContent(raw, senderId, staff)
    const now = this.clock()
    const row = await this.db.transaction().execute(async trx => {
      // the thread's row first: it serialises sends in this thread (the rule below cannot be raced)
      const locked = await trx.updateTable('chat_threads').set({ last_message_at: now }).where('id', '=', threadId).executeTakeFirst()
      if (Number(locked.numUpdatedRows) === 0) throw new AppError(CODES.NOT_FOUND, CHAT_MESSAGES.notFound)
      const thread = await trx.selectFrom('chat_threads').select(['kind']).where('id', '=', threadId).executeTakeFirstOrThrow()
      if (staff) {
        if (thread.kind !== 'support') throw new AppError(CODES.NOT_FOUND, CHAT_MESSAGES.notFound)
      } else {
        const me = await this.member(senderId, threadId, trx)
        if (me.kind === 'private') {
          const peer = await this.peerOf(threadId, senderId, trx)
          if (!peer) throw new AppError(CODES.NOT_FOUND, CHAT_MESSAGES.notFound)
          if (peer.shielded === 1) throw argError('content', NOTICE_TEXTS.shieldedByThem)
          const senders = await this.lastSenders(threadId, trx)
          if (senders.length >= MESSAGES_BEFORE_REPLY && senders.every(s => s === senderId)) throw new AppError(CODES.MESSAGE_LIMIT)
        }
      }
      const inserted = await trx
        .insertInto('chat_messages')
        .values({ thread_id: threadId, sender_id: senderId, from_staff: staff ? 1 : 0, content, client_id: clientId ?? null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx.updateTable('chat_threads').set({ last_message_id: inserted.id, last_message_at: now }).where('id', '=', threadId).execute()
      // the others' unread count; the thread comes back for whoever deleted it
      let others = trx.updateTable('chat_members').set(eb => ({ unread: eb('unread', '+', 1), hidden: 0 })).where('thread_id', '=', threadId)
      if (!staff) others = others.where('user_id', '!=', senderId)
      await others.execute()
      if (!staff) await trx.updateTable('chat_members').set({ hidden: 0, read_through: inserted.id }).where('thread_id', '=', threadId).where('user_id', '=', senderId).execute()
      return { id: inserted.id, thread_id: threadId, sender_id: senderId, from_staff: staff ? 1 : 0, content, created_at: now } satisfies MessageRow
    })
    return { row, duplicate: false, ...(await this.audience(threadId, senderId, staff)) }
  }

  /** the members of a thread with how each names the other side */
  private async audience(threadId: number, senderId: number, staff: boolean) {
    const members = (await this.db.selectFrom('chat_members').selectAll().where('thread_id', '=', threadId).execute()) as MemberRow[]
    return { members, senderView: staff ? null : members.find(m => m.user_id === senderId) ?? null }
  }

  async deleteThread(userId: number, threadId: number) {
    const me = await this.member(userId, threadId)
    await this.db.updateTable('chat_members').set({ cleared_through: me.last_message_id ?? 0, unread: 0, hidden: 1 }).where('thread_id', '=', threadId).where('user_id', '=', userId).execute()
    return { relatedId: threadId }
  }

  async shield(userId: number, threadId: number, on: boolean) {
    const me = await this.member(userId, threadId)
    if (me.kind !== 'private') throw argError('relatedId', '客服会话不能屏蔽')
    await this.db.updateTable('chat_members').set({ shielded: on ? 1 : 0 }).where('thread_id', '=', threadId).where('user_id', '=', userId).execute()
    me.shielded = on ? 1 : 0
    const peer = await this.peerOf(threadId, userId)
    return { relatedId: threadId, shieldState: this.shieldOf(me, peer), peerId: peer?.user_id ?? null }
  }

  // --- customer service staff ---------------------------------------------------------------
  private async supportRows(where?: { threadId?: number }) {
    let q = this.db
      .selectFrom('chat_threads as t')
      .innerJoin('chat_members as m', 'm.thread_id', 't.id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('chat_messages as last', 'last.id', 't.last_message_id')
      .select(['t.id', 't.last_message_at', 'm.user_id', 'u.name as user_name', 'last.content', 'last.from_staff'])
      .where('t.kind', '=', 'support')
      .where('t.last_message_id', 'is not', null)
    if (where?.threadId) q = q.where('t.id', '=', where.threadId)
    const rows = await q.orderBy('t.last_message_at', 'desc').limit(200).execute()
    return rows.map(r => ({
      relatedId: r.id,
      userId: r.user_id,
      userName: r.user_name ?? '用户',
      waiting: r.from_staff === 0,
      lastMessageDate: num(r.last_message_at),
      lastMessageContent: r.content ? (isImageMessage(r.content) ? '[图片]' : chatPlainText(r.content).slice(0, 60)) : ''
    }))
  }

  async supportThreads(waitingOnly: boolean) {
    const rows = await this.supportRows()
    const list = rows.filter(r => !waitingOnly || r.waiting).sort((a, b) => Number(b.waiting) - Number(a.waiting))
    return { list: list.map(({ userId: _u, ...r }) => r) }
  }

  async supportThread(threadId: number) {
    const [row] = await this.supportRows({ threadId })
    if (!row) throw new AppError(CODES.NOT_FOUND, CHAT_MESSAGES.notFound)
    const messages = (await this.db.selectFrom('chat_messages').selectAll().where('thread_id', '=', threadId).orderBy('id', 'asc').limit(500).execute()) as MessageRow[]
    const { userId, ...thread } = row
    // what support needs beside the thread: the orders and the samples' states (never genotypes, reports or names of tested persons)
    const samples = await this.db
      .selectFrom('detections as d')
      .leftJoin('samples as s', join => join.onRef('s.detection_id', '=', 'd.id'))
      .select(['d.barcode', 'd.product_type', 'd.source', 's.state', 's.seq'])
      .where('d.user_id', '=', userId)
      .orderBy('d.id', 'desc')
      .orderBy('s.seq', 'desc')
      .limit(100)
      .execute()
    const seen = new Set<string>()
    const sampleList = []
    for (const s of samples) {
      if (seen.has(s.barcode)) continue
      seen.add(s.barcode)
      const state = (s.state ?? 'bound') as SampleState
      sampleList.push({ barcode: s.barcode, productName: s.product_type, state, stateText: s.state ? sampleStateLabel(state, s.product_type, s.source).title : '已绑定' })
    }
    return {
      thread,
      userId,
      list: messages.map(m => ({ ...this.messageView(m, -1, thread.userName), mine: m.from_staff === 1, user: { name: m.from_staff === 1 ? '客服' : thread.userName, avatar: null } })),
      samples: sampleList
    }
  }
}

const CODES_TEXT = { limit: CODE_MESSAGES[CODES.MESSAGE_LIMIT], ban: CODE_MESSAGES[CODES.UGC_BAN] } as const

export type { ChatMembersTable, ChatMessagesTable }
