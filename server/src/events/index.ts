/**
 * Domain events through a transactional outbox (docs/adr/0020-composition-root-and-domain-events.md).
 *
 * A domain tells the others what happened, never what to do: in the transaction that makes the
 * change it calls
 *
 *   await publish(trx, 'order.paid', { orderId, orderNo })
 *
 * which inserts a row into outbox_events: the event exists exactly when the change does (a
 * rolled-back transaction leaves no event). The dispatcher (EventBus, decorated as `app.events`)
 * finds the rows not yet dispatched and queues one delivery job (`events.deliver`) per subscriber
 * on the existing job queue (server/src/jobs: in process, or BullMQ on Redis), so a delivery is
 * retried with back-off like any job and survives a restart on Redis. Delivery is at least once:
 * the pair (event, subscriber) is recorded in outbox_handled after the handler succeeds, and a
 * redelivery of a recorded pair does nothing; a handler must still be idempotent for the rare run
 * that succeeded but was not recorded (the process stopped in between).
 *
 * Each domain declares the events it publishes by declaration merging, in its own folder:
 *
 *   declare module '../../events' { interface DomainEventTypes { 'order.paid': { orderId: number; orderNo: string } } }
 *
 * and the events it reacts to in its index: `defineDomain({ subscribers: [subscribe('order.paid', 'commerce.fulfil', handler)] })`.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db'
import { defineJob, type Jobs } from '../jobs'
import type { JobQueue } from '../queue'
import { tagPayload, untagPayload, withRequestId } from '../requestContext'

export interface OutboxEventsTable {
  id: import('kysely').Generated<number>
  name: string
  payload: string
  created_at: number
  dispatched_at: number | null
  delivered_at: number | null
}

export interface OutboxHandledTable {
  event_id: number
  subscriber: string
  handled_at: number
}

declare module '../db/schema' {
  interface Database {
    outbox_events: OutboxEventsTable
    outbox_handled: OutboxHandledTable
  }
}

/** event name → payload (plain JSON); each domain adds the events it publishes (see above) */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface DomainEventTypes {}

export type EventName = keyof DomainEventTypes & string

/** the payload of an event by its name (unknown for a name no domain declares, as in a program that includes no domain) */
export type EventPayload<N extends string> = N extends keyof DomainEventTypes ? DomainEventTypes[N] : unknown

export interface EventContext {
  app: FastifyInstance
  eventId: number
  /** 1 for the first delivery */
  attempt: number
}

export interface Subscriber<N extends string = EventName> {
  /** the event it reacts to */
  readonly event: N
  /** unique across domains: `<domain>.<what it does>` (letters, digits, '.', '-') */
  readonly name: string
  handle(payload: EventPayload<N>, context: EventContext): Promise<void>
  /** deliveries in all, the first included (default 5) */
  readonly attempts?: number
  /** the first retry after this many ms, doubling (default 1000) */
  readonly backoffMs?: number
}

export function subscribe<N extends EventName>(event: N, name: string, handle: Subscriber<N>['handle'], options: { attempts?: number; backoffMs?: number } = {}): Subscriber<N> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(name)) throw new Error(`subscriber name ${name} must look like domain.action`)
  return { event, name, handle, ...options }
}

/** processes' buses woken when something is published (prompt delivery; the poll catches the rest) */
const listeners = new Set<() => void>()

/**
 * Records an event in the caller's transaction. Call it with the transaction that makes the
 * change (never with app.db outside one: the event would exist without the change).
 */
export async function publish<N extends EventName>(trx: Kysely<Database>, name: N, payload: DomainEventTypes[N]): Promise<number> {
  const row = await trx
    .insertInto('outbox_events')
    // with the request id of the call that published it: its subscribers run under that id (requestContext.ts)
    .values({ name, payload: JSON.stringify(tagPayload(payload)), created_at: Date.now(), dispatched_at: null, delivered_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  // at once (SQLite: the dispatcher's query waits for this transaction) and shortly after (PostgreSQL: the commit may come later)
  for (const wake of listeners) {
    wake()
    setTimeout(wake, 20).unref()
  }
  return row.id
}

/** the delivery of one event to one subscriber, on the job queue */
export const deliverEvent = defineJob({
  name: 'events.deliver',
  payload: z.object({ eventId: z.number().int().positive(), subscriber: z.string().min(1).max(96) }),
  defaults: { attempts: 5, backoffMs: 1000 },
  run: (payload, { app, attempt }) => app.events.deliver(app, payload.eventId, payload.subscriber, attempt)
})

declare module 'fastify' {
  interface FastifyInstance {
    /** the outbox's dispatcher and the subscribers of every domain (server/src/events) */
    events: EventBus
  }
}

/**
 * The queue as the app shows it (app.queue): its drain() also waits for the outbox, so that
 * "nothing left to do" includes events committed but not dispatched yet.
 */
export function drainingOutbox(queue: JobQueue, bus: EventBus): JobQueue {
  return {
    kind: queue.kind,
    register: (name, handler, options) => queue.register(name, handler, options),
    enqueue: (name, payload, options) => queue.enqueue(name, payload, options),
    call: (name, payload, options) => queue.call(name, payload, options),
    schedule: (name, payload, options) => queue.schedule(name, payload, options),
    drain: timeoutMs => bus.settle(timeoutMs),
    ping: () => queue.ping(),
    depths: () => queue.depths(),
    close: () => queue.close()
  }
}

export class EventBus {
  private readonly subscribers = new Map<string, Subscriber<string>>()
  private dispatching: Promise<void> | null = null
  private again = false
  private timer: NodeJS.Timeout | null = null
  private readonly wake = () => this.kick()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly jobs: Jobs,
    private readonly queue: JobQueue,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    /**
     * an event queued this long ago and not handled by every subscriber is queued again: the
     * in-process queue loses what waits in a process that stops (OUTBOX_REDELIVER_MS, default 60 s)
     */
    private readonly redeliverMs = 60_000
  ) {}

  add(subscriber: Subscriber<string>): void {
    if (this.subscribers.has(subscriber.name)) throw new Error(`event subscriber ${subscriber.name} is declared twice`)
    this.subscribers.set(subscriber.name, subscriber)
  }

  /** the subscribers of an event, by name (tests, logs) */
  of(event: string): string[] {
    return [...this.subscribers.values()].filter(s => s.event === event).map(s => s.name)
  }

  /** polls every `pollMs` for events a wake-up missed (another process published, or the commit came after the wake-up) */
  start(pollMs: number): void {
    listeners.add(this.wake)
    if (pollMs > 0) {
      this.timer = setInterval(this.wake, pollMs)
      this.timer.unref()
    }
    this.kick()
  }

  async stop(): Promise<void> {
    listeners.delete(this.wake)
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.dispatching
  }

  /** a dispatch soon (at once and once more shortly after, for a publisher whose commit comes later) */
  kick(): void {
    if (this.dispatching) {
      this.again = true
      return
    }
    this.dispatching = (async () => {
      do {
        this.again = false
        try {
          while ((await this.dispatch()) > 0);
        } catch (err) {
          this.log.error({ err }, 'outbox dispatch failed; the next poll tries again')
        }
      } while (this.again)
    })().finally(() => (this.dispatching = null))
  }

  /**
   * Queues the deliveries of events not dispatched yet, and again of those dispatched more than
   * `redeliverMs` ago that a subscriber has not handled; an event every subscriber handled is
   * marked delivered. Returns how many events it dispatched.
   */
  async dispatch(limit = 100): Promise<number> {
    const now = Date.now()
    const pending = await this.db
      .selectFrom('outbox_events')
      .select(['id', 'name', 'dispatched_at'])
      .where('delivered_at', 'is', null)
      .where(eb => eb.or([eb('dispatched_at', 'is', null), eb('dispatched_at', '<', now - this.redeliverMs)]))
      .orderBy('id')
      .limit(limit)
      .execute()
    for (const event of pending) {
      const handled = new Set((await this.db.selectFrom('outbox_handled').select('subscriber').where('event_id', '=', event.id).execute()).map(h => h.subscriber))
      const left = [...this.subscribers.values()].filter(s => s.event === event.name && !handled.has(s.name))
      for (const s of left) {
        // while one delivery of the pair is pending, another dispatcher's is not added (jobId)
        await this.jobs.enqueue(deliverEvent, { eventId: event.id, subscriber: s.name }, { jobId: `event-${event.id}-${s.name}`, attempts: s.attempts ?? 5, backoffMs: s.backoffMs ?? 1000 })
      }
      if (event.dispatched_at !== null && left.length) this.log.warn({ eventId: event.id, event: event.name, subscribers: left.map(s => s.name) }, 'event queued again: not handled in time')
      const claim = this.db.updateTable('outbox_events').where('id', '=', event.id)
      if (left.length) await (event.dispatched_at === null ? claim.where('dispatched_at', 'is', null) : claim.where('dispatched_at', '=', event.dispatched_at)).set({ dispatched_at: Date.now() }).execute()
      else await claim.set({ dispatched_at: event.dispatched_at ?? Date.now(), delivered_at: Date.now() }).execute()
    }
    return pending.length
  }

  /** one delivery (the events.deliver job): nothing when the pair was handled before */
  async deliver(app: FastifyInstance, eventId: number, subscriberName: string, attempt: number): Promise<void> {
    const subscriber = this.subscribers.get(subscriberName)
    if (!subscriber) {
      // a subscriber removed since the event was dispatched: nothing to run
      this.log.warn({ eventId, subscriber: subscriberName }, 'event delivery for an unknown subscriber dropped')
      return
    }
    const handled = await this.db.selectFrom('outbox_handled').select('event_id').where('event_id', '=', eventId).where('subscriber', '=', subscriberName).executeTakeFirst()
    if (handled) return
    const event = await this.db.selectFrom('outbox_events').select(['name', 'payload']).where('id', '=', eventId).executeTakeFirst()
    if (!event || event.name !== subscriber.event) return
    const { payload, reqId } = untagPayload(JSON.parse(event.payload))
    try {
      await (reqId ? withRequestId(reqId, () => subscriber.handle(payload as never, { app, eventId, attempt })) : subscriber.handle(payload as never, { app, eventId, attempt }))
    } catch (err) {
      this.log.warn({ err, eventId, event: event.name, subscriber: subscriberName, attempt }, 'event subscriber failed')
      throw err
    }
    await this.db.insertInto('outbox_handled').values({ event_id: eventId, subscriber: subscriberName, handled_at: Date.now() }).onConflict(oc => oc.columns(['event_id', 'subscriber']).doNothing()).execute()
    // the last subscriber to handle it marks the event delivered
    const all = [...this.subscribers.values()].filter(s => s.event === event.name).map(s => s.name)
    const done = await this.db.selectFrom('outbox_handled').select('subscriber').where('event_id', '=', eventId).execute()
    if (all.every(name => done.some(d => d.subscriber === name))) await this.db.updateTable('outbox_events').set({ delivered_at: Date.now() }).where('id', '=', eventId).where('delivered_at', 'is', null).execute()
  }

  /** resolves once the event is handled by every subscriber, or after `timeoutMs` (false then) */
  async delivered(eventId: number, timeoutMs: number): Promise<boolean> {
    const end = Date.now() + timeoutMs
    for (;;) {
      const row = await this.db.selectFrom('outbox_events').select('delivered_at').where('id', '=', eventId).executeTakeFirst()
      if (!row || row.delivered_at !== null) return true
      if (Date.now() >= end) return false
      await new Promise(resolve => setTimeout(resolve, 20))
    }
  }

  /**
   * Resolves once every event published so far is dispatched and every queued job has run
   * (tests; the worker's shutdown). Events published by the handlers are settled too.
   */
  async settle(timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs
    for (;;) {
      await this.dispatching
      const dispatched = await this.dispatch()
      await this.queue.drain(Math.max(1, end - Date.now()))
      if (dispatched === 0 && !this.dispatching) {
        const left = await this.db.selectFrom('outbox_events').select('id').where('dispatched_at', 'is', null).where('delivered_at', 'is', null).limit(1).executeTakeFirst()
        if (!left) return
      }
      if (Date.now() > end) throw new Error('events did not settle in time')
    }
  }
}
