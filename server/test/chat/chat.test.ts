/**
 * Notifications, private messages, real-time delivery and customer service (issue 25 items 1-4),
 * on one app: the notice list and its counts, two relatives found by the engine chatting (the
 * 2-before-reply rule, shields, no message to oneself, delete), the socket (ticket, live push,
 * no loss and no duplicate across a reconnect and a server restart) and the support console.
 */
import { CODES, mergeMessages, lastMessageId } from '@xungen/contracts'
import { CHAT, NOTIFICATIONS } from '@xungen/contracts/endpoints'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { buildApp } from '../../src/app'
import { notify } from '../../src/domains/notifications'
import { publish } from '../../src/events'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { signedInUser, useTestApp } from '../helpers/fixture'

jest.setTimeout(60_000)

const t = useTestApp()

interface Person {
  id: number
  token: string
  barcode: string
  detectionId: number
  personId: number
}

let seq = 0
async function personOf(user: { id: number; token: string }, relativesName: string | null, optIn = 1): Promise<Person> {
  const now = Date.now()
  const sealed = await t.app.personal.sealColumns(user.id, { name: '真实姓名' + ++seq }, ['name'])
  const person = await t.app.db
    .insertInto('tested_persons')
    .values({
      user_id: user.id, name: sealed.name, surname: null, sex: 'male', birthday: '1980-01-01', birthplace: null, birthplace_code: null, ancestral_place: null, ancestral_place_code: null,
      nation: null, appellation: null, relatives_name: relativesName, ancestry_features: null, relatives_opt_in: optIn, gene_origin_opt_in: 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const barcode = `CHAT${String(1000 + seq)}${String(user.id).padStart(4, '0')}`
  const detection = await t.app.db
    .insertInto('detections')
    .values({ barcode, person_id: person.id, user_id: user.id, sku: 'TEST', product_type: 'ANCESTRY', submodules: '["ancestor"]', collected: 1, collect_date: null, research_agree: 0, open_ancestry: 1, source: 'kit', has_report: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ...user, barcode, detectionId: detection.id, personId: person.id }
}

async function match(a: Person, b: Person, label = '二代堂表亲') {
  const [x, y] = a.detectionId < b.detectionId ? [a.detectionId, b.detectionId] : [b.detectionId, a.detectionId]
  await t.app.db.insertInto('relative_matches').values({ detection_a: x, detection_b: y, total_cm: 120, segments: 5, largest_cm: 40, relationship: 'fifth-degree', relationship_label: label, grade: null, created_at: Date.now() }).execute()
}

const call = (token: string, e: { method: string; path: string }, opts: { query?: Record<string, string | number>; body?: unknown; params?: Record<string, number> } = {}) =>
  t
    .signed({
      method: e.method as 'GET',
      url: Object.entries(opts.params ?? {}).reduce((p, [k, v]) => p.replace(`:${k}`, String(v)), e.path),
      query: opts.query ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])) : undefined,
      body: opts.body,
      headers: auth(token)
    })
    .then(r => json<any>(r))

/** a socket on a listening app, authenticated with a ticket; frames collected */
async function socketOf(app: FastifyInstance, token: string, signedCall: typeof call = call) {
  const ticket = (await signedCall(token, NOTIFICATIONS.socketTicket)).data
  const address = app.server.address() as { port: number }
  const ws = new WebSocket(`ws://127.0.0.1:${address.port}${ticket.path}`)
  const frames: any[] = []
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', ticket: ticket.ticket })))
    ws.on('message', data => {
      const f = JSON.parse(String(data))
      frames.push(f)
      if (f.type === 'ready') resolve()
      if (f.type === 'refused') reject(new Error('refused'))
    })
    ws.on('error', reject)
  })
  return { ws, frames, ticket: ticket.ticket as string }
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise(r => setTimeout(r, 10))
  }
}

describe('notices', () => {
  it('lists by module with a baseline id, counts unread, marks read, deletes; another account gets 404', async () => {
    const a = await signedInUser(t.app)
    const b = await signedInUser(t.app)
    const pa = await personOf(a, null)
    const now = Date.now()
    for (let i = 0; i < 12; i++) await notify(t.app.db, { userId: a.id, type: 'T', title: `通知${i}`, content: '内容', module: i % 2 ? 'detection' : 'relatives', barcode: pa.barcode }, now - i * 86400_000)
    await notify(t.app.db, { userId: a.id, type: 'T', title: '张三：已收到样本', content: '内容', module: 'detection', barcode: 'GONE00000001' }, now)
    const first = await call(a.token, NOTIFICATIONS.notices, { query: { module: 'notification', count: 10, refreshMode: -1 } })
    expect(first.data.list).toHaveLength(10)
    expect(first.data.list[0].title).toBe('[检测人已删除]：已收到样本')
    const rest = await call(a.token, NOTIFICATIONS.notices, { query: { module: 'notification', count: 10, refreshMode: -1, baselineId: first.data.list[9].id } })
    expect(rest.data.list).toHaveLength(3)
    expect((await call(a.token, NOTIFICATIONS.notices, { query: { module: 'detection', count: 50 } })).data.list.every((n: any) => n.module === 'detection')).toBe(true)
    expect((await call(a.token, NOTIFICATIONS.unreadCounts)).data.result).toEqual({ notices: 13, messages: 0, total: 13 })

    const id = first.data.list[1].id
    expect((await call(b.token, NOTIFICATIONS.readNotice, { body: { id } })).code).toBe(404)
    expect((await call(b.token, NOTIFICATIONS.deleteNotice, { body: { id } })).code).toBe(404)
    expect((await call(a.token, NOTIFICATIONS.readNotice, { body: { id } })).code).toBe(0)
    expect((await call(a.token, NOTIFICATIONS.unreadCounts)).data.result.notices).toBe(12)
    expect((await call(a.token, NOTIFICATIONS.deleteNotice, { body: { id, module: 'detection' } })).code).toBe(0)
    expect((await call(a.token, NOTIFICATIONS.notices, { query: { count: 50 } })).data.list.some((n: any) => n.id === id)).toBe(false)
    expect((await call(b.token, NOTIFICATIONS.notices, { query: { count: 50 } })).data.list).toEqual([])
  })

  it('a paid order notifies its owner once, however often the event is delivered', async () => {
    const u = await signedInUser(t.app)
    const receiver = { name: '王小明', mobile: '13800138000', nationCode: '86', address: '北京市东城区东华门大街 1 号' }
    const order = await t.app.commerce.orders.create(u.id, { commodityId: 'standard-reuse', count: 1, idempotencyKey: `chat-notice-${u.id}`, receiver })
    const row = await t.app.db.selectFrom('orders').select('id').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()
    for (let i = 0; i < 2; i++) await t.app.db.transaction().execute(trx => publish(trx, 'order.paid', { orderId: row.id, orderNo: order.orderNo, scene: null }))
    await t.app.events.settle()
    const list = (await call(u.token, NOTIFICATIONS.notices, { query: { module: 'commerce' } })).data.list
    expect(list.map((n: any) => [n.title, n.relatedId, n.webviewInfo?.url])).toEqual([['订单支付成功', order.orderNo, `/user/orders/${order.orderNo}`]])
  })
})

describe('private messages between relatives', () => {
  let a: Person
  let b: Person
  let thread: number

  beforeAll(async () => {
    a = await personOf(await signedInUser(t.app), '小明')
    b = await personOf(await signedInUser(t.app), null)
    await match(a, b)
  })

  it('opens a thread from the relatives list, each side named by 称呼 and relationship only', async () => {
    const opened = await call(a.token, CHAT.startChat, { body: { barcode: a.barcode, personId: b.personId } })
    expect(opened.code).toBe(0)
    thread = opened.data.relatedId
    expect(opened.data.toUser.name).toMatch(/（二代堂表亲）$/)
    expect(JSON.stringify(opened.data)).not.toContain('真实姓名')
    // the same pair opens the same thread
    expect((await call(a.token, CHAT.startChat, { body: { barcode: a.barcode, personId: b.personId } })).data.relatedId).toBe(thread)
    // a person not matched, or a barcode not mine: 404
    const stranger = await personOf(await signedInUser(t.app), null)
    expect((await call(a.token, CHAT.startChat, { body: { barcode: a.barcode, personId: stranger.personId } })).code).toBe(404)
    expect((await call(stranger.token, CHAT.startChat, { body: { barcode: a.barcode, personId: b.personId } })).code).toBe(404)
  })

  it('refuses a message to my own person (bound account)', async () => {
    const mine = await personOf({ id: a.id, token: a.token }, null)
    await match(a, mine)
    const r = await call(a.token, CHAT.startChat, { body: { barcode: a.barcode, personId: mine.personId } })
    expect(r.code).toBe(CODES.ARG_ERROR)
    expect(r.message).toBe('Ta 已与当前账号绑定，不支持私信')
  })

  it('sanitises, allows 2 messages before a reply (2104), counts unread and zeroes it on reading', async () => {
    const first = await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '你好<script>alert(1)</script><img src="x" onerror="alert(2)"><b>表亲</b>', clientId: 'msg-00000001' } })
    expect(first.code).toBe(0)
    expect(first.data.content).toBe('你好表亲')
    // a retry with the same id is the same message
    expect((await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '你好', clientId: 'msg-00000001' } })).data.id).toBe(first.data.id)
    expect((await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '<p> </p>' } })).code).toBe(CODES.ARG_ERROR)
    // the sensitive-word check refuses fraud words; naming the service is fine in a message (not in a name)
    expect((await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '一起网赌吗' } })).message).toBe('消息含有不当内容，请修改后再发送')
    expect((await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '我在基因寻根上看到了您' } })).code).toBe(0)
    const third = await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '第三条' } })
    expect(third.code).toBe(CODES.MESSAGE_LIMIT)
    const stateA = await call(a.token, CHAT.chats, { query: { relatedId: thread } })
    expect(stateA.data.canSend).toBe(false)
    expect(stateA.data.reason).toContain('2 条')

    const list = await call(b.token, CHAT.threads, { query: { page: 1, size: 10 } })
    expect(list.data.list[0]).toMatchObject({ relatedId: thread, newMsgNum: 2, lastMessageContent: '我在基因寻根上看到了您', shieldState: 0 })
    expect(list.data.list[0].toUser.name).toBe('小明（二代堂表亲）')
    expect((await call(b.token, NOTIFICATIONS.unreadCounts)).data.result.messages).toBe(2)
    const chatB = await call(b.token, CHAT.chats, { query: { relatedId: thread } })
    expect(chatB.data.list.map((m: any) => [m.content, m.mine])).toEqual([['你好表亲', false], ['我在基因寻根上看到了您', false]])
    expect((await call(b.token, NOTIFICATIONS.unreadCounts)).data.result.messages).toBe(0)
    expect((await call(b.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '你好呀' } })).code).toBe(0)
    expect((await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '第三条' } })).code).toBe(0)
    // my messages carry the other side's read time once read
    const again = await call(a.token, CHAT.chats, { query: { relatedId: thread } })
    expect(again.data.list[0].viewTime).toEqual(expect.any(Number))
  })

  it('nobody else reads, sends to or deletes the thread', async () => {
    const intruder = await signedInUser(t.app)
    expect((await call(intruder.token, CHAT.chats, { query: { relatedId: thread } })).code).toBe(404)
    expect((await call(intruder.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '嗨' } })).code).toBe(404)
    expect((await call(intruder.token, CHAT.deleteChat, { body: { relatedId: thread } })).code).toBe(404)
    expect((await call(intruder.token, CHAT.shield, { body: { relatedId: thread, shield: true } })).code).toBe(404)
    expect((await call(intruder.token, CHAT.threads, { query: {} })).data.list).toEqual([])
  })

  it('shields in all four states; a blocked sender cannot send', async () => {
    const state = async (p: Person) => (await call(p.token, CHAT.chats, { query: { relatedId: thread } })).data
    expect((await call(b.token, CHAT.shield, { body: { relatedId: thread, shield: true } })).data.shieldState).toBe(1)
    expect((await state(a)).thread.shieldState).toBe(2)
    expect((await state(a)).canSend).toBe(false)
    expect((await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '在吗' } })).code).toBe(CODES.ARG_ERROR)
    expect((await call(a.token, CHAT.shield, { body: { relatedId: thread, shield: true } })).data.shieldState).toBe(3)
    expect((await call(b.token, CHAT.shield, { body: { relatedId: thread, shield: false } })).data.shieldState).toBe(2)
    expect((await call(a.token, CHAT.shield, { body: { relatedId: thread, shield: false } })).data.shieldState).toBe(0)
  })

  it('a banned account gets 3601', async () => {
    await t.app.db.insertInto('ugc_bans').values({ user_id: a.id, reason: '测试', banned_by: null, created_at: Date.now() }).execute()
    expect((await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '在吗' } })).code).toBe(CODES.UGC_BAN)
    await t.app.db.deleteFrom('ugc_bans').where('user_id', '=', a.id).execute()
  })

  it('pushes over the socket; no loss and no duplicate across a reconnect and a server restart', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const sb = await socketOf(t.app, b.token)
    // a ticket is single-use
    const reuse = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws/notice`)
    const refused = await new Promise(resolve => {
      reuse.on('open', () => reuse.send(JSON.stringify({ type: 'auth', ticket: sb.ticket })))
      reuse.on('message', d => resolve(JSON.parse(String(d)).type))
    })
    expect(refused).toBe('refused')

    const held = (await call(b.token, CHAT.chats, { query: { relatedId: thread } })).data.list
    const sent = await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '实时消息' } })
    await until(() => sb.frames.some(f => f.type === 'message' && f.message.id === sent.data.id))
    const pushed = sb.frames.find(f => f.type === 'message').message
    expect(pushed).toMatchObject({ content: '实时消息', mine: false, user: { name: '小明（二代堂表亲）' } })
    let mine = mergeMessages(held, [pushed])

    // reconnect: b's socket drops, a message is stored meanwhile, b catches up after its last id
    sb.ws.close()
    await until(() => t.app.realtime.connections(b.id) === 0)
    expect((await call(b.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '回复' } })).code).toBe(0)
    const missed = await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '断线时的消息' } })
    const caught = (await call(b.token, CHAT.chats, { query: { relatedId: thread, afterId: lastMessageId(mine) } })).data.list
    mine = mergeMessages(mine, caught)
    // the pushed frame arriving again changes nothing
    mine = mergeMessages(mine, [pushed])
    expect(mine.filter(m => m.content === '实时消息')).toHaveLength(1)
    expect(mine.map(m => m.id)).toContain(missed.data.id)

    // restart: a second server on the same database takes over; what was stored is there, once
    const app2 = await buildApp(t.config)
    try {
      await app2.listen({ port: 0, host: '127.0.0.1' })
      await t.app.realtime.stop()
      const sb2 = await socketOfApp(app2, b.token)
      const after = await call(a.token, CHAT.sendChat, { query: { relatedId: thread }, body: { content: '重启后' } })
      // the first server's hub is gone, so the push comes from polling; the stored list has it once
      const poll = (await call(b.token, CHAT.chats, { query: { relatedId: thread, afterId: lastMessageId(mine) } })).data.list
      mine = mergeMessages(mine, poll)
      expect(mine.filter(m => m.id === after.data.id)).toHaveLength(1)
      expect(new Set(mine.map(m => m.id)).size).toBe(mine.length)
      sb2.ws.close()
    } finally {
      await app2.close()
    }
  })
})

/** a socket on another app of the same database: its ticket is asked of that app (in-process tickets are per process without Redis) */
async function socketOfApp(app: FastifyInstance, token: string) {
  const { signRequest, TEST_SIGNING_KEYS } = await import('@xungen/contracts')
  const { randomBytes } = await import('crypto')
  const signed = signRequest({ method: 'POST', url: NOTIFICATIONS.socketTicket.path }, { keys: TEST_SIGNING_KEYS.keys, nowMs: Date.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const r = await app.inject({ method: 'POST', url: signed.url, headers: auth(token) })
  const ticket = json<any>(r).data
  const ws = new WebSocket(`ws://127.0.0.1:${(app.server.address() as { port: number }).port}${ticket.path}`)
  const frames: any[] = []
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', ticket: ticket.ticket })))
    ws.on('message', data => {
      const f = JSON.parse(String(data))
      frames.push(f)
      if (f.type === 'ready') resolve()
      else if (f.type === 'refused') reject(new Error('refused'))
    })
    ws.on('error', reject)
  })
  return { ws, frames }
}

describe('customer service', () => {
  it('a user writes to support outside or inside service hours; staff answer from the console with orders and samples, never another user’s thread', async () => {
    const user = await personOf(await signedInUser(t.app), null)
    const other = await signedInUser(t.app)
    const staff = await signedInUser(t.app)
    await t.app.db.insertInto('user_roles').values({ user_id: staff.id, role: 'support', created_at: Date.now() }).execute()

    const opened = await call(user.token, CHAT.supportChat)
    expect(opened.data.thread.toUser.name).toBe('基因寻根客服')
    expect(opened.data.serviceHint.text).toMatch(/09:00/)
    const id = opened.data.thread.relatedId
    expect((await call(user.token, CHAT.sendChat, { query: { relatedId: id }, body: { content: '我的样本到了吗' } })).code).toBe(0)
    // no 2-message limit with customer service
    expect((await call(user.token, CHAT.sendChat, { query: { relatedId: id }, body: { content: '还有一个问题' } })).code).toBe(0)
    expect((await call(user.token, CHAT.sendChat, { query: { relatedId: id }, body: { content: '第三个问题' } })).code).toBe(0)
    expect((await call(other.token, CHAT.chats, { query: { relatedId: id } })).code).toBe(404)
    // the console is for support staff only
    expect((await call(user.token, CHAT.supportThreads, { query: {} })).code).toBe(404)
    const list = await call(staff.token, CHAT.supportThreads, { query: { waiting: '1' } })
    expect(list.data.list.find((x: any) => x.relatedId === id)).toMatchObject({ waiting: true, lastMessageContent: '第三个问题' })
    const detail = await call(staff.token, CHAT.supportThread, { params: { id } })
    expect(detail.data.samples).toEqual([expect.objectContaining({ barcode: user.barcode })])
    expect(JSON.stringify(detail.data)).not.toMatch(/genotype|rs\d+|真实姓名/)
    expect((await call(staff.token, CHAT.supportReply, { params: { id }, body: { content: '您好，样本已收到' } })).code).toBe(0)
    const seen = await call(user.token, CHAT.chats, { query: { relatedId: id } })
    expect(seen.data.list.at(-1)).toMatchObject({ content: '您好，样本已收到', mine: false, user: { name: '基因寻根客服' } })
    expect((await call(staff.token, CHAT.supportThreads, { query: { waiting: '1' } })).data.list.some((x: any) => x.relatedId === id)).toBe(false)
  })
})
