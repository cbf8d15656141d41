/**
 * Routes of the report data (the reports area of the endpoint declarations, and persons.relatives) and the owner of the
 * analysis pipeline: it registers the pipeline's jobs on the queue, queues again what a stopped
 * process left unfinished, and decorates `app.analysis` for the laboratory's routes.
 */
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { warmEngine } from './genome'
import { demoLineageEvidence } from './demo'
import { analyseSample, matchRelatives } from './jobs'
import { AnalysisPipeline, type PipelineHooks } from './pipeline'
import { kitIndexId, RelativesIndex } from './relativesIndex'
import { ReportService, type Viewer } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    analysis: AnalysisPipeline
    /** the report data (read side), built once here */
    reports: ReportService
  }
}

declare module '../../app' {
  interface ServiceOverrides {
    /** hooks into the analysis pipeline (tests stop a run mid-way) */
    pipelineHooks?: PipelineHooks
  }
}

function relativesThreads(): number {
  const n = Number(process.env.RELATIVES_THREADS)
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 16) : 1
}

export function viewerOf(request: FastifyRequest): Viewer {
  return { userId: request.session.user?.id ?? null, sampleHeader: request.session.sample, shareToken: request.session.shareToken }
}

async function reportRoutes(app: FastifyInstance) {
  const pipeline = new AnalysisPipeline(
    app.db,
    app.storage,
    {
      analysis: async sampleId => void (await app.jobs.enqueue(analyseSample, { sampleId }, { jobId: `analysis-${sampleId}` })),
      relatives: async detectionId => void (await app.jobs.enqueue(matchRelatives, { detectionId }, { jobId: `relatives-${detectionId}-${app.clock()}` }))
    },
    app.clock,
    app.log,
    // the match index lives in the data directory beside file storage; rebuilt from stored kits when missing.
    // Its scans run on the engine's worker threads (RELATIVES_THREADS, default 1), off the API's event loop.
    new RelativesIndex(app.db, app.storage, path.join(app.config.dataDir, 'relatives-index'), relativesThreads()),
    app.services.pipelineHooks ?? {}
  )
  app.decorate('analysis', pipeline)
  app.addHook('onClose', async () => pipeline.relativesIndex.close())
  // account cancellation: the account's kits leave the match index at once (registered before the
  // persons domain's handler, which deletes the relative_kits rows read here)
  app.accounts.personalData.register({
    name: 'relatives-index',
    // it reads the relative_kits rows the persons domain's handler deletes
    before: ['persons'],
    delete: async ({ userId, db, log }) => {
      const rows = await db
        .selectFrom('relative_kits')
        .innerJoin('detections', 'detections.id', 'relative_kits.detection_id')
        .select(['relative_kits.detection_id', 'relative_kits.created_at'])
        .where('detections.user_id', '=', userId)
        .execute()
      try {
        await pipeline.relativesIndex.remove(rows.map(r => kitIndexId(r.detection_id, Number(r.created_at))))
      } catch (err) {
        // the next relatives job removes them (its sync drops kits the database no longer has)
        log.warn({ err, userId }, 'relatives index: kits not removed at cancellation')
      }
    }
  })
  app.addHook('onReady', async () => {
    // the engine's reference catalogue, loaded once (about a second from its cache), in the background
    if (app.config.env !== 'test') void warmEngine().catch(err => app.log.warn({ err }, 'genome engine warm-up failed; the first analysis loads it'))
    // the demo of sample mode (every visitor's first report, its ancestry page and PDF) is the same for all: made once, before anyone asks
    if (app.config.env !== 'test') void demoLineageEvidence().catch(err => app.log.warn({ err }, 'demo report warm-up failed; the first visitor makes it'))
    const n = await pipeline.resumeUnfinished()
    if (n) app.log.info({ samples: n }, 'analyses queued again after a restart')
  })
  const reports = new ReportService(app.db, app.persons, app.storage, app.clock)
  app.decorate('reports', reports)
  const R = REPORT_ENDPOINTS

  serve(app, R.home, async r => reports.home(viewerOf(r), r.params.barcode, r.query.type))
  serve(app, R.items, async r => reports.items(viewerOf(r), r.params.barcode, r.query.category))
  serve(app, R.item, async r => reports.item(viewerOf(r), r.params.barcode, r.params.itemId))
  serve(app, R.sideBarData, async r => reports.sideBarData(viewerOf(r), r.query.barcode ?? null))
  serve(app, R.detectionProductInfos, async r => reports.detectionProductInfos(viewerOf(r)))
  serve(app, R.onlineProducts, async () => reports.onlineProducts())
  serve(app, REPORT_ENDPOINTS.relatives, async r => reports.relatives(viewerOf(r), r.params.barcode))
}

export default fp(reportRoutes, { name: 'reports' })
