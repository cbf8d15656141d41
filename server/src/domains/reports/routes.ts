/**
 * Routes of the report data (the reports area of the endpoint declarations, and persons.relatives):
 * the report service is built once here and decorated as `app.reports` for the other domains.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { ReportService, type Viewer } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** the report data (read side), built once here */
    reports: ReportService
  }
}

export function viewerOf(request: FastifyRequest): Viewer {
  return { userId: request.session.user?.id ?? null, sampleHeader: request.session.sample, shareToken: request.session.shareToken }
}

async function reportRoutes(app: FastifyInstance) {
  const reports = new ReportService(app.db, app.persons, app.storage, app.clock)
  app.decorate('reports', reports)
  const R = REPORT_ENDPOINTS

  serve(app, R.home, async r => reports.home(viewerOf(r), r.params.barcode, r.query.type))
  serve(app, R.items, async r => reports.items(viewerOf(r), r.params.barcode, r.query.category))
  serve(app, R.item, async r => reports.item(viewerOf(r), r.params.barcode, r.params.itemId))
  serve(app, R.sideBarData, async r => reports.sideBarData(viewerOf(r), r.query.barcode ?? null))
  serve(app, R.detectionProductInfos, async r => reports.detectionProductInfos(viewerOf(r)))
  serve(app, R.onlineProducts, async () => reports.onlineProducts())
  serve(app, REPORT_ENDPOINTS.relatives, async r => reports.relatives(viewerOf(r), r.params.barcode, r.query))
}

export default fp(reportRoutes, { name: 'reports' })
