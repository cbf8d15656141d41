/** The tracker's batch (spec 9: every 10 s or 10 events, whichever comes first), without timers or requests of its own. */
import { TRACKING_BATCH, type TrackingEvent } from '@xungen/contracts'

export interface TrackerDeps {
  send: (siteId: number, events: TrackingEvent[]) => Promise<unknown>
  now: () => number
  setTimer: (fn: () => void, ms: number) => unknown
  clearTimer: (timer: unknown) => void
}

/** a queue that sends at `count` events or `interval` after the first waiting one, whichever comes first */
export class TrackingQueue {
  private events: TrackingEvent[] = []
  private timer: unknown = null

  constructor(
    private readonly siteId: number,
    private readonly deps: TrackerDeps
  ) {}

  add(event: Omit<TrackingEvent, 'at'>): void {
    this.events.push({ ...event, at: this.deps.now() })
    if (this.events.length >= TRACKING_BATCH.count) this.flush()
    else if (this.timer === null) this.timer = this.deps.setTimer(() => this.flush(), TRACKING_BATCH.intervalSeconds * 1000)
  }

  flush(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer)
    this.timer = null
    const batch = this.events.splice(0, TRACKING_BATCH.count)
    // lost events are not retried: counts, not records
    if (batch.length) void this.deps.send(this.siteId, batch).catch(() => undefined)
    if (this.events.length) this.timer = this.deps.setTimer(() => this.flush(), TRACKING_BATCH.intervalSeconds * 1000)
  }
}
