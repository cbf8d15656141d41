/**
 * The real-time channel (issue 25 item 3): one socket per signed-in client to /ws/notice, opened
 * with Taro.connectSocket on both platforms. The first frame presents a single-use ticket from a
 * signed call (POST /proxy/notice/socket-ticket). Frames only say what changed (a message with
 * its id, a thread, the unread counts); listeners load or merge by id, so a frame that arrives
 * twice, or arrives after a poll brought the same row, changes nothing.
 *
 * When the socket drops it is opened again with growing waits (1 s to 30 s); until it is back,
 * listeners get a 'resync' every 10 s (the polling fallback), and once more when it opens (the
 * catch-up after a reconnect or a server restart).
 */
import Taro from '@tarojs/taro'
import { NOTIFICATIONS } from '@xungen/contracts/endpoints'
import { API_ORIGIN } from '@/config/env'
import { call } from './call'

export type RealtimeFrame =
  | { type: 'message'; relatedId: number; message: { id: number; relatedId: number; [k: string]: unknown } }
  | { type: 'thread'; relatedId: number }
  | { type: 'unread' }
  /** the socket (re)opened or a poll is due: load what may have been missed */
  | { type: 'resync' }

type Listener = (frame: RealtimeFrame) => void

const POLL_MS = 10_000
const MAX_BACKOFF_MS = 30_000

function socketUrl(path: string): string {
  if (process.env.TARO_ENV === 'weapp') return API_ORIGIN.replace(/^http/, 'ws') + path
  const loc = window.location
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${path}`
}

class RealtimeClient {
  private listeners = new Set<Listener>()
  private task: Taro.SocketTask | null = null
  private ready = false
  private stopped = true
  private attempts = 0
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private pollTimer: ReturnType<typeof setInterval> | null = null

  get connected(): boolean {
    return this.ready
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    if (this.listeners.size === 1) this.start()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) this.stop()
    }
  }

  private emit(frame: RealtimeFrame) {
    for (const l of [...this.listeners]) {
      try {
        l(frame)
      } catch {
        // one listener's failure does not stop the others
      }
    }
  }

  private start() {
    this.stopped = false
    this.pollTimer = setInterval(() => {
      if (!this.ready) this.emit({ type: 'resync' })
    }, POLL_MS)
    void this.open()
  }

  private stop() {
    this.stopped = true
    this.ready = false
    if (this.retryTimer) clearTimeout(this.retryTimer)
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.retryTimer = this.pollTimer = null
    const task = this.task
    this.task = null
    task?.close({})
  }

  private retry() {
    this.ready = false
    this.task = null
    if (this.stopped || this.retryTimer) return
    const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(this.attempts++, 5))
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.open()
    }, wait)
  }

  private async open() {
    if (this.stopped || this.task) return
    let ticket: { ticket: string; path: string }
    try {
      ticket = await call(NOTIFICATIONS.socketTicket)
    } catch {
      this.retry()
      return
    }
    if (this.stopped) return
    let task: Taro.SocketTask
    try {
      task = await Taro.connectSocket({ url: socketUrl(ticket.path) })
    } catch {
      this.retry()
      return
    }
    if (this.stopped) {
      task.close({})
      return
    }
    this.task = task
    task.onOpen(() => task.send({ data: JSON.stringify({ type: 'auth', ticket: ticket.ticket }) }))
    task.onMessage(res => {
      let frame: { type?: string }
      try {
        frame = JSON.parse(String(res.data))
      } catch {
        return
      }
      if (frame.type === 'ready') {
        this.ready = true
        this.attempts = 0
        this.emit({ type: 'resync' })
      } else if (frame.type === 'message' || frame.type === 'thread' || frame.type === 'unread') this.emit(frame as RealtimeFrame)
    })
    task.onClose(() => {
      if (this.task === task) this.retry()
    })
    task.onError(() => {
      if (this.task === task) {
        task.close({})
        this.retry()
      }
    })
  }
}

export const realtime = new RealtimeClient()

/** listens to the channel while subscribed (the socket opens with the first listener and closes with the last) */
export function subscribeRealtime(listener: Listener): () => void {
  return realtime.subscribe(listener)
}
