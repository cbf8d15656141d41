/**
 * Genetic-counselling bookings (/consult; spec 9 service hours; issue 26 item 4): a workday
 * within the next 14 days (China time), morning or afternoon, with what the person wants to ask
 * (checked for sensitive words). At most CONSULT_OPEN_BOOKINGS_MAX bookings not yet past per
 * account: the count and the insert run in one transaction after a lock on the account's row,
 * so parallel requests cannot pass the limit together. The topic is personal data: deleted with
 * the account (the personal-data registry).
 */
import type { Kysely } from 'kysely'
import { CONSULT_MESSAGES, CONSULT_OPEN_BOOKINGS_MAX, bookableDays, chinaDay, type ConsultBooking, type ConsultPeriod } from '@xungen/contracts'
import type { Database } from '../../db'
import { dialectOf } from '../../db/dialect'
import { argError, notFound } from '../../errors'
import './tables'

export class ConsultBookings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly checkText: (text: string) => Promise<{ ok: boolean; message?: string }>
  ) {}

  async list(userId: number): Promise<{ list: ConsultBooking[] }> {
    const rows = await this.db.selectFrom('consult_bookings').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(50).execute()
    return { list: rows.map(r => ({ id: r.id, day: r.day, period: r.period as ConsultPeriod, topic: r.topic, status: r.status as ConsultBooking['status'], createdAt: Number(r.created_at) })) }
  }

  async book(userId: number, input: { day: string; period: ConsultPeriod; topic: string }): Promise<{ list: ConsultBooking[] }> {
    const now = this.clock()
    if (!bookableDays(now).includes(input.day)) throw argError('day', CONSULT_MESSAGES.day)
    const checked = await this.checkText(input.topic)
    if (!checked.ok) throw argError('topic', checked.message ?? '内容包含敏感词，请修改后再提交')
    await this.db.transaction().execute(async trx => {
      // PostgreSQL: one account's bookings one at a time (SQLite writes one transaction at a time)
      if (dialectOf(this.db) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
      const open = await trx
        .selectFrom('consult_bookings')
        .select(eb => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'booked')
        .where('day', '>=', chinaDay(now))
        .executeTakeFirstOrThrow()
      if (Number(open.n) >= CONSULT_OPEN_BOOKINGS_MAX) throw argError('day', CONSULT_MESSAGES.tooMany)
      await trx.insertInto('consult_bookings').values({ user_id: userId, day: input.day, period: input.period, topic: input.topic, status: 'booked', created_at: now, cancelled_at: null }).execute()
    })
    return this.list(userId)
  }

  async cancel(userId: number, id: number): Promise<{ list: ConsultBooking[] }> {
    const res = await this.db.updateTable('consult_bookings').set({ status: 'cancelled', cancelled_at: this.clock() }).where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'booked').executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) {
      const mine = await this.db.selectFrom('consult_bookings').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
      if (!mine) throw notFound(CONSULT_MESSAGES.notFound)
    }
    return this.list(userId)
  }
}
