/**
 * The reports domain (spec 2.9, 4, 7.2 sideBarData, 7.3 Report group): the read side of a report.
 * The report data of a published analysis (`app.reports`, one guard for a published report:
 * published.ts), the health item details and calculators, share links and the electronic report
 * (health.ts), and the demo report of sample mode. What it reads the analysis domain stores
 * (domains/analysis: the pipeline, relatives matching and the engine's port).
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import reportHealthRoutes from './health'
import reportRoutes from './routes'

export { ReportService, reasonText, type Viewer } from './service'
export { viewerOf } from './routes'
export { sharedDetection, ReportShares } from './shares'
export { publishedDetection, type PublishedDetection } from './published'

export default defineDomain({
  name: 'reports',
  migrations,
  // health.ts registers the share links with the cancellation's personal-data registry
  after: ['accounts', 'persons'],
  // fastify-plugin: app.reports and app.electronicReport are visible to the ancestry domain
  plugin: fp(
    async app => {
      await app.register(reportRoutes)
      // health item details, intros, share links and the electronic report (issue 15, health.ts)
      await app.register(reportHealthRoutes)
    },
    { name: 'reports-domain' }
  ),
  endpoints: ['reports']
})
