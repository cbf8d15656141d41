/**
 * Routes of the report data (contracts REPORT_API, PERSONS_API.relatives) and the owner of the
 * analysis pipeline: it registers the pipeline's jobs on the queue, queues again what a stopped
 * process left unfinished, and decorates `app.analysis` for the laboratory's routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { PERSONS_API, REPORT_API } from '@xungen/contracts'
import { envelope } from '../../plugins/errors'
import { PersonsService } from '../persons'
import { AnalysisPipeline, type PipelineHooks } from './pipeline'
import { ReportService, type Viewer } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    analysis: AnalysisPipeline
  }
}

declare module '../../app' {
  interface ServiceOverrides {
    /** hooks into the analysis pipeline (tests stop a run mid-way) */
    pipelineHooks?: PipelineHooks
  }
}

export function viewerOf(request: FastifyRequest): Viewer {
  return { userId: request.session.user?.id ?? null, sampleHeader: request.session.sample, shareToken: request.session.shareToken }
}

const barcodeParams = z.object({ barcode: z.string().min(1).max(40) })

async function reportRoutes(app: FastifyInstance) {
  const pipeline = new AnalysisPipeline(app.db, app.storage, app.queue, app.clock, app.log, app.services.pipelineHooks ?? {})
  pipeline.register()
  app.decorate('analysis', pipeline)
  app.addHook('onReady', async () => {
    const n = await pipeline.resumeUnfinished()
    if (n) app.log.info({ samples: n }, 'analyses queued again after a restart')
  })
  const persons = new PersonsService(app.db, app.clock)
  const reports = new ReportService(app.db, persons)

  app.get<{ Params: { barcode: string }; Querystring: { type?: string } }>(
    REPORT_API.home.path,
    { schema: { params: barcodeParams, querystring: z.object({ type: z.enum(['ANCESTRY', 'HEALTH']).optional() }) } },
    async request => envelope(await reports.home(viewerOf(request), request.params.barcode, request.query.type))
  )
  app.get<{ Params: { barcode: string }; Querystring: { category?: string } }>(
    REPORT_API.items.path,
    { schema: { params: barcodeParams, querystring: z.object({ category: z.string().max(40).optional() }) } },
    async request => envelope(await reports.items(viewerOf(request), request.params.barcode, request.query.category))
  )
  app.get<{ Params: { barcode: string; itemId: string } }>(
    `${REPORT_API.items.path}/:itemId`,
    { schema: { params: z.object({ barcode: z.string().min(1).max(40), itemId: z.string().min(1).max(120) }) } },
    async request => envelope(await reports.item(viewerOf(request), request.params.barcode, request.params.itemId))
  )
  app.get<{ Querystring: { barcode?: string } }>(REPORT_API.sideBarData.path, { schema: { querystring: z.object({ barcode: z.string().max(40).optional() }) } }, async request =>
    envelope(await reports.sideBarData(viewerOf(request), request.query.barcode ?? null))
  )
  app.get(REPORT_API.detectionProductInfos.path, async request => envelope(await reports.detectionProductInfos(viewerOf(request))))
  app.get(REPORT_API.onlineProducts.path, async () => envelope(reports.onlineProducts()))
  app.get<{ Params: { barcode: string } }>(PERSONS_API.relatives.path, { schema: { params: barcodeParams }, preHandler: app.requireUser }, async request =>
    envelope(await reports.relatives(viewerOf(request), request.params.barcode))
  )
}

export default fp(reportRoutes, { name: 'reports' })
