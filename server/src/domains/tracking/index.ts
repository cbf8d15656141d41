/**
 * The tracking domain (issue 26 item 10; spec 7.3 "Tracking", 9): page views and button presses
 * of signed-in accounts that accepted the privacy policy, while IS_OPEN_PIWIK is on, and the
 * daily roll-up staff read in /ops/content.
 */
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import trackingRoutes from './routes'

export default defineDomain({
  name: 'tracking',
  plugin: trackingRoutes,
  after: ['accounts', 'common', 'consent'],
  endpoints: ['tracking'],
  migrations
})
