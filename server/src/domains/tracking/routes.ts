/**
 * Tracking (issue 26 item 10; TRACKING in @xungen/contracts/endpoints):
 *   POST /proxy/tracking/events      a batch of the account's events (stored while IS_OPEN_PIWIK is on, after consent)
 *   GET  /proxy/ops/tracking/daily   staff: the daily roll-up
 * The events carry the account id: deleted with the account, and in its data export.
 */
import type { FastifyInstance } from 'fastify'
import { TRACKING } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { TrackingService } from './service'

export default async function trackingRoutes(app: FastifyInstance) {
  const service = new TrackingService(app.db, app.clock, userId => app.consent.accepted(userId, 'privacy'))
  serve(app, TRACKING.events, async r => service.store(r.session.user.id, r.body.siteId, r.body.events))
  serve(app, TRACKING.rollup, async () => service.rollup())
  app.accounts.personalData.register({
    name: 'tracking',
    delete: async ({ userId, db }) => void (await db.deleteFrom('tracking_events').where('user_id', '=', userId).execute()),
    export: async (userId, db) =>
      (await db.selectFrom('tracking_events').select(['event', 'router', 'button', 'site_id', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(2000).execute()).map(e => ({
        event: e.event,
        router: e.router,
        button: e.button,
        siteId: e.site_id,
        at: Number(e.created_at)
      }))
  })
}
