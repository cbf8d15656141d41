/**
 * Real-time delivery (issue 25 item 3): the /ws/notice socket and the hub that pushes to it.
 *
 * - A message is stored (and committed) before anything is pushed: the push is only a prompt.
 *   Every frame names the row it is about (message id, thread id), so a client that gets a frame
 *   twice, or gets by polling what a frame already brought, keeps one copy; a client that was
 *   away (reconnect, server restart) asks for what came after the last id it holds.
 * - The socket is opened with a single-use ticket (60 s) from a signed, signed-in call
 *   (POST /proxy/notice/socket-ticket), presented in the first frame: the socket's upgrade
 *   request carries no signature and no cookie is trusted on it, so another site cannot open a
 *   socket in a person's name (cross-site WebSocket hijacking).
 * - With REDIS_URL every push is published on one Redis channel and each process delivers to
 *   the sockets it holds (several API processes behind one address); without it, in process.
 *   Tickets live in Redis too then (a ticket from one process opens a socket on another).
 */
import { randomBytes, createHash } from 'crypto'
import type { FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import type { Redis } from 'ioredis'
import type { WebSocket } from 'ws'

export const SOCKET_PATH = '/ws/notice'
export const TICKET_TTL_MS = 60_000
const AUTH_TIMEOUT_MS = 10_000
const PING_MS = 25_000

/** what a socket is told: a new message (its row), a thread's change, the unread counts changed */
export type PushFrame =
  | { type: 'message'; relatedId: number; message: unknown }
  | { type: 'thread'; relatedId: number }
  | { type: 'unread' }

interface Envelope {
  users: number[]
  /** a frame per user (each side sees a message differently), or one for all */
  frames: Record<string, PushFrame> | PushFrame
}

interface TicketStore {
  put(hash: string, userId: number): Promise<void>
  /** the user of a ticket, once: a second use finds nothing */
  take(hash: string): Promise<number | null>
}

class MemoryTickets implements TicketStore {
  private readonly map = new Map<string, { userId: number; until: number }>()
  constructor(private readonly clock: () => number) {}
  async put(hash: string, userId: number) {
    const now = this.clock()
    for (const [k, v] of this.map) if (v.until <= now) this.map.delete(k)
    this.map.set(hash, { userId, until: now + TICKET_TTL_MS })
  }
  async take(hash: string) {
    const entry = this.map.get(hash)
    this.map.delete(hash)
    return entry && entry.until > this.clock() ? entry.userId : null
  }
}

class RedisTickets implements TicketStore {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}
  async put(hash: string, userId: number) {
    await this.redis.set(`${this.prefix}:wsticket:${hash}`, String(userId), 'PX', TICKET_TTL_MS)
  }
  async take(hash: string) {
    const value = await this.redis.getdel(`${this.prefix}:wsticket:${hash}`)
    return value === null ? null : Number(value)
  }
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url')

export class RealtimeHub {
  private readonly sockets = new Map<number, Set<WebSocket>>()
  private readonly tickets: TicketStore
  private subscriber: Redis | null = null
  private readonly channel: string
  /** frames delivered to sockets of this process (tests, the benchmark) */
  delivered = 0

  constructor(
    private readonly redis: Redis | null,
    prefix: string,
    clock: () => number,
    private readonly log: FastifyInstance['log']
  ) {
    this.channel = `${prefix}:notice-push`
    this.tickets = redis ? new RedisTickets(redis, prefix) : new MemoryTickets(clock)
  }

  async start(): Promise<void> {
    if (!this.redis || this.subscriber) return
    const sub = this.redis.duplicate()
    sub.on('error', err => this.log.error({ err }, 'realtime subscriber error'))
    sub.on('message', (_channel: string, text: string) => {
      try {
        this.deliver(JSON.parse(text) as Envelope)
      } catch (err) {
        this.log.warn({ err }, 'realtime: bad frame on the channel')
      }
    })
    await sub.subscribe(this.channel)
    this.subscriber = sub
  }

  async stop(): Promise<void> {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1012, 'restart')
    this.sockets.clear()
    if (this.subscriber) await this.subscriber.quit().catch(() => undefined)
    this.subscriber = null
  }

  async issueTicket(userId: number): Promise<string> {
    const ticket = randomBytes(24).toString('base64url')
    await this.tickets.put(hashTicket(ticket), userId)
    return ticket
  }

  async redeem(ticket: string): Promise<number | null> {
    if (typeof ticket !== 'string' || ticket.length < 16 || ticket.length > 64) return null
    return this.tickets.take(hashTicket(ticket))
  }

  /** pushes after the change is committed; a failure is logged, never thrown (the row is stored, clients catch up) */
  push(users: number[], frames: Envelope['frames']): void {
    const envelope: Envelope = { users: [...new Set(users)], frames }
    if (this.redis) {
      this.redis.publish(this.channel, JSON.stringify(envelope)).catch(err => this.log.warn({ err }, 'realtime publish failed'))
    } else this.deliver(envelope)
  }

  connections(userId?: number): number {
    if (userId !== undefined) return this.sockets.get(userId)?.size ?? 0
    let n = 0
    for (const set of this.sockets.values()) n += set.size
    return n
  }

  private deliver(envelope: Envelope): void {
    for (const userId of envelope.users) {
      const set = this.sockets.get(userId)
      if (!set) continue
      const frame = 'type' in envelope.frames ? (envelope.frames as PushFrame) : (envelope.frames as Record<string, PushFrame>)[String(userId)]
      if (!frame) continue
      const text = JSON.stringify(frame)
      for (const socket of set) {
        if (socket.readyState !== 1) continue
        socket.send(text)
        this.delivered++
      }
    }
  }

  attach(userId: number, socket: WebSocket): void {
    let set = this.sockets.get(userId)
    if (!set) this.sockets.set(userId, (set = new Set()))
    set.add(socket)
    socket.on('close', () => {
      set!.delete(socket)
      if (set!.size === 0) this.sockets.delete(userId)
    })
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub
  }
}

/** the hub (app.realtime) and the socket route; the socket's first frame is {type:'auth', ticket} */
export async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const hub = new RealtimeHub(app.redis, app.config.redisPrefix, app.clock, app.log)
  app.decorate('realtime', hub)
  app.addHook('onReady', async () => hub.start())
  app.addHook('preClose', async () => hub.stop())
  await app.register(websocket, { options: { maxPayload: 4096 } })
  // opening a socket counts against the caller's address like an API call (the upgrade request
  // passes the rate limit's hook before the socket exists): a flood of opens is refused with 429
  app.get(SOCKET_PATH, { websocket: true, config: { rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: 60_000 } } }, socket => {
    let userId: number | null = null
    const timeout = setTimeout(() => userId === null && socket.close(4001, 'auth timeout'), AUTH_TIMEOUT_MS)
    const ping = setInterval(() => socket.readyState === 1 && socket.ping(), PING_MS)
    ping.unref()
    socket.on('close', () => {
      clearTimeout(timeout)
      clearInterval(ping)
    })
    socket.on('message', (data: Buffer) => {
      let frame: { type?: unknown; ticket?: unknown }
      try {
        frame = JSON.parse(data.toString('utf8'))
      } catch {
        socket.close(4002, 'bad frame')
        return
      }
      if (frame.type === 'ping') {
        socket.send('{"type":"pong"}')
        return
      }
      if (userId !== null || frame.type !== 'auth') return
      hub.redeem(String(frame.ticket ?? '')).then(
        id => {
          if (id === null) {
            socket.send('{"type":"refused"}')
            socket.close(4003, 'ticket refused')
            return
          }
          userId = id
          clearTimeout(timeout)
          hub.attach(id, socket)
          socket.send('{"type":"ready"}')
        },
        err => {
          app.log.warn({ err }, 'realtime: ticket check failed')
          socket.close(1011, 'try again')
        }
      )
    })
  })
}
