/**
 * Tracking (issue 26 item 10; rules in @xungen/contracts tracking): a batch of events is stored
 * only while IS_OPEN_PIWIK is 'true' and only for an account standing by the privacy policy (no
 * event before consent), at most TRACKING_DAILY_MAX per account per China day (more are
 * dropped, not refused: a client never retries them). The roll-up counts per day what staff read.
 */
import type { Kysely } from 'kysely'
import { TRACKING_DAILY_MAX, TRACKING_ROLLUP_DAYS, chinaDay, type TrackingEvent, type TrackingRollup } from '@xungen/contracts'
import type { Database } from '../../db'
import './tables'

const DAY_MS = 24 * 3600_000

export class TrackingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly consented: (userId: number) => Promise<boolean>
  ) {}

  async enabled(): Promise<boolean> {
    const row = await this.db.selectFrom('description_configs').select('content').where('key', '=', 'IS_OPEN_PIWIK').executeTakeFirst()
    return row?.content === 'true'
  }

  async store(userId: number, siteId: number, events: readonly TrackingEvent[]): Promise<{ stored: number }> {
    if (!(await this.enabled()) || !(await this.consented(userId))) return { stored: 0 }
    const now = this.clock()
    const day = chinaDay(now)
    const today = await this.db.selectFrom('tracking_events').select(eb => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('day', '=', day).executeTakeFirstOrThrow()
    const room = Math.max(0, TRACKING_DAILY_MAX - Number(today.n))
    const kept = events.slice(0, room)
    if (kept.length) {
      await this.db
        .insertInto('tracking_events')
        .values(kept.map(e => ({ user_id: userId, event: e.event, router: e.router, button: e.event === 'CLICK_BUTTON' ? (e.button ?? null) : null, site_id: siteId, day, created_at: now })))
        .execute()
    }
    return { stored: kept.length }
  }

  async rollup(): Promise<TrackingRollup> {
    const now = this.clock()
    const days = Array.from({ length: TRACKING_ROLLUP_DAYS }, (_, i) => chinaDay(now - (TRACKING_ROLLUP_DAYS - 1 - i) * DAY_MS))
    const rows = await this.db
      .selectFrom('tracking_events')
      .select(['day', 'event'])
      .select(eb => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('user_id').distinct().as('accounts')])
      .where('day', '>=', days[0])
      .groupBy(['day', 'event'])
      .execute()
    const accounts = await this.db
      .selectFrom('tracking_events')
      .select('day')
      .select(eb => eb.fn.count<number>('user_id').distinct().as('accounts'))
      .where('day', '>=', days[0])
      .groupBy('day')
      .execute()
    const top = await this.db
      .selectFrom('tracking_events')
      .select('router')
      .select(eb => eb.fn.countAll<number>().as('views'))
      .where('day', '>=', days[0])
      .where('event', '=', 'VIEW_PAGE_EVENT')
      .groupBy('router')
      .orderBy('views', 'desc')
      .limit(10)
      .execute()
    const count = (day: string, event: string) => Number(rows.find(r => r.day === day && r.event === event)?.n ?? 0)
    return {
      days: days.map(day => ({ day, views: count(day, 'VIEW_PAGE_EVENT'), clicks: count(day, 'CLICK_BUTTON'), accounts: Number(accounts.find(a => a.day === day)?.accounts ?? 0) })),
      topRoutes: top.map(t => ({ router: t.router, views: Number(t.views) })),
      enabled: await this.enabled()
    }
  }
}
