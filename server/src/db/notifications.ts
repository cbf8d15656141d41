/**
 * PostgreSQL LISTEN for the app (app.dbNotifications, null on SQLite): one connection of its own
 * listens on every channel a domain subscribed to, and is opened again when it breaks. A
 * subscriber must treat the time the connection is down as "any notification may have been
 * missed": onDown is called when it breaks, onUp once LISTEN is in place again (and the first
 * time). Triggers send the notifications (pg_notify), so every writer is heard: this process,
 * another one, a script, SQL by hand.
 */
import pg from 'pg'

export interface NotificationHandlers {
  onNotification(payload: string): void
  onUp(): void
  onDown(err: Error | null): void
}

/** channel names are fixed identifiers of ours: letters, digits and underscores */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/
/** the connection's own channel for heard(): never handed to a subscriber */
const BARRIER_CHANNEL = 'xungen_notifications_barrier'
/** the listening connection's name in pg_stat_activity */
export const NOTIFICATIONS_APPLICATION_NAME = 'xungen-notifications'

export class PgNotifications {
  private readonly channels = new Map<string, NotificationHandlers[]>()
  private client: pg.Client | null = null
  private timer: NodeJS.Timeout | null = null
  private started = false
  private closed = false
  private barrierSeq = 0
  private readonly barriers = new Map<string, () => void>()

  constructor(
    private readonly connectionString: string,
    private readonly retryMs = 1000
  ) {}

  /** before start(): the handlers of a channel */
  subscribe(channel: string, handlers: NotificationHandlers): void {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`)
    if (this.started) throw new Error('subscribe before the notifications start')
    this.channels.set(channel, [...(this.channels.get(channel) ?? []), handlers])
  }

  start(): void {
    if (this.started || !this.channels.size) return
    this.started = true
    void this.connect()
  }

  private each(fn: (h: NotificationHandlers) => void) {
    for (const list of this.channels.values()) for (const h of list) fn(h)
  }

  /** the connection `c` broke (or LISTEN failed on it): drop it, tell the subscribers, try again later */
  private down(c: pg.Client, err: Error | null) {
    if (this.client !== c) return
    this.client = null
    void c.end().catch(() => undefined)
    this.each(h => h.onDown(err))
    if (!this.closed && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null
        void this.connect()
      }, this.retryMs)
      this.timer.unref()
    }
  }

  private async connect() {
    if (this.closed) return
    const c = new pg.Client({ connectionString: this.connectionString, application_name: NOTIFICATIONS_APPLICATION_NAME })
    this.client = c
    // the handlers stay for the client's whole life: a late error of a dropped connection is ignored, never thrown
    c.on('error', err => this.down(c, err))
    c.on('end', () => this.down(c, null))
    c.on('notification', n => {
      if (this.client !== c) return
      if (n.channel === BARRIER_CHANNEL) {
        this.barriers.get(n.payload ?? '')?.()
        return
      }
      for (const h of this.channels.get(n.channel) ?? []) h.onNotification(n.payload ?? '')
    })
    try {
      await c.connect()
      for (const channel of [...this.channels.keys(), BARRIER_CHANNEL]) await c.query(`LISTEN ${channel}`)
      if (this.closed || this.client !== c) return
      this.each(h => h.onUp())
    } catch (err) {
      this.down(c, err as Error)
    }
  }

  /**
   * Resolves once every notification committed before the call has been handed to its
   * subscribers: PostgreSQL delivers a listener's notifications in commit order, so a
   * notification of our own, sent after the call and heard back, comes after all of them. For
   * tests and tools that write and then need the subscribers to have heard it; false when the
   * connection is not up (nothing is kept then) or nothing came back within `ms`.
   */
  async heard(ms = 5000): Promise<boolean> {
    const c = this.client
    if (!c || this.closed) return false
    const token = `${process.pid}-${++this.barrierSeq}`
    let timer: NodeJS.Timeout | undefined
    const back = new Promise<boolean>(resolve => {
      this.barriers.set(token, () => resolve(true))
      timer = setTimeout(() => resolve(false), ms)
    })
    try {
      await c.query('select pg_notify($1, $2)', [BARRIER_CHANNEL, token])
      return await back
    } catch {
      return false
    } finally {
      clearTimeout(timer)
      this.barriers.delete(token)
    }
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.timer) clearTimeout(this.timer)
    const c = this.client
    this.client = null
    if (c) await c.end().catch(() => undefined)
  }
}
