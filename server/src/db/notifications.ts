/**
 * PostgreSQL LISTEN on one channel, on a connection of its own that is opened again when it
 * breaks. A consumer of the notifications must treat the time the connection is down as "any
 * notification may have been missed": onDown is called when it breaks, onUp once LISTEN is in
 * place again (and the first time).
 */
import pg from 'pg'

export interface NotificationHandlers {
  onNotification(payload: string): void
  onUp(): void
  onDown(err: Error | null): void
}

export interface Listener {
  close(): Promise<void>
}

/** channel names are fixed identifiers of ours: letters, digits and underscores */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

export function listen(connectionString: string, channel: string, handlers: NotificationHandlers, retryMs = 1000): Listener {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`)
  let closed = false
  let client: pg.Client | null = null
  let timer: NodeJS.Timeout | null = null

  /** the connection `c` broke (or LISTEN failed on it): drop it, tell the consumer, try again later */
  const down = (c: pg.Client, err: Error | null) => {
    if (client !== c) return
    client = null
    void c.end().catch(() => undefined)
    handlers.onDown(err)
    if (!closed && !timer) {
      timer = setTimeout(() => {
        timer = null
        void connect()
      }, retryMs)
      timer.unref()
    }
  }

  const connect = async () => {
    if (closed) return
    const c = new pg.Client({ connectionString })
    client = c
    // the handlers stay for the client's whole life: a late error of a dropped connection is ignored, never thrown
    c.on('error', err => down(c, err))
    c.on('end', () => down(c, null))
    c.on('notification', n => {
      if (client === c && n.channel === channel) handlers.onNotification(n.payload ?? '')
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${channel}`)
      if (closed || client !== c) return
      handlers.onUp()
    } catch (err) {
      down(c, err as Error)
    }
  }

  void connect()
  return {
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const c = client
      client = null
      if (c) await c.end().catch(() => undefined)
    }
  }
}
