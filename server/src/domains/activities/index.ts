/**
 * The activities domain (issue 17 items 6 and 10; spec 2.13 coupon, crowdfunding, fission/*,
 * 7.3 Activity and Coupon scenes): configurations of the activities table, seeded with demo
 * activities marked 示例. Full reduction itself prices orders in the commerce domain.
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import activityRoutes from './routes'
import { activitiesSeed } from './seed'

export { ActivityService, ACTIVITY_MESSAGES, fissionRewardRef } from './service'
export { activitiesSeed, SHARE_GIFT_COUPONS } from './seed'

export default defineDomain({
  name: 'activities',
  plugin: fp(activityRoutes, { name: 'activities' }),
  after: ['accounts', 'commerce', 'balance'],
  endpoints: ['activities'],
  seeds: [activitiesSeed]
})
