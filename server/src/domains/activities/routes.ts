/** The activity calls (ACTIVITIES in @xungen/contracts/endpoints); the service does the work. */
import type { FastifyInstance } from 'fastify'
import { ACTIVITIES } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { ActivityService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    activities: ActivityService
  }
}

export default async function activityRoutes(app: FastifyInstance) {
  const activities = new ActivityService(app.db, app.commerce, app.balance, app.clock)
  app.decorate('activities', activities)

  serve(app, ACTIVITIES.fullReduction, async request => activities.fullReduction(request.query.commodityId))
  serve(app, ACTIVITIES.couponActivity, async request => activities.couponActivity(request.params.scene, request.session.user?.id ?? null))
  serve(app, ACTIVITIES.receiveCoupon, async request => activities.receiveCoupon(request.session.user.id, request.body.scene, request.body.templateId))
  serve(app, ACTIVITIES.fission, async request => activities.fission(request.params.key, request.session.user?.id ?? null))
  serve(app, ACTIVITIES.joinFission, async request => activities.join(request.params.key, request.session.user.id))
  serve(app, ACTIVITIES.helpFission, async request => activities.help(request.session.user.id, request.body.inviteCode))
  serve(app, ACTIVITIES.crowdfunding, async request => activities.crowdfunding(request.query.id))
  serve(app, ACTIVITIES.certificates, async request => ({ list: await activities.certificates(request.session.user.id, request.query.certificateNo) }))

  app.accounts.personalData.register({
    name: 'activities',
    async delete({ userId, db }) {
      await db.deleteFrom('activity_participations').where('user_id', '=', userId).execute()
    }
  })
}
